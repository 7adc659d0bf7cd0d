package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.SourceSet;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.BitInit;
import raptor.tblgen.record.DagInit;
import raptor.tblgen.record.DefInit;
import raptor.tblgen.record.Init;
import raptor.tblgen.record.ListInit;
import raptor.tblgen.record.Record;
import raptor.tblgen.record.RecordKeeper;
import raptor.tblgen.record.StringInit;

/**
 * Reads the ops of a dialect file written against MLIR's own ODS library ({@code mlir/IR/OpBase.td}),
 * such as MLIR's {@code ArithOps.td}, into our model: operands, results, attributes, regions,
 * successors, traits, interfaces by name, summaries and assembly formats. Constraints are mapped
 * to ours by {@link UpstreamConstraints}; a constraint without a mapping is an error at the op.
 * C++-only parts are left out and counted in {@link IgnoredParts}.
 */
public final class UpstreamOdsReader {
  /** Op fields that hold C++ code (or say that C++ code exists), with what a note calls them. */
  private static final List<String[]> CPP_FIELDS = List.of(
      new String[] {"extraClassDeclaration", "extraClassDeclaration"},
      new String[] {"extraClassDefinition", "extraClassDefinition"},
      new String[] {"builders", "builders"},
      new String[] {"hasCustomAssemblyFormat", "parsers and printers (hasCustomAssemblyFormat)"},
      new String[] {"hasVerifier", "verifiers (hasVerifier)"},
      new String[] {"hasRegionVerifier", "region verifiers (hasRegionVerifier)"},
      new String[] {"hasFolder", "folders (hasFolder)"},
      new String[] {"hasCanonicalizer", "canonicalization patterns (hasCanonicalizer)"},
      new String[] {"hasCanonicalizeMethod", "canonicalize methods (hasCanonicalizeMethod)"});

  private final RecordKeeper keeper;
  private final SourceSet sources;
  private final Record opClass;
  private final IgnoredParts ignored = new IgnoredParts();
  private final UpstreamConstraints constraints = new UpstreamConstraints(ignored);
  private final UpstreamTraits traits;

  private UpstreamOdsReader(RecordKeeper keeper, SourceSet sources, SourceLoc fileLoc) {
    this.keeper = keeper;
    this.sources = sources;
    this.opClass = keeper.findClass("Op");
    if (opClass == null || keeper.findClass("TypeConstraint") == null) {
      throw new TdException(fileLoc, "class 'Op' is not defined; include \"mlir/IR/OpBase.td\"");
    }
    this.traits = new UpstreamTraits(keeper, opClass, constraints, ignored);
  }

  /**
   * The model read, and the C++-only parts left out.
   *
   * @param dialect the dialect and its ops, sorted by name
   * @param ignored what was left out, by kind
   */
  public record Result(DialectSpec dialect, IgnoredParts ignored) {
  }

  /**
   * Reads the ops defined in {@code file} (not those of its includes).
   *
   * @param keeper the records of {@code file} and its includes
   * @param sources the texts read, to locate assembly formats
   * @param file the name of the main file as the loader saw it
   * @return the ops, all of one dialect
   * @throws TdException if the file defines no op, a def in it is not an op of the library's
   *     shape, or a constraint has no mapping
   */
  public static Result read(RecordKeeper keeper, SourceSet sources, String file) {
    SourceLoc fileLoc = new SourceLoc(file, 1, 1);
    UpstreamOdsReader reader = new UpstreamOdsReader(keeper, sources, fileLoc);
    return new Result(reader.dialect(file, fileLoc), reader.ignored);
  }

  private DialectSpec dialect(String file, SourceLoc fileLoc) {
    Record dialectDef = null;
    OdsDialect dialect = null;
    List<OpSpec> ops = new ArrayList<>();
    for (Record def : keeper.defs()) {
      if (!def.loc().file().equals(file) || !def.isSubClassOf(opClass)) {
        continue;
      }
      Record opDialect = Fields.def(def, "opDialect");
      if (dialectDef == null) {
        dialectDef = opDialect;
        dialect = OdsModelBuilder.dialect(opDialect);
      } else if (opDialect != dialectDef) {
        throw new TdException(def.loc(), "op '" + def.name() + "' belongs to dialect '"
            + opDialect.name() + "', but the ops before it to '" + dialectDef.name() + "'");
      }
      ops.add(op(def, dialect));
    }
    if (dialect == null) {
      throw new TdException(fileLoc, "no op is defined in this file");
    }
    ops.sort(Comparator.comparing(OpSpec::mnemonic));
    return new DialectSpec(dialect, ops);
  }

  private OpSpec op(Record def, OdsDialect dialect) {
    String mnemonic = Fields.string(def, "opName", "");
    String opName = dialect.name() + "." + mnemonic;
    List<ValueSpec> operands = new ArrayList<>();
    List<AttributeSpec> attributes = new ArrayList<>();
    for (DagInit.Arg arg : Fields.dag(def, "arguments").args()) {
      String name = arg.name().orElse("");
      Record c = constraint(def, arg, opName, "argument '" + name + "'");
      if (Upstream.isA(c, "Attr")) {
        attributes.add(constraints.attribute(name,
            c, new UpstreamConstraints.Use(def, opName, "attribute '" + name + "'")));
      } else if (Upstream.isA(c, "TypeConstraint")) {
        operands.add(value(c, name, new UpstreamConstraints.Use(def, opName,
            "operand '" + name + "'")));
      } else {
        throw new TdException(def.loc(), "argument '" + name + "' of op '" + opName + "' uses '"
            + Upstream.describe(c) + "', which is neither a type nor an attribute constraint");
      }
    }
    List<ValueSpec> results = new ArrayList<>();
    int index = 0;
    for (DagInit.Arg arg : Fields.dag(def, "results").args()) {
      String name = arg.name().orElse("");
      String entity = "result " + (name.isEmpty() ? "#" + index : "'" + name + "'");
      Record c = constraint(def, arg, opName, entity);
      results.add(value(c, name, new UpstreamConstraints.Use(def, opName, entity)));
      index++;
    }
    noteCpp(def);
    boolean custom = Fields.bit(def, "hasCustomAssemblyFormat");
    Optional<OpSpec.FormatText> format = Optional.empty();
    if (Fields.isSet(def, "assemblyFormat")) {
      String text = Fields.string(def, "assemblyFormat", "");
      format = Optional.of(new OpSpec.FormatText(text,
          FieldLocator.locate(sources, def, "assemblyFormat", text)));
    }
    return new OpSpec(def.name(), mnemonic,
        OdsModelBuilder.className(def.name(), dialect.javaPrefix()), Fields.string(def, "summary", ""),
        Fields.string(def, "description", "").strip(), operands, attributes, results,
        regions(def, opName), successors(def, opName), traits.of(def),
        new OpSpec.Hooks(false, false, false, false, false, custom, false, false), format, List.of(),
        Fields.bit(def, "skipDefaultBuilders"), null, def.loc());
  }

  private void noteCpp(Record def) {
    for (String[] field : CPP_FIELDS) {
      Init value = Fields.raw(def, field[0]);
      boolean present = value instanceof BitInit b ? b.value()
          : value instanceof StringInit s ? !s.value().isBlank()
          : value instanceof ListInit l && !l.elements().isEmpty();
      if (present) {
        ignored.add(field[1]);
      }
    }
  }

  /** The constraint of an entry, unwrapped from MLIR's {@code Arg}/{@code Res} decorators. */
  private static Record constraint(Record def, DagInit.Arg arg, String opName, String entity) {
    if (!(arg.value() instanceof DefInit d)) {
      throw new TdException(def.loc(), entity + " of op '" + opName + "' must be a constraint");
    }
    Record c = d.def();
    return Upstream.isA(c, "OpVariable") ? Fields.def(c, "constraint") : c;
  }

  private ValueSpec value(Record c, String name, UpstreamConstraints.Use where) {
    Arity arity = Arity.SINGLE;
    Record base = c;
    if (Upstream.isA(c, "Variadic")) {
      arity = Arity.VARIADIC;
      base = Fields.def(c, "baseType");
    } else if (Upstream.isA(c, "Optional")) {
      arity = Arity.OPTIONAL;
      base = Fields.def(c, "baseType");
    }
    return new ValueSpec(name, constraints.type(base, where), arity);
  }

  private List<RegionSpec> regions(Record def, String opName) {
    List<RegionSpec> regions = new ArrayList<>();
    for (Map.Entry<String, Record> e : entries(def, opName, "regions", "region", "Region")) {
      Record c = e.getValue();
      regions.add(new RegionSpec(e.getKey(), Fields.string(c, "summary", ""),
          (int) Fields.integer(c, "blocks", -1), Upstream.isA(c, "VariadicRegion")));
    }
    return regions;
  }

  private List<SuccessorSpec> successors(Record def, String opName) {
    List<SuccessorSpec> successors = new ArrayList<>();
    for (Map.Entry<String, Record> e
        : entries(def, opName, "successors", "successor", "Successor")) {
      successors.add(new SuccessorSpec(e.getKey(), Upstream.isA(e.getValue(), "VariadicSuccessor")));
    }
    return successors;
  }

  /** {@return the names and constraints of dag {@code field}, each checked to be a {@code constraintClass}} */
  private static List<Map.Entry<String, Record>> entries(Record def, String opName, String field,
      String kind, String constraintClass) {
    List<Map.Entry<String, Record>> entries = new ArrayList<>();
    for (DagInit.Arg arg : Fields.dag(def, field).args()) {
      String name = arg.name().orElse("");
      Record c = constraint(def, arg, opName, kind + " '" + name + "'");
      if (!Upstream.isA(c, constraintClass)) {
        throw new TdException(def.loc(), kind + " '" + name + "' of op '" + opName + "' uses '"
            + Upstream.describe(c) + "', which is not a " + kind + " constraint");
      }
      entries.add(Map.entry(name, c));
    }
    return entries;
  }
}
