package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.Record;
import raptor.tblgen.record.RecordKeeper;

/**
 * Reads type and attribute constraints of {@code raptor/OpBase.td} into specs, composing
 * summaries where the library asks for it; each record is read once.
 */
final class ConstraintReader {
  private final Record typeConstraintClass;
  private final Record attrConstraintClass;
  private final Record attrClass;
  private final Map<Record, TypeConstraintSpec> types = new HashMap<>();
  private final Map<Record, AttrConstraintSpec> attrs = new HashMap<>();

  ConstraintReader(RecordKeeper keeper, SourceLoc loc) {
    this.typeConstraintClass = requiredClass(keeper, "TypeConstraint", loc);
    this.attrConstraintClass = requiredClass(keeper, "AttrConstraint", loc);
    this.attrClass = requiredClass(keeper, "Attr", loc);
  }

  static Record requiredClass(RecordKeeper keeper, String name, SourceLoc loc) {
    Record record = keeper.findClass(name);
    if (record == null) {
      throw new TdException(loc, "class '" + name + "' is not defined; include \"raptor/OpBase.td\"");
    }
    return record;
  }

  boolean isTypeConstraint(Record record) {
    return record.isSubClassOf(typeConstraintClass);
  }

  boolean isAttr(Record record) {
    return record.isSubClassOf(attrClass);
  }

  /** {@return the type constraint {@code record}, unwrapped from Variadic/Optional by the caller} */
  TypeConstraintSpec type(Record record) {
    TypeConstraintSpec cached = types.get(record);
    if (cached != null) {
      return cached;
    }
    if (!isTypeConstraint(record)) {
      throw new TdException(record.loc(), "'" + record.name() + "' is not a type constraint");
    }
    List<TypeConstraintSpec> args = new ArrayList<>();
    for (Record arg : Fields.defs(record, "args")) {
      args.add(type(arg));
    }
    List<String> argSummaries = new ArrayList<>();
    for (TypeConstraintSpec arg : args) {
      argSummaries.add(arg.summary());
    }
    TypeConstraintSpec spec = new TypeConstraintSpec(record.name(), Fields.string(record, "fn", ""),
        Fields.integers(record, "params"), args, summary(record, argSummaries),
        Fields.bit(record, "isBuildable"), Fields.string(record, "typeKind", null));
    types.put(record, spec);
    return spec;
  }

  /**
   * {@return the enumeration of {@code record}}, checking that each case gives a distinct Java
   * constant
   */
  static EnumSpec enumeration(Record record, String className,
      List<AttrConstraintSpec.EnumCase> cases) {
    if (!SourceVersion.isIdentifier(className) || SourceVersion.isKeyword(className)) {
      throw new TdException(record.loc(), "enumeration '" + record.name() + "' has the class name '"
          + className + "', which is not a Java identifier");
    }
    Set<String> constants = new HashSet<>();
    for (AttrConstraintSpec.EnumCase c : cases) {
      String constant = EnumSpec.constantName(c);
      if (!SourceVersion.isIdentifier(constant) || !constants.add(constant)) {
        throw new TdException(record.loc(), "case '" + c.symbol() + "' of enumeration '"
            + record.name() + "' does not give a distinct Java constant ('" + constant + "')");
      }
    }
    return new EnumSpec(className, cases, record.loc());
  }

  /** {@return the attribute kind or confinement {@code record}} */
  AttrConstraintSpec attr(Record record) {
    AttrConstraintSpec cached = attrs.get(record);
    if (cached != null) {
      return cached;
    }
    if (!record.isSubClassOf(attrConstraintClass)) {
      throw new TdException(record.loc(), "'" + record.name() + "' is not an attribute constraint");
    }
    List<AttrConstraintSpec> args = new ArrayList<>();
    for (Record arg : Fields.defs(record, "args")) {
      args.add(attr(arg));
    }
    List<AttrConstraintSpec.EnumCase> cases = new ArrayList<>();
    for (Record c : Fields.defs(record, "enumerants")) {
      cases.add(new AttrConstraintSpec.EnumCase(Fields.string(c, "symbol", ""),
          Fields.integer(c, "value", 0)));
    }
    List<Long> params = Fields.integers(record, "params");
    String summary = Fields.string(record, "summary", "");
    if (!cases.isEmpty()) {
      params = new ArrayList<>();
      List<String> values = new ArrayList<>();
      for (AttrConstraintSpec.EnumCase c : cases) {
        params.add(c.value());
        values.add(Long.toString(c.value()));
      }
      if (summary.isEmpty()) {
        summary = "allowed 64-bit signless integer cases: " + String.join(", ", values);
      }
    }
    EnumSpec enumeration = cases.isEmpty() ? null
        : enumeration(record, Fields.string(record, "className", ""), cases);
    Record valueType = Fields.def(record, "valueType");
    AttrConstraintSpec spec = new AttrConstraintSpec(record.name(), Fields.string(record, "fn", ""),
        params, args, summary, Fields.string(record, "storageType", "Attribute"),
        Fields.string(record, "returnType", null), Fields.string(record, "convert", null),
        valueType == null ? null : type(valueType), format(record),
        Fields.bit(record, "isUnit"), Fields.string(record, "dialectName", null),
        Fields.string(record, "mnemonic", null), enumeration);
    attrs.put(record, spec);
    return spec;
  }

  private static AttrConstraintSpec.AttrFormat format(Record record) {
    String format = Fields.string(record, "format", "full");
    try {
      return AttrConstraintSpec.AttrFormat.valueOf(format.toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new TdException(record.loc(), "unknown attribute format '" + format + "' of '"
          + record.name() + "'");
    }
  }

  /** The summary as written, or composed from the nested summaries when the library asks. */
  private static String summary(Record record, List<String> argSummaries) {
    String summary = Fields.string(record, "summary", "");
    if (!summary.isEmpty() || !Fields.isSet(record, "summaryJoin")) {
      return summary;
    }
    return Fields.string(record, "summaryPrefix", "")
        + String.join(Fields.string(record, "summaryJoin", ""), argSummaries)
        + Fields.string(record, "summarySuffix", "");
  }
}
