package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import raptor.tblgen.TdLoader;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.Record;
import raptor.tblgen.record.RecordKeeper;

/**
 * Maps the constraints of MLIR's ODS library onto ours: a named constraint through
 * {@link UpstreamMapping}, a composite ({@code AnyTypeOf}, {@code TensorOf}, {@code ConfinedType},
 * an enumeration, a typed array, ...) through its parts. The specs it returns are those of our
 * {@code raptor/OpBase.td}, so they name our Java predicates.
 */
final class UpstreamConstraints {
  private final RecordKeeper ours;
  private final ConstraintReader reader;
  private final IgnoredParts ignored;

  /** Loads our {@code raptor/OpBase.td}; {@code ignored} counts the C++ predicates left out. */
  UpstreamConstraints(IgnoredParts ignored) {
    String name = "<raptor-ods-library>";
    this.ours = new TdLoader(List.of()).loadText(name, "include \"raptor/OpBase.td\"\n");
    this.reader = new ConstraintReader(ours, new SourceLoc(name, 1, 1));
    this.ignored = ignored;
  }

  /** {@return our def {@code name} of {@code raptor/OpBase.td}} */
  Record ourDef(String name) {
    return ours.def(name);
  }

  /**
   * {@return our type constraint for MLIR's {@code c}}
   *
   * @param where the op and entity, for the error when {@code c} has no mapping
   */
  TypeConstraintSpec type(Record c, Use where) {
    String mapped = UpstreamMapping.TYPES.get(c.name());
    if (mapped != null) {
      return recipe(mapped, c.name(), Fields.string(c, "summary", ""));
    }
    if (Upstream.isA(c, "ConfinedType")) {
      ignored.add("CPred bodies of ConfinedType");
      return type(Fields.def(c, "baseType"), where);
    }
    for (Map.Entry<String, String> composite : UpstreamMapping.TYPE_COMPOSITES.entrySet()) {
      if (Upstream.isA(c, composite.getKey())) {
        return composite(c, composite.getValue(), where);
      }
    }
    throw where.unmapped(c);
  }

  /** {@return our def {@code recipe}, or the composite {@code fn(part, ...)} it spells} */
  private TypeConstraintSpec recipe(String recipe, String defName, String summary) {
    int open = recipe.indexOf('(');
    if (open < 0) {
      return reader.type(ours.def(recipe));
    }
    List<TypeConstraintSpec> parts = new ArrayList<>();
    int depth = 0;
    int start = open + 1;
    for (int i = start; i < recipe.length(); i++) {
      char ch = recipe.charAt(i);
      depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
      if ((ch == ',' && depth == 0) || depth < 0) {
        String part = recipe.substring(start, i).strip();
        parts.add(recipe(part, "", ""));
        start = i + 1;
      }
    }
    return new TypeConstraintSpec(defName, recipe.substring(0, open), List.of(), parts, summary,
        false, null);
  }

  private TypeConstraintSpec composite(Record c, String fn, Use where) {
    List<TypeConstraintSpec> parts = new ArrayList<>();
    for (Record part : Fields.defs(c, "allowedTypes")) {
      parts.add(type(part, where));
    }
    return new TypeConstraintSpec(Upstream.describe(c), fn, List.of(), parts,
        Fields.string(c, "summary", ""), false, null);
  }

  /** {@return the attribute {@code name} constrained by MLIR's {@code c}, unwrapped} */
  AttributeSpec attribute(String name, Record c, Use where) {
    boolean optional = false;
    String defaultValue = null;
    List<AttrConstraintSpec> confinements = new ArrayList<>();
    Record base = c;
    while (Fields.isSet(base, "baseAttr")) {
      if (Upstream.isA(base, "OptionalAttr") || Upstream.isA(base, "DefaultValuedOptionalAttr")) {
        optional = true;
      }
      if (Fields.isSet(base, "defaultValue")) {
        defaultValue = Fields.string(base, "defaultValue", null);
      }
      for (Record confinement : Fields.defs(base, "attrConstraints")) {
        confinements.add(confinement(confinement, where));
      }
      base = Fields.def(base, "baseAttr");
    }
    AttrConstraintSpec kind = attr(base, where);
    return new AttributeSpec(name, kind, confinements,
        optional || kind.unit() || defaultValue != null, defaultValue);
  }

  private AttrConstraintSpec attr(Record c, Use where) {
    String mapped = UpstreamMapping.ATTRS.get(c.name());
    if (mapped != null) {
      return reader.attr(ours.def(mapped));
    }
    if (Fields.isSet(c, "enumerants")) {
      return enumeration(c, c);
    }
    if (Upstream.isA(c, "EnumAttr")) {
      return enumeration(c, Fields.def(c, "enum"));
    }
    if (Upstream.isA(c, "TypeAttrOf")) {
      ignored.add("type checks of TypeAttrOf");
      return reader.attr(ours.def("TypeAttr"));
    }
    if (Upstream.isA(c, "TypedArrayAttrBase")) {
      AttrConstraintSpec element = attr(Fields.def(c, "elementAttr"), where);
      return new AttrConstraintSpec(Upstream.describe(c), "arrayOf", List.of(), List.of(element),
          Fields.string(c, "summary", ""), "ArrayAttr", null, null, null,
          AttrConstraintSpec.AttrFormat.FULL, false, null, null, null);
    }
    throw where.unmapped(c);
  }

  /** An enumeration, whose parts are its cases: {@code info} holds them, {@code c} is the attr. */
  private AttrConstraintSpec enumeration(Record c, Record info) {
    List<AttrConstraintSpec.EnumCase> cases = new ArrayList<>();
    List<Long> values = new ArrayList<>();
    for (Record enumCase : Fields.defs(info, "enumerants")) {
      long value = Fields.integer(enumCase, "value", 0);
      cases.add(new AttrConstraintSpec.EnumCase(Fields.string(enumCase, "symbol", ""), value));
      values.add(value);
    }
    EnumSpec spec = ConstraintReader.enumeration(info, Fields.string(info, "className", ""), cases);
    return new AttrConstraintSpec(c.name(), "i64Enum", values, List.of(),
        Fields.string(c, "summary", ""), "IntegerAttr", "long", "asLong", null,
        AttrConstraintSpec.AttrFormat.ENUM, false, null, null, spec);
  }

  /** A confinement keeps MLIR's summary; its C++ predicate is ours by name, without parameters. */
  private AttrConstraintSpec confinement(Record c, Use where) {
    String mapped = UpstreamMapping.CONFINEMENTS.get(Upstream.className(c));
    if (mapped == null) {
      throw where.unmapped(c);
    }
    Record def = ours.def(mapped);
    Record ourRecord = def != null ? def : ours.findClass(mapped);
    return new AttrConstraintSpec(Upstream.describe(c), Fields.string(ourRecord, "fn", ""),
        List.of(), List.of(), Fields.string(c, "summary", ""), "Attribute", null, null, null,
        AttrConstraintSpec.AttrFormat.FULL, false, null, null, null);
  }

  /**
   * Where a constraint is used, to name it in the error when it has no mapping.
   *
   * @param op the op def
   * @param opName the full op name
   * @param entity what the constraint constrains, such as {@code operand 'lhs'}
   */
  record Use(Record op, String opName, String entity) {
    TdException unmapped(Record constraint) {
      return new TdException(op.loc(), "constraint '" + Upstream.describe(constraint) + "' of "
          + entity + " of op '" + opName + "' has no mapping to a Raptor predicate");
    }
  }
}
