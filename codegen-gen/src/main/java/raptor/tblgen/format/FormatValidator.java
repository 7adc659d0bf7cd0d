package raptor.tblgen.format;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.tblgen.format.FormatElement.Kind;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.TraitSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Checks a parsed format as mlir-tblgen does (nothing bound twice, every operand, region,
 * successor and type bound or inferable, one {@code attr-dict}, well-formed optional groups) and
 * works out where each type comes from.
 */
public final class FormatValidator {
  private final OpSpec op;
  private final Set<String> operands = new HashSet<>();
  private final Set<String> attributes = new HashSet<>();
  private final Set<String> regions = new HashSet<>();
  private final Set<String> successors = new HashSet<>();
  private final Set<String> operandTypes = new HashSet<>();
  private final Set<String> resultTypes = new HashSet<>();
  private boolean attrDictSeen;
  private boolean propDictSeen;

  private FormatValidator(OpSpec op) {
    this.op = op;
  }

  /**
   * {@return the checked format of {@code text} for {@code op}}
   *
   * @throws FormatException at the offending element, or at offset 0 for something missing
   */
  public static AssemblyFormat check(String text, OpSpec op) {
    List<FormatElement> elements = FormatParser.parse(text, op);
    FormatValidator v = new FormatValidator(op);
    for (FormatElement e : elements) {
      v.bind(e, false);
    }
    if (!v.attrDictSeen) {
      throw new FormatException(0, "'attr-dict' directive not found in custom assembly format");
    }
    Map<String, TypeSource> resultSources = new HashMap<>();
    Map<String, TypeSource> operandSources = new HashMap<>();
    v.inferTypes(operandSources, resultSources);
    v.checkComplete(operandSources, resultSources);
    return new AssemblyFormat(elements, operandSources, resultSources, v.attributes,
        v.propDictSeen);
  }

  // ---- Binding ----

  private void bind(FormatElement element, boolean inGroup) {
    if (element instanceof FormatElement.Var var) {
      bindVar(var, inGroup);
    } else if (element instanceof FormatElement.All all) {
      bindAll(all.kind(), all.offset());
    } else if (element instanceof FormatElement.AttrDict dict) {
      if (attrDictSeen) {
        throw new FormatException(dict.offset(), "'attr-dict' directive has already been seen");
      }
      attrDictSeen = true;
    } else if (element instanceof FormatElement.PropDict dict) {
      if (propDictSeen) {
        throw new FormatException(dict.offset(), "'prop-dict' directive has already been seen");
      }
      propDictSeen = true;
    } else if (element instanceof FormatElement.TypeOf type) {
      bindType(type.target());
    } else if (element instanceof FormatElement.FunctionalType fn) {
      bindType(fn.inputs());
      bindType(fn.results());
    } else if (element instanceof FormatElement.Custom custom) {
      for (FormatElement arg : custom.args()) {
        bindCustomArg(arg);
      }
    } else if (element instanceof FormatElement.Optional group) {
      checkGroup(group);
      for (FormatElement e : group.then()) {
        bind(e, true);
      }
      for (FormatElement e : group.otherwise()) {
        bind(e, true);
      }
    }
  }

  private void bindVar(FormatElement.Var var, boolean inGroup) {
    switch (var.kind()) {
      case OPERAND:
        if (inGroup && !op.operand(var.name()).arity().isVariable()) {
          throw new FormatException(var.offset(),
              "only variable length operands can be used within an optional group");
        }
        add(operands, var.name(), "operand", var.offset());
        break;
      case ATTRIBUTE:
        add(attributes, var.name(), "attribute", var.offset());
        break;
      case REGION:
        add(regions, var.name(), "region", var.offset());
        break;
      case SUCCESSOR:
        add(successors, var.name(), "successor", var.offset());
        break;
      default:
        throw new FormatException(var.offset(), "result variable '" + var.name()
            + "' can only be used within a type directive");
    }
  }

  private void bindAll(Kind kind, int offset) {
    switch (kind) {
      case OPERAND:
        op.operands().forEach(o -> add(operands, o.name(), "operand", offset));
        break;
      case REGION:
        op.regions().forEach(r -> add(regions, r.name(), "region", offset));
        break;
      case SUCCESSOR:
        op.successors().forEach(s -> add(successors, s.name(), "successor", offset));
        break;
      default:
        throw new FormatException(offset, "'results' directive can only be used within a type directive");
    }
  }

  private void bindType(FormatElement target) {
    if (target instanceof FormatElement.Var var) {
      Set<String> bound = var.kind() == Kind.OPERAND ? operandTypes : resultTypes;
      if (!bound.add(var.name())) {
        throw new FormatException(var.offset(), "'type' of '" + var.name() + "' is already bound");
      }
      return;
    }
    FormatElement.All all = (FormatElement.All) target;
    List<ValueSpec> values = all.kind() == Kind.OPERAND ? op.operands() : op.results();
    Set<String> bound = all.kind() == Kind.OPERAND ? operandTypes : resultTypes;
    for (ValueSpec value : values) {
      if (!bound.add(value.name())) {
        throw new FormatException(all.offset(), "'type' of '" + value.name() + "' is already bound");
      }
    }
  }

  private void bindCustomArg(FormatElement arg) {
    if (arg instanceof FormatElement.Ref ref) {
      checkReferenced(ref.target());
    } else if (arg instanceof FormatElement.Var var && var.kind() == Kind.RESULT) {
      throw new FormatException(var.offset(), "result variable '" + var.name()
          + "' can only be used within a type directive");
    } else {
      bind(arg, false);
    }
  }

  private void checkReferenced(FormatElement target) {
    if (target instanceof FormatElement.Var var) {
      Set<String> bound = switch (var.kind()) {
        case OPERAND -> operands;
        case ATTRIBUTE -> attributes;
        case REGION -> regions;
        case SUCCESSOR -> successors;
        case RESULT -> resultTypes;
      };
      if (!bound.contains(var.name())) {
        throw new FormatException(var.offset(), kindName(var.kind()) + " '" + var.name()
            + "' must be bound before it is referenced");
      }
    } else if (target instanceof FormatElement.TypeOf type
        && type.target() instanceof FormatElement.Var var) {
      Set<String> bound = var.kind() == Kind.OPERAND ? operandTypes : resultTypes;
      if (!bound.contains(var.name())) {
        throw new FormatException(var.offset(), "'type' of '" + var.name()
            + "' must be bound before it is referenced");
      }
    }
  }

  private static String kindName(Kind kind) {
    return kind.name().toLowerCase(java.util.Locale.ROOT);
  }

  private static void add(Set<String> bound, String name, String what, int offset) {
    if (!bound.add(name)) {
      throw new FormatException(offset, what + " '" + name + "' is already bound");
    }
  }

  // ---- Optional groups ----

  private void checkGroup(FormatElement.Optional group) {
    FormatElement anchor = group.anchor();
    if (!isOptionalAnchor(anchor)) {
      throw new FormatException(anchor.offset(), "only optional attributes, variable length "
          + "operands, results and regions can be used to anchor an optional group");
    }
    FormatElement first = firstParsable(group.then());
    boolean parsable = first instanceof FormatElement.Literal
        || first instanceof FormatElement.Custom
        || (first instanceof FormatElement.Var var && var.kind() != Kind.SUCCESSOR);
    if (!parsable) {
      throw new FormatException(group.offset(), "first parsable element of an optional group "
          + "must be a literal, variable, or custom directive");
    }
  }

  private boolean isOptionalAnchor(FormatElement anchor) {
    if (anchor instanceof FormatElement.Var var) {
      switch (var.kind()) {
        case OPERAND:
          return op.operand(var.name()).arity().isVariable();
        case ATTRIBUTE:
          return op.attribute(var.name()).optional();
        case REGION:
          return true;
        default:
          return false;
      }
    }
    if (anchor instanceof FormatElement.TypeOf type
        && type.target() instanceof FormatElement.Var var) {
      ValueSpec value = var.kind() == Kind.OPERAND ? op.operand(var.name()) : op.result(var.name());
      return value.arity().isVariable();
    }
    return anchor instanceof FormatElement.Custom;
  }

  /** {@return the first element that is not a whitespace literal, or {@code null}} */
  static FormatElement firstParsable(List<FormatElement> elements) {
    for (FormatElement e : elements) {
      if (!(e instanceof FormatElement.Literal lit) || !isWhitespace(lit.text())) {
        return e;
      }
    }
    return null;
  }

  /** {@return whether {@code literal} is one of the whitespace literals} */
  public static boolean isWhitespace(String literal) {
    return literal.isEmpty() || literal.equals(" ") || literal.equals("\n");
  }

  // ---- Types ----

  /** Resolves every type not written in the format, repeating until nothing changes. */
  private void inferTypes(Map<String, TypeSource> operandSources,
      Map<String, TypeSource> resultSources) {
    for (String name : operandTypes) {
      operandSources.put(name, new TypeSource.Parsed());
    }
    for (String name : resultTypes) {
      resultSources.put(name, new TypeSource.Parsed());
    }
    boolean changed = true;
    while (changed) {
      changed = infer(op.operands(), Kind.OPERAND, operandSources, resultSources)
          | infer(op.results(), Kind.RESULT, operandSources, resultSources);
    }
  }

  private boolean infer(List<ValueSpec> values, Kind kind, Map<String, TypeSource> operandSources,
      Map<String, TypeSource> resultSources) {
    Map<String, TypeSource> own = kind == Kind.OPERAND ? operandSources : resultSources;
    boolean changed = false;
    for (ValueSpec value : values) {
      if (own.containsKey(value.name())) {
        continue;
      }
      TypeSource source = value.constraint().buildable()
          ? new TypeSource.Buildable(value.constraint())
          : fromTraits(value.name(), kind, operandSources, resultSources);
      if (source != null) {
        own.put(value.name(), source);
        changed = true;
      }
    }
    return changed;
  }

  private TypeSource fromTraits(String name, Kind kind, Map<String, TypeSource> operandSources,
      Map<String, TypeSource> resultSources) {
    for (TraitSpec trait : op.traits()) {
      TypeSource source = fromTrait(trait, name, kind, operandSources, resultSources);
      if (source != null) {
        return source;
      }
    }
    return null;
  }

  private TypeSource fromTrait(TraitSpec trait, String name, Kind kind,
      Map<String, TypeSource> operandSources, Map<String, TypeSource> resultSources) {
    if (trait instanceof TraitSpec.Native n) {
      boolean sameAll = n.javaName().equals("SameOperandsAndResultType");
      boolean sameOperands = n.javaName().equals("SameTypeOperands") && kind == Kind.OPERAND;
      if (sameAll || sameOperands) {
        TypeSource s = firstKnown(op.operands(), Kind.OPERAND, operandSources);
        if (s == null && sameAll) {
          s = firstKnown(op.results(), Kind.RESULT, resultSources);
        }
        return s;
      }
      return null;
    }
    if (trait instanceof TraitSpec.AllTypesMatch all && all.names().contains(name)) {
      for (String other : all.names()) {
        TypeSource s = known(other, operandSources, resultSources, null);
        if (s != null) {
          return s;
        }
      }
      return null;
    }
    if (trait instanceof TraitSpec.TypesMatchWith with && with.to().equals(name)) {
      return known(with.from(), operandSources, resultSources, with.transform());
    }
    return null;
  }

  private static TypeSource firstKnown(List<ValueSpec> values, Kind kind,
      Map<String, TypeSource> sources) {
    for (ValueSpec v : values) {
      if (sources.containsKey(v.name())) {
        return new TypeSource.From(kind, v.name(), null);
      }
    }
    return null;
  }

  /** {@return a source reading the type of entity {@code name}, if that type is known} */
  private TypeSource known(String name, Map<String, TypeSource> operandSources,
      Map<String, TypeSource> resultSources, String transform) {
    if (operandSources.containsKey(name)) {
      return new TypeSource.From(Kind.OPERAND, name, transform);
    }
    if (resultSources.containsKey(name)) {
      return new TypeSource.From(Kind.RESULT, name, transform);
    }
    AttributeSpec attr = op.attribute(name);
    if (attr != null && attributes.contains(name)) {
      return new TypeSource.From(Kind.ATTRIBUTE, name, transform);
    }
    return null;
  }

  private void checkComplete(Map<String, TypeSource> operandSources,
      Map<String, TypeSource> resultSources) {
    for (int i = 0; i < op.results().size(); i++) {
      String name = op.results().get(i).name();
      if (!resultSources.containsKey(name)) {
        throw new FormatException(0, "type of result #" + i + ", named '" + name
            + "', is not buildable and a buildable type cannot be inferred");
      }
    }
    for (int i = 0; i < op.operands().size(); i++) {
      String name = op.operands().get(i).name();
      if (!operands.contains(name)) {
        throw new FormatException(0, "operand #" + i + ", named '" + name + "', not found");
      }
      if (!operandSources.containsKey(name)) {
        throw new FormatException(0, "type of operand #" + i + ", named '" + name
            + "', is not buildable and a buildable type cannot be inferred");
      }
    }
    for (int i = 0; i < op.regions().size(); i++) {
      if (!regions.contains(op.regions().get(i).name())) {
        throw new FormatException(0, "region #" + i + ", named '" + op.regions().get(i).name()
            + "', not found");
      }
    }
    for (int i = 0; i < op.successors().size(); i++) {
      if (!successors.contains(op.successors().get(i).name())) {
        throw new FormatException(0, "successor #" + i + ", named '"
            + op.successors().get(i).name() + "', not found");
      }
    }
  }
}
