package raptor.gen.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import raptor.tblgen.format.AssemblyFormat;
import raptor.tblgen.format.FormatElement.Kind;
import raptor.tblgen.format.FormatElement;
import raptor.tblgen.format.FormatException;
import raptor.tblgen.format.FormatValidator;
import raptor.tblgen.format.TypeSource;
import raptor.tblgen.ods.Arity;
import raptor.tblgen.ods.AttrConstraintSpec;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.RegionSpec;
import raptor.tblgen.ods.SuccessorSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Emits the body of a format parser: one local list per operand group, type group and
 * successor, the elements in order, then operand resolution with parsed or inferred types,
 * result types and segment sizes.
 * {@link #emit()} throws a {@link FormatException} for a construct this generator cannot parse.
 */
final class FormatParserEmitter {
  private final EmitContext ctx;
  private final OpSpec op;
  private final AssemblyFormat format;
  private final CodeBlock.Builder code = CodeBlock.builder();
  private boolean allOperands;
  private boolean allOperandTypes;
  private boolean allResultTypes;

  FormatParserEmitter(EmitContext ctx, OpSpec op, AssemblyFormat format) {
    this.ctx = ctx;
    this.op = op;
    this.format = format;
  }

  CodeBlock emit() {
    scanDirectives(format.elements());
    declareLocals();
    for (FormatElement e : format.elements()) {
      element(e);
    }
    resolveOperands();
    addResultTypes();
    for (SuccessorSpec s : op.successors()) {
      code.addStatement("state.successors.addAll($LSuccessors)", JavaNames.camel(s.name()));
    }
    return code.build();
  }

  // ---- Locals ----

  private void scanDirectives(List<FormatElement> elements) {
    for (FormatElement e : elements) {
      if (e instanceof FormatElement.All all && all.kind() == Kind.OPERAND) {
        allOperands = true;
      } else if (e instanceof FormatElement.TypeOf type) {
        scanTypeTarget(type.target());
      } else if (e instanceof FormatElement.FunctionalType fn) {
        scanTypeTarget(fn.inputs());
        scanTypeTarget(fn.results());
      } else if (e instanceof FormatElement.Optional group) {
        scanDirectives(group.then());
        scanDirectives(group.otherwise());
      }
    }
    if (allOperands && !allOperandTypes) {
      throw new FormatException(0, "the 'operands' directive needs 'type(operands)' or "
          + "'functional-type(operands, ...)'");
    }
  }

  private void scanTypeTarget(FormatElement target) {
    if (target instanceof FormatElement.All all) {
      if (all.kind() == Kind.OPERAND) {
        allOperandTypes = true;
      } else {
        allResultTypes = true;
      }
    }
  }

  private static TypeName listOf(TypeName element) {
    return ParameterizedTypeName.get(com.palantir.javapoet.ClassName.get(List.class), element);
  }

  private void declareLocals() {
    if (allOperands) {
      code.addStatement("$T allOperands = new $T<>()", listOf(Rt.UNRESOLVED), ArrayList.class);
      code.addStatement("int allOperandsLoc = parser.nameOffset()");
    }
    for (ValueSpec operand : op.operands()) {
      if (!allOperands) {
        code.addStatement("$T $LOperands = new $T<>()", listOf(Rt.UNRESOLVED),
            JavaNames.camel(operand.name()), ArrayList.class);
        code.addStatement("int $LOperandsLoc = parser.nameOffset()",
            JavaNames.camel(operand.name()));
      }
      code.addStatement("$T $LTypes = new $T<>()", listOf(Rt.TYPE), JavaNames.camel(operand.name()),
          ArrayList.class);
    }
    for (ValueSpec result : op.results()) {
      code.addStatement("$T $LTypes = new $T<>()", listOf(Rt.TYPE), JavaNames.camel(result.name()),
          ArrayList.class);
    }
    if (allOperandTypes) {
      code.addStatement("$T allOperandTypes = new $T<>()", listOf(Rt.TYPE), ArrayList.class);
    }
    if (allResultTypes) {
      code.addStatement("$T allResultTypes = new $T<>()", listOf(Rt.TYPE), ArrayList.class);
    }
    for (SuccessorSpec s : op.successors()) {
      code.addStatement("$T $LSuccessors = new $T<>()", listOf(Rt.BLOCK), JavaNames.camel(s.name()),
          ArrayList.class);
    }
    int fixedRegions = 0;
    for (RegionSpec region : op.regions()) {
      fixedRegions += region.variadic() ? 0 : 1;
    }
    if (fixedRegions > 0) {
      code.addStatement("state.addRegions($L)", fixedRegions);
    }
  }

  // ---- Elements ----

  private void element(FormatElement e) {
    if (e instanceof FormatElement.Literal lit) {
      if (!FormatValidator.isWhitespace(lit.text())) {
        code.addStatement("parser.parseToken($S)", lit.text());
      }
    } else if (e instanceof FormatElement.Var var) {
      variable(var);
    } else if (e instanceof FormatElement.All all) {
      all(all);
    } else if (e instanceof FormatElement.AttrDict dict) {
      code.addStatement("parser.$L(state)", dict.withKeyword()
          ? "parseOptionalAttrDictWithKeyword" : "parseOptionalAttrDict");
    } else if (e instanceof FormatElement.PropDict) {
      code.addStatement("parser.parseOptionalPropDict(state)");
    } else if (e instanceof FormatElement.TypeOf type) {
      code.addStatement("$L.addAll($L)", typeList(type.target()), parseTypes(type.target()));
    } else if (e instanceof FormatElement.FunctionalType fn) {
      code.beginControlFlow("")
          .addStatement("$T fn = parser.parseFunctionType()", Rt.FUNCTION_TYPE)
          .addStatement("$L.addAll(fn.inputs())", typeList(fn.inputs()))
          .addStatement("$L.addAll(fn.results())", typeList(fn.results()))
          .endControlFlow();
    } else if (e instanceof FormatElement.Custom custom) {
      customDirective(custom);
    } else if (e instanceof FormatElement.Optional group) {
      optionalGroup(group);
    }
  }

  /**
   * Calls {@code parse<Name>(parser, state, args...)}: an operand, type or successor argument
   * is the list the hook fills, an attribute argument a setter of the property, a region its
   * region; a {@code ref(...)} argument is what was parsed before (an attribute's value).
   */
  private void customDirective(FormatElement.Custom custom) {
    List<CodeBlock> args = new ArrayList<>();
    args.add(CodeBlock.of("parser"));
    args.add(CodeBlock.of("state"));
    for (FormatElement arg : custom.args()) {
      args.add(customArg(arg));
    }
    code.addStatement("$T.parse$L($L)", ctx.hooks(), custom.name(), CodeBlock.join(args, ", "));
  }

  private CodeBlock customArg(FormatElement arg) {
    if (arg instanceof FormatElement.Ref ref) {
      if (ref.target() instanceof FormatElement.Var var && var.kind() == Kind.ATTRIBUTE) {
        return CodeBlock.of("$T.get(state, $S)", Rt.PROPS, var.name());
      }
      return customArg(ref.target());
    }
    if (arg instanceof FormatElement.TypeOf type) {
      return typeList(type.target());
    }
    FormatElement.Var var = (FormatElement.Var) arg;
    String name = JavaNames.camel(var.name());
    return switch (var.kind()) {
      case OPERAND -> {
        if (allOperands) {
          throw new FormatException(var.offset(), "a custom directive cannot bind an operand "
              + "when the format uses the 'operands' directive");
        }
        yield CodeBlock.of("$LOperands", name);
      }
      case ATTRIBUTE -> CodeBlock.of("attr -> $T.put(state, $S, attr)", Rt.PROPS, var.name());
      case REGION -> CodeBlock.of("state.regions.get($L)", regionIndex(var.name()));
      case SUCCESSOR -> CodeBlock.of("$LSuccessors", name);
      default -> throw new FormatException(var.offset(), "a custom directive cannot bind result '"
          + var.name() + "'");
    };
  }

  private void variable(FormatElement.Var var) {
    String name = JavaNames.camel(var.name());
    switch (var.kind()) {
      case OPERAND:
        code.addStatement("$LOperandsLoc = parser.offset()", name);
        switch (op.operand(var.name()).arity()) {
          case SINGLE -> code.addStatement("$LOperands.add(parser.parseOperand())", name);
          case OPTIONAL -> code.beginControlFlow("if (parser.atOperand())")
              .addStatement("$LOperands.add(parser.parseOperand())", name).endControlFlow();
          case VARIADIC -> code.addStatement("$LOperands.addAll(parser.parseOperandList())", name);
        }
        break;
      case ATTRIBUTE:
        code.addStatement("$T.put(state, $S, $L)", Rt.PROPS, var.name(),
            parseAttribute(var, op.attribute(var.name())));
        break;
      case REGION:
        if (variadicRegion(var)) {
          // MLIR's format: a possibly empty, comma-separated list of regions.
          code.beginControlFlow("if (parser.atToken($S))", "{")
              .beginControlFlow("do")
              .addStatement("parser.parseRegion(state.addRegions(1))")
              .endControlFlow("while (parser.parseOptionalToken($S))", ",")
              .endControlFlow();
          break;
        }
        code.addStatement("parser.parseRegion(state.regions.get($L))", regionIndex(var.name()));
        if (op.implicitTerminator() != null) {
          code.addStatement("$T.ensureTerminator(state.regions.get($L), $T.INFO, state.location)",
              Rt.FORMAT_SUPPORT, regionIndex(var.name()), terminatorClass(var));
        } else if (op.hasNativeTrait("SingleBlock")) {
          code.beginControlFlow("if (state.regions.get($L).isEmpty())", regionIndex(var.name()))
              .addStatement("state.regions.get($L).append(new $T())", regionIndex(var.name()),
                  Rt.BLOCK)
              .endControlFlow();
        }
        break;
      default:
        code.addStatement("$LSuccessors.add(parser.parseSuccessor())", name);
        break;
    }
  }

  private ClassName terminatorClass(FormatElement.Var region) {
    for (OpSpec candidate : ctx.spec().ops()) {
      if ((ctx.spec().dialect().name() + "." + candidate.mnemonic()).equals(op.implicitTerminator())) {
        return ClassName.get(ctx.packageName(), candidate.className());
      }
    }
    throw new FormatException(region.offset(), "the implicit terminator '"
        + op.implicitTerminator() + "' of region '" + region.name()
        + "' is not an op of this dialect");
  }

  /** {@return whether {@code region} is variadic}: the model allows only the last region to be. */
  private boolean variadicRegion(FormatElement.Var region) {
    return op.regions().get(regionIndex(region.name())).variadic();
  }

  private int regionIndex(String name) {
    for (int i = 0; i < op.regions().size(); i++) {
      if (op.regions().get(i).name().equals(name)) {
        return i;
      }
    }
    throw new IllegalStateException("no region " + name);
  }

  private CodeBlock parseAttribute(FormatElement.Var var, AttributeSpec attr) {
    AttrConstraintSpec kind = attr.constraint();
    if (attr.isUnit()) {
      return CodeBlock.of("$T.INSTANCE", Rt.UNIT_ATTR);
    }
    if (var.qualified()) {
      return CodeBlock.of("parser.parseAttribute()");
    }
    CodeBlock valueType = kind.valueType() != null && kind.valueType().buildable()
        ? ConstraintCode.buildableType(kind.valueType()) : null;
    return switch (kind.format()) {
      case FULL -> parseOfKind(kind);
      case BARE -> valueType == null ? parseOfKind(kind)
          : CodeBlock.of("parser.parseAttribute($L)", valueType);
      case SYMBOL -> CodeBlock.of("$T.of(parser.parseSymbolName())", Rt.STRING_ATTR);
      case TYPE -> CodeBlock.of("parser.parseType()");
      case DENSE -> CodeBlock.of("parser.parseDenseArrayBody($L)", valueType);
      case STRIPPED -> CodeBlock.of("parser.parseStrippedDialectAttribute($S, $S)",
          kind.dialectName(), kind.mnemonic());
      case ENUM -> CodeBlock.of("$L.parse(parser)", OpClassEmitter.casesConstant(attr.name()));
    };
  }

  /**
   * {@return a parse of an attribute checked against its storage kind, as MLIR's
   * {@code parseAttribute<AttrT>}: a typed attribute for {@code TypedAttrInterface}, an instance
   * of the storage class otherwise; any attribute when the storage is {@code Attribute}}
   */
  private static CodeBlock parseOfKind(AttrConstraintSpec kind) {
    if (kind.fn().equals("typed")) {
      return CodeBlock.of("parser.parseTypedAttribute()");
    }
    ClassName storage = JavaNames.storageClass(kind.storageType());
    return storage.equals(Rt.ATTRIBUTE) ? CodeBlock.of("parser.parseAttribute()")
        : CodeBlock.of("parser.parseAttribute($T.class)", storage);
  }

  private void all(FormatElement.All all) {
    switch (all.kind()) {
      case OPERAND:
        code.addStatement("allOperandsLoc = parser.offset()");
        code.addStatement("allOperands.addAll(parser.parseOperandList())");
        break;
      case REGION:
        for (int i = 0; i < op.regions().size(); i++) {
          if (i > 0) {
            code.addStatement("parser.parseToken($S)", ",");
          }
          code.addStatement("parser.parseRegion(state.regions.get($L))", i);
        }
        break;
      default:
        throw new FormatException(all.offset(), "the 'successors' directive is not supported "
            + "by the generated parser; bind each successor");
    }
  }

  private CodeBlock typeList(FormatElement target) {
    if (target instanceof FormatElement.All all) {
      return CodeBlock.of(all.kind() == Kind.OPERAND ? "allOperandTypes" : "allResultTypes");
    }
    return CodeBlock.of("$LTypes", JavaNames.camel(((FormatElement.Var) target).name()));
  }

  /** As MLIR: one type, an optional one, or a non-empty list for a variadic group. */
  private CodeBlock parseTypes(FormatElement target) {
    if (target instanceof FormatElement.Var var) {
      ValueSpec value = var.kind() == Kind.OPERAND ? op.operand(var.name()) : op.result(var.name());
      if (value.arity() == Arity.SINGLE) {
        String kind = value.constraint().typeKind();
        return kind == null ? CodeBlock.of("$T.of(parser.parseType())", List.class)
            : CodeBlock.of("$T.of(parser.parseType($T.$L))", List.class, Rt.TYPE_KIND, kind);
      }
      if (value.arity() == Arity.OPTIONAL) {
        return CodeBlock.of("parser.parseOptionalTypeAsList()");
      }
    }
    return CodeBlock.of("parser.parseTypeList()");
  }

  private void optionalGroup(FormatElement.Optional group) {
    FormatElement first = firstParsable(group.then());
    List<FormatElement> rest = new ArrayList<>(group.then());
    if (first instanceof FormatElement.Literal lit) {
      rest.remove(lit);
      code.beginControlFlow("if (parser.parseOptionalToken($S))", lit.text());
    } else if (first instanceof FormatElement.Var var && var.kind() == Kind.OPERAND) {
      code.beginControlFlow("if (parser.atOperand())");
    } else if (first instanceof FormatElement.Var var && var.kind() == Kind.ATTRIBUTE
        && op.attribute(var.name()).constraint().format() == AttrConstraintSpec.AttrFormat.ENUM) {
      code.beginControlFlow("if (parser.atKeyword())");
    } else if (first instanceof FormatElement.Var var && var.kind() == Kind.ATTRIBUTE
        && isStringAttribute(op.attribute(var.name()).constraint())) {
      code.beginControlFlow("if (parser.atString())");
    } else if (first instanceof FormatElement.Var var && var.kind() == Kind.ATTRIBUTE
        && op.attribute(var.name()).constraint().format() == AttrConstraintSpec.AttrFormat.SYMBOL) {
      code.beginControlFlow("if (parser.atSymbolName())");
    } else {
      throw new FormatException(group.offset(), "the generated parser supports optional groups "
          + "that start with a literal, an operand, an enum, string or symbol name attribute");
    }
    for (FormatElement e : rest) {
      element(e);
    }
    if (!group.otherwise().isEmpty()) {
      code.nextControlFlow("else");
      for (FormatElement e : group.otherwise()) {
        element(e);
      }
    }
    code.endControlFlow();
  }

  private static boolean isStringAttribute(AttrConstraintSpec kind) {
    return kind.format() == AttrConstraintSpec.AttrFormat.BARE
        && kind.storageType().equals("StringAttr");
  }

  private static FormatElement firstParsable(List<FormatElement> elements) {
    for (FormatElement e : elements) {
      if (!(e instanceof FormatElement.Literal lit) || !FormatValidator.isWhitespace(lit.text())) {
        return e;
      }
    }
    return null;
  }

  // ---- Resolution ----

  private void resolveOperands() {
    if (op.operands().isEmpty()) {
      return;
    }
    if (allOperands) {
      code.addStatement("parser.resolveOperands(allOperands, allOperandTypes, allOperandsLoc, "
          + "state)");
      return;
    }
    List<CodeBlock> sizes = new ArrayList<>();
    for (ValueSpec operand : op.operands()) {
      sizes.add(CodeBlock.of("$LOperands.size()", JavaNames.camel(operand.name())));
    }
    if (allOperandTypes) {
      // As MLIR: all the groups against all the types, a mismatch reported at the op name.
      code.addStatement("$T parsedUses = new $T<>()", listOf(Rt.UNRESOLVED), ArrayList.class);
      for (ValueSpec operand : op.operands()) {
        code.addStatement("parsedUses.addAll($LOperands)", JavaNames.camel(operand.name()));
      }
      code.addStatement("parser.resolveOperands(parsedUses, allOperandTypes, state)");
    } else {
      // As MLIR: group by group, a count mismatch reported where the group was written.
      for (ValueSpec operand : op.operands()) {
        String name = JavaNames.camel(operand.name());
        code.addStatement("parser.resolveOperands($LOperands, $L, $LOperandsLoc, state)", name,
            operandTypes(operand), name);
      }
    }
    if (op.hasNativeTrait("AttrSizedOperandSegments")) {
      code.addStatement("$T.put(state, $S, $T.ofI32($L))", Rt.PROPS, "operandSegmentSizes",
          Rt.DENSE_ARRAY_ATTR, CodeBlock.join(sizes, ", "));
    }
  }

  /** {@return the source of {@code source}'s type when it only copies another inferred operand} */
  private TypeSource followCopies(TypeSource source) {
    while (source instanceof TypeSource.From from && from.kind() == Kind.OPERAND
        && from.transform() == null
        && !(format.operandTypes().get(from.name()) instanceof TypeSource.Parsed)) {
      source = format.operandTypes().get(from.name());
    }
    return source;
  }

  private CodeBlock operandTypes(ValueSpec operand) {
    String name = JavaNames.camel(operand.name());
    TypeSource source = followCopies(format.operandTypes().get(operand.name()));
    if (source instanceof TypeSource.Parsed) {
      return CodeBlock.of("$LTypes", name);
    }
    if (source instanceof TypeSource.Buildable b) {
      return CodeBlock.of("$T.nCopies($LOperands.size(), $L)", java.util.Collections.class, name,
          ConstraintCode.buildableType(b.constraint()));
    }
    TypeSource.From from = (TypeSource.From) source;
    return CodeBlock.of("$T.repeat($LOperands.size(), $L, $L)", Rt.FORMAT_SUPPORT, name,
        sourceTypes(from, false), transform(from));
  }

  /** {@return a {@code List<Type>} whose first element is the type {@code from} names} */
  private CodeBlock sourceTypes(TypeSource.From from, boolean operandsResolved) {
    String name = JavaNames.camel(from.name());
    if (from.kind() == Kind.ATTRIBUTE) {
      return CodeBlock.of("$T.of($T.typeOf($T.get(state, $S)))", List.class, Rt.ATTR_VALUES,
          Rt.PROPS, from.name());
    }
    if (from.kind() == Kind.OPERAND) {
      TypeSource operandSource = format.operandTypes().get(from.name());
      if (operandsResolved && (allOperandTypes || !(operandSource instanceof TypeSource.Parsed))) {
        return CodeBlock.of("$T.typesOf(state.operands.subList($L, state.operands.size()))",
            Rt.FORMAT_SUPPORT, operandOffset(from.name()));
      }
      if (!(operandSource instanceof TypeSource.Parsed) || allOperandTypes) {
        throw new FormatException(0, "the type of '" + from.name() + "' must be written in the "
            + "format to infer other types from it");
      }
    }
    return CodeBlock.of("$LTypes", name);
  }

  private CodeBlock operandOffset(String name) {
    List<CodeBlock> before = new ArrayList<>();
    for (ValueSpec operand : op.operands()) {
      if (operand.name().equals(name)) {
        break;
      }
      before.add(CodeBlock.of("$LOperands.size()", JavaNames.camel(operand.name())));
    }
    return before.isEmpty() ? CodeBlock.of("0") : CodeBlock.join(before, " + ");
  }

  private static CodeBlock transform(TypeSource.From from) {
    return from.transform() == null ? CodeBlock.of("null")
        : CodeBlock.of("$T::$L", Rt.TYPE_TRANSFORMS, from.transform());
  }

  private void addResultTypes() {
    if (allResultTypes) {
      code.addStatement("state.resultTypes.addAll(allResultTypes)");
      return;
    }
    Set<String> ready = new HashSet<>();
    for (ValueSpec result : op.results()) {
      if (format.resultTypes().get(result.name()) instanceof TypeSource.Parsed) {
        ready.add(result.name());
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (ValueSpec result : op.results()) {
        if (ready.contains(result.name())) {
          continue;
        }
        CodeBlock types = inferredResultTypes(format.resultTypes().get(result.name()), ready);
        if (types != null) {
          code.addStatement("$LTypes.addAll($L)", JavaNames.camel(result.name()), types);
          ready.add(result.name());
          changed = true;
        }
      }
    }
    for (ValueSpec result : op.results()) {
      if (!ready.contains(result.name())) {
        throw new FormatException(0, "cannot infer the type of result '" + result.name() + "'");
      }
      code.addStatement("state.resultTypes.addAll($LTypes)", JavaNames.camel(result.name()));
    }
  }

  private CodeBlock inferredResultTypes(TypeSource source, Set<String> ready) {
    if (source instanceof TypeSource.Buildable b) {
      return CodeBlock.of("$T.of($L)", List.class, ConstraintCode.buildableType(b.constraint()));
    }
    TypeSource.From from = (TypeSource.From) source;
    if (from.kind() == Kind.RESULT && !ready.contains(from.name())) {
      return null;
    }
    return CodeBlock.of("$T.repeat(1, $L, $L)", Rt.FORMAT_SUPPORT, sourceTypes(from, true),
        transform(from));
  }
}
