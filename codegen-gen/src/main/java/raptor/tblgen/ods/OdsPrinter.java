package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The readable, diffable text form of a dialect's ODS model: one block per op, sorted by op
 * name, one line per operand, attribute, result, region, successor, trait and interface, in
 * the order the op declares them.
 *
 * <pre>{@code
 * op arith.addi (Arith_AddIOp)
 *   summary: integer addition operation
 *   operand lhs: SignlessIntegerOrIndexLike
 *   attribute overflowFlags: Arith_IntegerOverflowAttr = "#arith.overflow<none>"
 *   result result: SignlessIntegerOrIndexLike
 *   trait Pure
 *   interface InferIntRangeInterface [inferResultRanges]
 *   format: $lhs `,` $rhs attr-dict `:` type($result)
 * }</pre>
 */
public final class OdsPrinter {
  private OdsPrinter() {
  }

  /** {@return the text form of {@code dialect}} */
  public static String print(DialectSpec dialect) {
    StringBuilder sb = new StringBuilder();
    OdsDialect d = dialect.dialect();
    sb.append("dialect ").append(d.name()).append(" (").append(d.defName()).append(")\n");
    List<OpSpec> ops = new ArrayList<>(dialect.ops());
    ops.sort(Comparator.comparing(OpSpec::mnemonic));
    for (OpSpec op : ops) {
      sb.append('\n');
      printOp(d.name(), op, sb);
    }
    return sb.toString();
  }

  private static void printOp(String dialect, OpSpec op, StringBuilder sb) {
    sb.append("op ").append(dialect).append('.').append(op.mnemonic())
        .append(" (").append(op.defName()).append(")\n");
    if (!op.summary().isEmpty()) {
      line(sb, "summary: " + op.summary().strip().replaceAll("\\s+", " "));
    }
    for (ValueSpec v : op.operands()) {
      line(sb, "operand " + v.name() + ": " + arity(v.arity()) + describe(v.constraint()));
    }
    for (AttributeSpec a : op.attributes()) {
      StringBuilder text = new StringBuilder("attribute " + a.name() + ": ");
      if (a.optional() && a.defaultValue() == null && !a.isUnit()) {
        text.append("optional ");
      }
      text.append(describe(a.constraint()));
      for (AttrConstraintSpec c : a.confinements()) {
        text.append(" & ").append(c.defName());
      }
      if (a.defaultValue() != null) {
        text.append(" = \"").append(a.defaultValue()).append('"');
      }
      line(sb, text.toString());
    }
    for (ValueSpec v : op.results()) {
      String name = v.name().isEmpty() ? "(unnamed)" : v.name();
      line(sb, "result " + name + ": " + arity(v.arity()) + describe(v.constraint()));
    }
    for (RegionSpec r : op.regions()) {
      line(sb, "region " + r.name() + ": " + (r.variadic() ? "variadic " : "") + r.summary());
    }
    for (SuccessorSpec s : op.successors()) {
      line(sb, "successor " + s.name() + (s.variadic() ? ": variadic" : ""));
    }
    for (TraitSpec t : op.traits()) {
      line(sb, trait(t));
    }
    op.assemblyFormat().ifPresent(f -> line(sb, "format: " + f.text().strip().replaceAll("\\s+", " ")));
    if (op.hooks().customAssembly()) {
      line(sb, "format: custom");
    }
  }

  /** {@return one line for {@code t}: {@code trait X}, {@code interface I [methods]}, ...} */
  static String trait(TraitSpec t) {
    if (t instanceof TraitSpec.Native n) {
      return "trait " + n.javaName();
    }
    if (t instanceof TraitSpec.ParentOneOf p) {
      return "trait HasParent<" + String.join(", ", p.parents()) + ">";
    }
    if (t instanceof TraitSpec.ImplicitTerminator term) {
      return "trait ImplicitTerminator<" + term.opName() + ">";
    }
    if (t instanceof TraitSpec.DestinationStyle dps) {
      return "trait DestinationStyle" + (dps.inits().isEmpty() ? "" : "<" + dps.inits() + ">");
    }
    if (t instanceof TraitSpec.AllTypesMatch m) {
      return "trait AllTypesMatch<" + String.join(", ", m.names()) + ">";
    }
    if (t instanceof TraitSpec.TypesMatchWith m) {
      return "trait TypesMatchWith<" + m.from() + " -> " + m.to() + ">";
    }
    if (t instanceof TraitSpec.ResultNames r) {
      return "trait ResultNames<" + String.join(", ", r.names()) + ">";
    }
    if (t instanceof TraitSpec.InterfaceMethods i) {
      return "interface " + i.interfaceName()
          + (i.methods().isEmpty() ? "" : " [" + String.join(", ", i.methods()) + "]");
    }
    return "trait " + ((TraitSpec.Named) t).name() + " (no Raptor counterpart)";
  }

  private static String arity(Arity arity) {
    return switch (arity) {
      case SINGLE -> "";
      case OPTIONAL -> "optional ";
      case VARIADIC -> "variadic ";
    };
  }

  private static String describe(TypeConstraintSpec c) {
    return describe(c.defName(), c.fn(), c.args().stream().map(OdsPrinter::describe).toList());
  }

  private static String describe(AttrConstraintSpec c) {
    return describe(c.defName(), c.fn(), c.args().stream().map(OdsPrinter::describe).toList());
  }

  /** A named constraint by name, an anonymous composite as {@code fn<parts>}. */
  private static String describe(String defName, String fn, List<String> parts) {
    boolean anonymous = defName.isEmpty() || defName.startsWith("anonymous_")
        || defName.endsWith("<...>");
    if (!anonymous) {
      return defName;
    }
    return fn + "<" + String.join(", ", parts) + ">";
  }

  private static void line(StringBuilder sb, String text) {
    sb.append("  ").append(text).append('\n');
  }
}
