package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.SourceSet;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.DagInit;
import raptor.tblgen.record.DefInit;
import raptor.tblgen.record.Record;
import raptor.tblgen.record.RecordKeeper;
import raptor.tblgen.record.StringInit;

/**
 * Builds the {@link DialectSpec} of one {@code .td} file from its evaluated records: the single
 * dialect defined in that file and every op of that dialect. Errors are {@link TdException}s at
 * the offending def.
 */
public final class OdsModelBuilder {
  private final RecordKeeper keeper;
  private final SourceSet sources;
  private final ConstraintReader constraints;
  private final Record opClass;
  private final Record dialectClass;

  private OdsModelBuilder(RecordKeeper keeper, SourceSet sources, SourceLoc fileLoc) {
    this.keeper = keeper;
    this.sources = sources;
    this.constraints = new ConstraintReader(keeper, fileLoc);
    this.opClass = ConstraintReader.requiredClass(keeper, "Op", fileLoc);
    this.dialectClass = ConstraintReader.requiredClass(keeper, "Dialect", fileLoc);
  }

  /**
   * {@return the dialect defined in {@code file} and its ops}
   *
   * @param keeper the records of {@code file} and its includes
   * @param sources the texts read, to locate fields such as {@code assemblyFormat}
   * @param file the name of the main file as the loader saw it
   * @throws TdException if the file defines no dialect or more than one, or an op is malformed
   */
  public static DialectSpec build(RecordKeeper keeper, SourceSet sources, String file) {
    SourceLoc fileLoc = new SourceLoc(file, 1, 1);
    return new OdsModelBuilder(keeper, sources, fileLoc).dialectOf(file, fileLoc);
  }

  private DialectSpec dialectOf(String file, SourceLoc fileLoc) {
    Record dialectDef = null;
    for (Record def : keeper.defs()) {
      if (def.isSubClassOf(dialectClass) && def.loc().file().equals(file)) {
        if (dialectDef != null) {
          throw new TdException(def.loc(), "a .td file may define only one dialect; '"
              + dialectDef.name() + "' is defined too");
        }
        dialectDef = def;
      }
    }
    if (dialectDef == null) {
      throw new TdException(fileLoc, "no dialect is defined in this file");
    }
    OdsDialect dialect = dialect(dialectDef);
    List<OpSpec> ops = new ArrayList<>();
    Set<String> mnemonics = new HashSet<>();
    for (Record def : keeper.defs()) {
      if (def.isSubClassOf(opClass) && Fields.def(def, "opDialect") == dialectDef) {
        OpSpec op = op(def, dialect);
        if (!mnemonics.add(op.mnemonic())) {
          throw new TdException(def.loc(), "op '" + dialect.name() + "." + op.mnemonic()
              + "' is defined twice");
        }
        ops.add(op);
      }
    }
    DialectSpec spec = new DialectSpec(dialect, ops);
    spec.enums(); // checks that enumeration class names are distinct
    return spec;
  }

  static OdsDialect dialect(Record def) {
    String name = Fields.string(def, "name", null);
    if (name == null || name.isEmpty()) {
      throw new TdException(def.loc(), "dialect '" + def.name() + "' has no name");
    }
    return new OdsDialect(def.name(), name, javaPrefix(def.name(), name),
        Fields.string(def, "summary", ""), Fields.string(def, "description", "").strip(),
        Fields.bit(def, "useDefaultAttributePrinterParser"),
        Fields.bit(def, "hasConstantMaterializer"), def.loc());
  }

  /** {@code Arith_Dialect} gives {@code Arith}; otherwise the capitalised name. */
  private static String javaPrefix(String defName, String name) {
    int underscore = defName.indexOf('_');
    if (underscore > 0 && defName.substring(underscore).equals("_Dialect")) {
      return defName.substring(0, underscore);
    }
    StringBuilder sb = new StringBuilder();
    for (String part : name.split("[._]")) {
      if (!part.isEmpty()) {
        sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
      }
    }
    return sb.toString();
  }

  // ---- Ops ----

  private OpSpec op(Record def, OdsDialect dialect) {
    String mnemonic = Fields.string(def, "opName", "");
    if (mnemonic.isEmpty()) {
      throw new TdException(def.loc(), "op '" + def.name() + "' has no mnemonic");
    }
    List<ValueSpec> operands = new ArrayList<>();
    List<AttributeSpec> attributes = new ArrayList<>();
    readArguments(def, operands, attributes);
    List<ValueSpec> results = values(def, "results", "outs");
    List<TraitSpec> traits = traits(def);
    boolean customAssembly = Fields.bit(def, "hasCustomAssemblyFormat");
    Optional<OpSpec.FormatText> format = Optional.empty();
    if (Fields.isSet(def, "assemblyFormat")) {
      if (customAssembly) {
        throw new TdException(def.loc(), "op '" + def.name()
            + "' sets both assemblyFormat and hasCustomAssemblyFormat");
      }
      String text = Fields.string(def, "assemblyFormat", "");
      format = Optional.of(new OpSpec.FormatText(text,
          FieldLocator.locate(sources, def, "assemblyFormat", text)));
    }
    OpSpec.Hooks hooks = new OpSpec.Hooks(Fields.bit(def, "hasVerifier"),
        Fields.bit(def, "hasRegionVerifier"),
        Fields.bit(def, "hasFolder"),
        Fields.bit(def, "hasCanonicalizer"), Fields.bit(def, "hasCanonicalizeMethod"),
        customAssembly, declaresMethod(traits, "OpAsmOpInterface", "getAsmResultNames"),
        declaresMethod(traits, "SymbolUserOpInterface", "verifySymbolUses"));
    checkResultNames(def, traits, hooks, results);
    checkDestinationStyle(def, traits, operands);
    OpSpec op = new OpSpec(def.name(), mnemonic, className(def.name(), dialect.javaPrefix()),
        Fields.string(def, "summary", ""), Fields.string(def, "description", "").strip(),
        operands, attributes, results, regions(def), successors(def), traits, hooks, format,
        builders(def), Fields.bit(def, "skipDefaultBuilders"),
        Fields.string(def, "defaultDialect", null), def.loc());
    checkSegments(op);
    checkNames(op);
    return op;
  }

  /**
   * {@code Arith_AddIOp} gives {@code ArithAddIOp} and {@code Func_FuncOp} {@code FuncFuncOp}
   * (MLIR's class name after the dialect prefix); {@code PimSyncOp} stays as it is.
   */
  static String className(String defName, String prefix) {
    int underscore = defName.indexOf('_');
    if (underscore >= 0) {
      return prefix + defName.substring(underscore + 1);
    }
    return defName.startsWith(prefix) ? defName : prefix + defName;
  }

  private void readArguments(Record def, List<ValueSpec> operands,
      List<AttributeSpec> attributes) {
    DagInit dag = Fields.dag(def, "arguments");
    checkOperator(def, dag, "arguments", "ins");
    for (DagInit.Arg arg : dag.args()) {
      String name = argName(def, arg, "arguments");
      Record constraint = argRecord(def, arg, name);
      if (constraints.isAttr(constraint)) {
        attributes.add(attribute(constraint, name));
      } else if (constraints.isTypeConstraint(constraint)) {
        operands.add(value(constraint, name));
      } else {
        throw new TdException(def.loc(), "argument '" + name + "' of '" + def.name()
            + "' uses '" + constraint.name() + "', which is neither a type nor an attribute constraint");
      }
    }
  }

  private List<ValueSpec> values(Record def, String field, String operator) {
    DagInit dag = Fields.dag(def, field);
    checkOperator(def, dag, field, operator);
    List<ValueSpec> values = new ArrayList<>();
    for (DagInit.Arg arg : dag.args()) {
      String name = argName(def, arg, field);
      Record constraint = argRecord(def, arg, name);
      if (!constraints.isTypeConstraint(constraint)) {
        throw new TdException(def.loc(), "result '" + name + "' of '" + def.name() + "' uses '"
            + constraint.name() + "', which is not a type constraint");
      }
      values.add(value(constraint, name));
    }
    return values;
  }

  private ValueSpec value(Record constraint, String name) {
    Arity arity = Arity.SINGLE;
    Record base = constraint;
    if (isInstanceOf(constraint, "Variadic")) {
      arity = Arity.VARIADIC;
      base = Fields.def(constraint, "baseType");
    } else if (isInstanceOf(constraint, "Optional")) {
      arity = Arity.OPTIONAL;
      base = Fields.def(constraint, "baseType");
    }
    return new ValueSpec(name, constraints.type(base), arity);
  }

  private AttributeSpec attribute(Record constraint, String name) {
    boolean optional = false;
    String defaultValue = null;
    List<AttrConstraintSpec> confinements = new ArrayList<>();
    Record base = constraint;
    while (Fields.isSet(base, "baseAttr")) {
      if (isInstanceOf(base, "OptionalAttr")) {
        optional = true;
      }
      if (Fields.isSet(base, "defaultValue")) {
        defaultValue = Fields.string(base, "defaultValue", null);
      }
      for (Record c : Fields.defs(base, "confinements")) {
        confinements.add(constraints.attr(c));
      }
      base = Fields.def(base, "baseAttr");
    }
    AttrConstraintSpec kind = constraints.attr(base);
    return new AttributeSpec(name, kind, confinements,
        optional || kind.unit() || defaultValue != null, defaultValue);
  }

  private List<RegionSpec> regions(Record def) {
    DagInit dag = Fields.dag(def, "regions");
    checkOperator(def, dag, "regions", "region");
    List<RegionSpec> regions = new ArrayList<>();
    for (DagInit.Arg arg : dag.args()) {
      String name = argName(def, arg, "regions");
      Record constraint = argRecord(def, arg, name);
      boolean variadic = Fields.isSet(constraint, "baseRegion");
      Record base = variadic ? Fields.def(constraint, "baseRegion") : constraint;
      if (!isInstanceOf(base, "RegionConstraint")) {
        throw new TdException(def.loc(), "region '" + name + "' of '" + def.name()
            + "' uses '" + constraint.name() + "', which is not a region constraint");
      }
      if (variadic && regions.size() + 1 != dag.args().size()) {
        throw new TdException(def.loc(), "only the last region of '" + def.name()
            + "' may be variadic");
      }
      regions.add(new RegionSpec(name, Fields.string(base, "summary", ""),
          (int) Fields.integer(base, "blocks", -1), variadic));
    }
    return regions;
  }

  private List<SuccessorSpec> successors(Record def) {
    DagInit dag = Fields.dag(def, "successors");
    checkOperator(def, dag, "successors", "successor");
    List<SuccessorSpec> successors = new ArrayList<>();
    for (DagInit.Arg arg : dag.args()) {
      String name = argName(def, arg, "successors");
      Record constraint = argRecord(def, arg, name);
      if (!isInstanceOf(constraint, "SuccessorConstraint")) {
        throw new TdException(def.loc(), "successor '" + name + "' of '" + def.name()
            + "' uses '" + constraint.name() + "', which is not a successor constraint");
      }
      boolean variadic = Fields.isSet(constraint, "baseSuccessor");
      if (variadic && successors.size() + 1 != dag.args().size()) {
        throw new TdException(def.loc(), "only the last successor of '" + def.name()
            + "' may be variadic");
      }
      successors.add(new SuccessorSpec(name, variadic));
    }
    return successors;
  }

  private List<TraitSpec> traits(Record def) {
    List<TraitSpec> traits = new ArrayList<>();
    for (Record trait : Fields.defs(def, "traits")) {
      traits.add(trait(def, trait));
      if (Fields.isSet(trait, "implicitTerminator")) {
        traits.add(new TraitSpec.ImplicitTerminator(Fields.string(trait, "implicitTerminator", "")));
      }
    }
    return traits;
  }

  private TraitSpec trait(Record def, Record trait) {
    if (Fields.isSet(trait, "trait")) {
      return new TraitSpec.Native(Fields.string(trait, "trait", ""),
          Fields.string(trait, "verifier", ""), Fields.bit(trait, "structural"));
    }
    if (isInstanceOf(trait, "AllTypesMatch")) {
      return new TraitSpec.AllTypesMatch(Fields.strings(trait, "values"));
    }
    if (isInstanceOf(trait, "TypesMatchWith")) {
      return new TraitSpec.TypesMatchWith(Fields.string(trait, "summary", ""),
          Fields.string(trait, "lhs", ""), Fields.string(trait, "rhs", ""),
          Fields.string(trait, "transform", ""));
    }
    if (isInstanceOf(trait, "DestinationStyle")) {
      return new TraitSpec.DestinationStyle(Fields.string(trait, "dpsInits", ""));
    }
    if (isInstanceOf(trait, "ParentOneOf")) {
      List<String> parents = new ArrayList<>();
      for (String parent : Fields.strings(trait, "parentOps")) {
        parents.add(parentOpName(def, parent));
      }
      return new TraitSpec.ParentOneOf(parents);
    }
    if (isInstanceOf(trait, "ResultNames")) {
      return new TraitSpec.ResultNames(Fields.strings(trait, "resultNames"));
    }
    if (isInstanceOf(trait, "DeclareOpInterfaceMethods")) {
      Record iface = Fields.def(trait, "baseInterface");
      return new TraitSpec.InterfaceMethods(Fields.string(iface, "interfaceName", ""),
          Fields.strings(trait, "overriddenMethods"));
    }
    throw new TdException(def.loc(), "trait '" + trait.name() + "' of '" + def.name()
        + "' is not supported");
  }

  /**
   * {@return the full op name that {@code parent} stands for in {@code HasParent}: a full name
   * ({@code func.func}) as it is, or, as MLIR spells it, the C++ class name of an op def (the
   * def's name, or what follows its dialect prefix: {@code ScopeOp} for {@code Toy_ScopeOp},
   * also as {@code toy::ScopeOp})}
   */
  private String parentOpName(Record def, String parent) {
    if (parent.contains(".")) {
      return parent;
    }
    String name = opNameOfClass(keeper, opClass, parent);
    if (name == null) {
      throw new TdException(def.loc(), "parent op '" + parent + "' of '" + def.name()
          + "' is neither a full op name (dialect.op) nor the name of an op def");
    }
    return name;
  }

  /**
   * {@return the full op name of the op def whose C++ class is {@code cppClass} (the def's
   * name, or what follows its dialect prefix, namespaces ignored: {@code scf::YieldOp} for
   * {@code Scf_YieldOp}), or {@code null} when no def of {@code keeper} is one}
   */
  static String opNameOfClass(RecordKeeper keeper, Record opClass, String cppClass) {
    String className = cppClass.substring(cppClass.lastIndexOf(':') + 1);
    for (Record candidate : keeper.defs()) {
      String name = candidate.name();
      boolean matches = name.equals(className)
          || name.substring(name.indexOf('_') + 1).equals(className);
      if (matches && candidate.isSubClassOf(opClass)) {
        Record dialect = Fields.def(candidate, "opDialect");
        return Fields.string(dialect, "name", "") + "." + Fields.string(candidate, "opName", "");
      }
    }
    return null;
  }

  private static void checkResultNames(Record def, List<TraitSpec> traits, OpSpec.Hooks hooks,
      List<ValueSpec> results) {
    for (TraitSpec t : traits) {
      if (!(t instanceof TraitSpec.ResultNames names)) {
        continue;
      }
      if (hooks.resultNames()) {
        throw new TdException(def.loc(), "op '" + def.name() + "' has both ResultNames and "
            + "the getAsmResultNames hook");
      }
      if (names.names().isEmpty() || names.names().size() > results.size()) {
        throw new TdException(def.loc(), "ResultNames of '" + def.name() + "' gives "
            + names.names().size() + " names for " + results.size() + " results");
      }
    }
  }

  private static void checkDestinationStyle(Record def, List<TraitSpec> traits,
      List<ValueSpec> operands) {
    for (TraitSpec t : traits) {
      if (t instanceof TraitSpec.DestinationStyle dps
          && operands.stream().noneMatch(v -> v.name().equals(dps.inits()))) {
        throw new TdException(def.loc(), "DestinationStyle of '" + def.name() + "' names '"
            + dps.inits() + "', which is not an operand of the op");
      }
    }
  }

  /**
   * {@return whether {@code DeclareOpInterfaceMethods<iface, ...>} declares {@code method}: by
   * naming it, or by naming no method (which declares all of them, as for an interface method
   * without a default implementation)}
   */
  private static boolean declaresMethod(List<TraitSpec> traits, String iface, String method) {
    for (TraitSpec t : traits) {
      if (t instanceof TraitSpec.InterfaceMethods m && m.interfaceName().equals(iface)
          && (m.methods().isEmpty() || m.methods().contains(method))) {
        return true;
      }
    }
    return false;
  }

  private List<BuilderSpec> builders(Record def) {
    List<BuilderSpec> builders = new ArrayList<>();
    for (Record builder : Fields.defs(def, "builders")) {
      DagInit dag = Fields.dag(builder, "dagParams");
      checkOperator(def, dag, "builders", "ins");
      List<BuilderSpec.Param> params = new ArrayList<>();
      for (DagInit.Arg arg : dag.args()) {
        if (!(arg.value() instanceof StringInit type) || arg.name().isEmpty()) {
          throw new TdException(def.loc(), "builder parameters of '" + def.name()
              + "' must be written \"JavaType\":$name");
        }
        params.add(new BuilderSpec.Param(type.value(), arg.name().get()));
      }
      builders.add(new BuilderSpec(params, def.loc()));
    }
    return builders;
  }

  // ---- Checks ----

  private static void checkSegments(OpSpec op) {
    if (countVariable(op.operands()) > 1 && !op.hasNativeTrait("AttrSizedOperandSegments")) {
      throw new TdException(op.loc(), "op '" + op.defName() + "' has more than one variadic or "
          + "optional operand and needs the trait AttrSizedOperandSegments");
    }
    if (countVariable(op.results()) > 1 && !op.hasNativeTrait("AttrSizedResultSegments")
        && !op.hasNativeTrait("SameVariadicResultSize")) {
      throw new TdException(op.loc(), "op '" + op.defName() + "' has more than one variadic or "
          + "optional result and needs the trait AttrSizedResultSegments or "
          + "SameVariadicResultSize");
    }
  }

  private static int countVariable(List<ValueSpec> values) {
    int count = 0;
    for (ValueSpec v : values) {
      if (v.arity().isVariable()) {
        count++;
      }
    }
    return count;
  }

  private static void checkNames(OpSpec op) {
    Set<String> seen = new HashSet<>();
    List<String> names = new ArrayList<>();
    op.operands().forEach(v -> names.add(v.name()));
    op.attributes().forEach(a -> names.add(a.name()));
    op.results().forEach(v -> names.add(v.name()));
    op.regions().forEach(r -> names.add(r.name()));
    op.successors().forEach(s -> names.add(s.name()));
    for (String name : names) {
      if (!seen.add(name)) {
        throw new TdException(op.loc(), "op '" + op.defName() + "' defines '" + name
            + "' twice");
      }
    }
  }

  private static void checkOperator(Record def, DagInit dag, String field, String expected) {
    if (!(dag.operator().value() instanceof DefInit op) || !op.def().name().equals(expected)) {
      throw new TdException(def.loc(), "field '" + field + "' of '" + def.name()
          + "' must be a dag of '" + expected + "'");
    }
  }

  private static String argName(Record def, DagInit.Arg arg, String field) {
    if (arg.name().isEmpty() || arg.name().get().isEmpty()) {
      throw new TdException(def.loc(), "every entry of '" + field + "' of '" + def.name()
          + "' needs a name ($name)");
    }
    return arg.name().get();
  }

  private static Record argRecord(Record def, DagInit.Arg arg, String name) {
    if (!(arg.value() instanceof DefInit d)) {
      throw new TdException(def.loc(), "entry '" + name + "' of '" + def.name()
          + "' must be a constraint");
    }
    return d.def();
  }

  private boolean isInstanceOf(Record record, String className) {
    Record cls = keeper.findClass(className);
    return cls != null && record.isSubClassOf(cls);
  }
}
