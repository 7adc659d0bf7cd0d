package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compares two models of the same op, such as ours and the one read from MLIR's own files:
 * the names and arity of operands, attributes and results, the regions and successors, and the
 * traits that change what the op accepts or how passes treat it (the native traits of our
 * library, parents, implicit terminators, destination style). {@code Pure} counts as what it
 * stands for in MLIR, {@code NoMemoryEffect} and always speculatable. Constraint kinds,
 * interfaces, summaries and formats are not compared. An operand or result that MLIR leaves
 * unnamed, or names {@code operands} or {@code results} (accessors every Raptor op has, which
 * no generated accessor may take), matches any name.
 */
public final class OdsComparison {
  /** MLIR's value names that name no accessor of ours. */
  private static final Set<String> WILDCARD_NAMES = Set.of("", "operands",
      "results");

  private OdsComparison() {
  }

  /**
   * {@return the differences, one line each ({@code "- x"} only in {@code ours}, {@code "+ x"}
   * only in {@code theirs}); empty when the ops agree}
   */
  public static List<String> differences(OpSpec ours, OpSpec theirs) {
    List<String> left = shape(ours, theirs);
    List<String> right = shape(theirs, theirs);
    List<String> diffs = new ArrayList<>();
    left.stream().filter(l -> !right.contains(l)).forEach(l -> diffs.add("- " + l));
    right.stream().filter(r -> !left.contains(r)).forEach(r -> diffs.add("+ " + r));
    return diffs;
  }

  /** The compared facts of {@code op}; value names are dropped where {@code reference}'s match any. */
  private static List<String> shape(OpSpec op, OpSpec reference) {
    List<String> lines = new ArrayList<>();
    values("operand", op.operands(), reference.operands(), lines);
    for (AttributeSpec a : op.attributes()) {
      lines.add("attribute " + a.name() + (a.optional() ? " (optional)" : ""));
    }
    values("result", op.results(), reference.results(), lines);
    for (RegionSpec r : op.regions()) {
      lines.add("region " + r.name() + (r.variadic() ? " (variadic)" : ""));
    }
    for (SuccessorSpec s : op.successors()) {
      lines.add("successor " + s.name() + (s.variadic() ? " (variadic)" : ""));
    }
    TreeSet<String> traits = new TreeSet<>();
    for (TraitSpec t : op.traits()) {
      if (t instanceof TraitSpec.ParentOneOf p) {
        traits.add(OdsPrinter.trait(new TraitSpec.ParentOneOf(new TreeSet<>(p.parents()).stream()
            .toList())));
      } else if (t instanceof TraitSpec.Native n && n.javaName().equals("Pure")) {
        traits.add("trait NoMemoryEffect");
        traits.add("trait AlwaysSpeculatable");
      } else if (t instanceof TraitSpec.Native || t instanceof TraitSpec.ImplicitTerminator) {
        traits.add(OdsPrinter.trait(t));
      } else if (t instanceof TraitSpec.DestinationStyle) {
        traits.add("trait DestinationStyle");
      }
    }
    lines.addAll(traits);
    return lines;
  }

  private static void values(String kind, List<ValueSpec> values, List<ValueSpec> reference,
      List<String> lines) {
    for (int i = 0; i < values.size(); i++) {
      ValueSpec v = values.get(i);
      boolean named = !v.name().isEmpty()
          && (i >= reference.size() || !WILDCARD_NAMES.contains(reference.get(i).name()));
      lines.add(kind + " #" + i + (named ? " " + v.name() : "") + arity(v.arity()));
    }
  }

  private static String arity(Arity arity) {
    return arity == Arity.SINGLE ? "" : " (" + arity.name().toLowerCase(Locale.ROOT) + ")";
  }
}
