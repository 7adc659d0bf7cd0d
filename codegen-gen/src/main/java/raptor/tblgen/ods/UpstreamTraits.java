package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.record.Record;
import raptor.tblgen.record.RecordKeeper;

/**
 * Reads the traits of an op of MLIR's ODS library into our {@link TraitSpec}s: a trait of our
 * library through {@link UpstreamMapping}, trait lists flattened, parents and implicit
 * terminators by op name, interfaces by name, and any other trait by its name.
 */
final class UpstreamTraits {
  private final RecordKeeper keeper;
  private final Record opClass;
  private final UpstreamConstraints library;
  private final IgnoredParts ignored;

  UpstreamTraits(RecordKeeper keeper, Record opClass, UpstreamConstraints library,
      IgnoredParts ignored) {
    this.keeper = keeper;
    this.opClass = opClass;
    this.library = library;
    this.ignored = ignored;
  }

  /** {@return the traits of op {@code def}, in order} */
  List<TraitSpec> of(Record def) {
    List<TraitSpec> traits = new ArrayList<>();
    for (Record trait : Fields.defs(def, "traits")) {
      add(trait, traits);
    }
    return traits.stream().distinct().toList();
  }

  private void add(Record trait, List<TraitSpec> traits) {
    String mapped = mapped(trait);
    if (mapped != null) {
      Record ours = library.ourDef(mapped);
      traits.add(new TraitSpec.Native(Fields.string(ours, "trait", ""),
          Fields.string(ours, "verifier", ""), Fields.bit(ours, "structural")));
    } else if (Upstream.isA(trait, "TraitList")) {
      for (Record inner : Fields.defs(trait, "traits")) {
        add(inner, traits);
      }
    } else if (Upstream.isA(trait, "SingleBlockImplicitTerminatorImpl")) {
      traits.add(new TraitSpec.ImplicitTerminator(opName(parameters(trait).get(0))));
    } else if (Upstream.isA(trait, "HasParent") || Upstream.isA(trait, "ParentOneOf")) {
      List<String> parents = new ArrayList<>();
      parameters(trait).forEach(p -> parents.add(opName(p)));
      traits.add(new TraitSpec.ParentOneOf(parents));
    } else if (Upstream.isA(trait, "AllTypesMatch")) {
      traits.add(new TraitSpec.AllTypesMatch(Fields.strings(trait, "values")));
    } else if (Upstream.isA(trait, "TypesMatchWith")) {
      ignored.add("transforms of TypesMatchWith");
      traits.add(new TraitSpec.TypesMatchWith(Fields.string(trait, "summary", ""),
          Fields.string(trait, "lhs", ""), Fields.string(trait, "rhs", ""), ""));
    } else if (trait.name().equals("DestinationStyleOpInterface")) {
      traits.add(new TraitSpec.DestinationStyle(""));
    } else if (Upstream.isA(trait, "PredOpTrait")) {
      ignored.add("CPred bodies of PredOpTrait");
      traits.add(new TraitSpec.Named(Upstream.describe(trait)));
    } else if (Upstream.isA(trait, "InterfaceTrait")) {
      traits.add(new TraitSpec.InterfaceMethods(interfaceName(trait),
          Fields.strings(trait, "alwaysOverriddenMethods")));
    } else {
      traits.add(new TraitSpec.Named(Upstream.describe(trait)));
    }
    // An op implementing an interface implements its base interfaces too (Symbol for
    // FunctionOpInterface).
    for (Record base : Fields.defs(trait, "baseInterfaces")) {
      add(base, traits);
    }
  }

  /**
   * {@return our trait for {@code trait}, looked up by def name, then by class name (an
   * anonymous {@code BooleanConditionOrMatchingShape<...>}), then by interface name (a
   * {@code DeclareOpInterfaceMethods<...>}); or {@code null}}
   */
  private static String mapped(Record trait) {
    String mapped = UpstreamMapping.TRAITS.get(trait.name());
    if (mapped == null) {
      mapped = UpstreamMapping.TRAITS.get(Upstream.className(trait));
    }
    if (mapped == null && Upstream.isA(trait, "InterfaceTrait")) {
      mapped = UpstreamMapping.TRAITS.get(interfaceName(trait));
    }
    return mapped;
  }

  private static String interfaceName(Record trait) {
    String name = Fields.string(trait, "cppInterfaceName", null);
    if (name != null) {
      return name;
    }
    String cpp = Fields.string(trait, "trait", "");
    return cpp.endsWith("::Trait") ? cpp.substring(0, cpp.length() - "::Trait".length()) : cpp;
  }

  /** {@return the C++ parameters of a parameterised native trait: {@code A, B} of {@code X<A, B>::Impl}} */
  private static List<String> parameters(Record trait) {
    String cpp = Fields.string(trait, "trait", "");
    int open = cpp.indexOf('<');
    int close = cpp.lastIndexOf('>');
    List<String> params = new ArrayList<>();
    if (open >= 0 && close > open) {
      for (String p : cpp.substring(open + 1, close).split(",")) {
        params.add(p.strip());
      }
    }
    return params;
  }

  /**
   * {@return the full op name of the C++ op class {@code cppClass} ({@code scf::YieldOp} gives
   * {@code scf.yield}), or the class name as written when no op def of these records has it}
   */
  private String opName(String cppClass) {
    String name = OdsModelBuilder.opNameOfClass(keeper, opClass, cppClass);
    return name == null ? cppClass : name;
  }
}
