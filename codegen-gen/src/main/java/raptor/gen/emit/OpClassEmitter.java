package raptor.gen.emit;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;
import raptor.tblgen.format.AssemblyFormat;
import raptor.tblgen.ods.AttrConstraintSpec;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.EnumSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.RegionSpec;
import raptor.tblgen.ods.SuccessorSpec;
import raptor.tblgen.ods.TraitSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Emits the class of one op: {@code NAME}, constraint constants, {@code INFO}, builders,
 * accessors, {@code verifyInvariants}, the {@code Adaptor} record and the assembly form.
 */
public final class OpClassEmitter {
  private final EmitContext ctx;
  private final OpSpec op;
  private final ClassName self;
  private final AssemblyFormat format;
  private final OpShape operands;
  private final OpShape results;

  /**
   * Creates the emitter of {@code op}.
   *
   * @param format the checked declarative format, or {@code null} when the op has none
   */
  public OpClassEmitter(EmitContext ctx, OpSpec op, AssemblyFormat format) {
    this.ctx = ctx;
    this.op = op;
    this.self = ClassName.get(ctx.packageName(), op.className());
    this.format = format;
    this.operands = OpShape.operands(op);
    this.results = OpShape.results(op);
  }

  /** {@return the Java file of the op class} */
  public JavaFile emit() {
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(Rt.OPERATION)
        .addAnnotation(AnnotationSpec.builder(Rt.GENERATED)
            .addMember("value", "$S", "raptor.gen.processor.DialectProcessor").build())
        .addJavadoc(javadoc());
    type.addField(FieldSpec.builder(String.class, "NAME", Modifier.PUBLIC, Modifier.STATIC,
        Modifier.FINAL).initializer("$S", opName()).addJavadoc("The op name.\n").build());
    addConstraintConstants(type);
    type.addField(FieldSpec.builder(ParameterizedTypeName.get(Rt.OP_INFO, self), "INFO",
        Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL).initializer(info())
        .addJavadoc("The static description of the op kind.\n").build());
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    new BuilderEmitter(ctx, op, self).addTo(type);
    addAccessors(type);
    addDestinationStyle(type);
    VerifierEmitter verifiers = new VerifierEmitter(ctx, op, self);
    type.addMethod(verifiers.emit());
    MethodSpec regionChecks = verifiers.emitRegionChecks();
    if (regionChecks != null) {
      type.addMethod(regionChecks);
    }
    type.addType(AdaptorEmitter.emit(op, self, operands));
    if (format != null) {
      type.addType(new FormatEmitter(ctx, op, self, format).emit());
    } else if (op.hooks().customAssembly()) {
      type.addType(hookAssembly());
    }
    return ctx.file(type.build(), op.loc().line());
  }

  private String opName() {
    return ctx.spec().dialect().name() + "." + op.mnemonic();
  }

  private CodeBlock javadoc() {
    String summary = op.summary().isEmpty() ? "The op" : op.summary();
    return CodeBlock.of("{@code $L}: $L.\n", opName(),
        summary.endsWith(".") ? summary.substring(0, summary.length() - 1) : summary);
  }

  // ---- Constants ----

  /** The name of the constant holding the constraint of entity {@code name}. */
  static String constraintConstant(String name) {
    return JavaNames.constant(name) + "_CONSTRAINT";
  }

  static String defaultConstant(String name) {
    return JavaNames.constant(name) + "_DEFAULT";
  }

  static String casesConstant(String name) {
    return JavaNames.constant(name) + "_CASES";
  }

  private void addConstraintConstants(TypeSpec.Builder type) {
    for (AttributeSpec attr : op.attributes()) {
      type.addField(constant(Rt.ATTR_CONSTRAINT, constraintConstant(attr.name()),
          ConstraintCode.attrConstraint(attr)));
      if (attr.defaultValue() != null) {
        type.addField(constant(Rt.ATTRIBUTE, defaultConstant(attr.name()), defaultValue(attr)));
      }
      EnumSpec enumeration = attr.constraint().enumeration();
      if (enumeration != null) {
        type.addField(constant(Rt.ENUM_CASES, casesConstant(attr.name()), CodeBlock.of(
            "$T.cases($S)", ClassName.get(ctx.packageName(), enumeration.className()),
            attr.name())));
      }
    }
    List<ValueSpec> values = new ArrayList<>(op.operands());
    values.addAll(op.results());
    for (ValueSpec value : values) {
      type.addField(constant(Rt.TYPE_CONSTRAINT, constraintConstant(value.name()),
          ConstraintCode.typeConstraint(value.diagnosticSummary(), value.constraint())));
    }
    for (RegionSpec region : op.regions()) {
      if (region.blocks() >= 0) {
        type.addField(constant(Rt.REGION_CONSTRAINT, constraintConstant(region.name()),
            CodeBlock.of("$T.sized($L)", Rt.REGION_CONSTRAINT, region.blocks())));
      }
    }
  }

  private static FieldSpec constant(TypeName type, String name, CodeBlock init) {
    return FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(init).build();
  }

  private CodeBlock defaultValue(AttributeSpec attr) {
    AttrConstraintSpec kind = attr.constraint();
    CodeBlock type = kind.valueType() != null && kind.valueType().buildable()
        ? ConstraintCode.buildableType(kind.valueType()) : CodeBlock.of("null");
    CodeBlock context = ctx.spec().dialect().hasAttributeParser()
        ? CodeBlock.of("$T.ATTRIBUTES", ctx.dialectClass())
        : CodeBlock.of("$T.DEFAULT_CONTEXT", ClassName.get(Rt.TEXT, "AttrParser"));
    return CodeBlock.of("$T.parse($S, $L, $L)", Rt.ATTR_DEFAULTS, attr.defaultValue(), type,
        context);
  }

  // ---- INFO ----

  private CodeBlock info() {
    CodeBlock.Builder b = CodeBlock.builder()
        .add("$T.builder(NAME, $T::new)", Rt.OP_INFO, self).indent();
    List<CodeBlock> traits = new ArrayList<>();
    for (TraitSpec t : op.traits()) {
      if (t instanceof TraitSpec.Native n) {
        traits.add(CodeBlock.of("$T.class", ClassName.get(Rt.TRAIT_PACKAGE, n.javaName())));
      } else if (t instanceof TraitSpec.DestinationStyle) {
        traits.add(CodeBlock.of("$T.class", Rt.DESTINATION_STYLE));
      }
    }
    if (!traits.isEmpty()) {
      b.add("\n.traits($L)", CodeBlock.join(traits, ", "));
    }
    b.add("\n.operands($L)", operands.arity());
    b.add("\n.results($L)", results.arity());
    b.add("\n.regions($L)", countArity(op.regions().size(),
        !op.regions().isEmpty() && op.regions().get(op.regions().size() - 1).variadic()));
    b.add("\n.successors($L)", countArity(op.successors().size(),
        !op.successors().isEmpty() && op.successors().get(op.successors().size() - 1).variadic()));
    List<CodeBlock> inherent = new ArrayList<>();
    for (AttributeSpec attr : op.attributes()) {
      ClassName storage = JavaNames.storageClass(attr.constraint().storageType());
      EnumSpec enumeration = attr.constraint().enumeration();
      if (enumeration != null) {
        b.add("\n.inherentEnum($S, $L)", attr.name(), enumeration.cases().stream()
            .map(c -> CodeBlock.of("$LL", c.value())).collect(CodeBlock.joining(", ")));
      } else if (storage.equals(Rt.ATTRIBUTE)) {
        inherent.add(CodeBlock.of("$S", attr.name()));
      } else {
        b.add("\n.inherentAttribute($S, $T.class)", attr.name(), storage);
      }
    }
    if (operands.attrSized()) {
      inherent.add(CodeBlock.of("$S", operands.segmentAttr()));
    }
    if (results.attrSized()) {
      inherent.add(CodeBlock.of("$S", results.segmentAttr()));
    }
    if (!inherent.isEmpty()) {
      b.add("\n.inherentAttributes($L)", CodeBlock.join(inherent, ", "));
    }
    CodeBlock defaults = defaultProperties();
    if (defaults != null) {
      b.add("\n.defaultProperties($L)", defaults);
    }
    b.add("\n.verifier($T::verifyInvariants)", self);
    if (hasRegionChecks()) {
      b.add("\n.regionVerifier($T::verifyRegionInvariants)", self);
    }
    if (format != null || op.hooks().customAssembly()) {
      b.add("\n.assembly(new Assembly())");
    }
    if (op.defaultDialect() != null) {
      b.add("\n.defaultDialect($S)", op.defaultDialect());
    }
    if (op.hooks().resultNames()) {
      b.add("\n.resultNamer((op, setName) -> $T.nameResults(($T) op, setName))", ctx.hooks(), self);
    }
    for (TraitSpec t : op.traits()) {
      if (t instanceof TraitSpec.ResultNames names) {
        b.add("\n.resultNamer($L)", fixedResultNamer(names.names()));
      }
    }
    if (op.hooks().symbolUses()) {
      b.add("\n.symbolUseVerifier((op, diag) -> $T.verifySymbolUses(($T) op, diag))", ctx.hooks(),
          self);
    }
    if (op.hooks().folder()) {
      b.add("\n.folder((op, constants) -> $T.fold(($T) op, constants))", ctx.hooks(), self);
    }
    CodeBlock canonicalizer = canonicalizer();
    if (canonicalizer != null) {
      b.add("\n.canonicalizer($L)", canonicalizer);
    }
    return b.add("\n.build()").unindent().build();
  }

  /**
   * {@return the canonicalization hook: the hooks class's {@code canonicalize<Op>(PatternSet)},
   * else its {@code canonicalize(Op, PatternRewriter)} as the op's only pattern (ODS's
   * {@code hasCanonicalizeMethod} without {@code hasCanonicalizer}), else {@code null}}
   */
  /** {@return whether the op has checks that wait for its nested ops to verify} */
  private boolean hasRegionChecks() {
    return new VerifierEmitter(ctx, op, self).emitRegionChecks() != null;
  }

  private CodeBlock canonicalizer() {
    if (op.hooks().canonicalizer()) {
      return CodeBlock.of("$T::canonicalize$L", ctx.hooks(), BuilderEmitter.baseName(op, ctx));
    }
    if (!op.hooks().canonicalizeMethod()) {
      return null;
    }
    return CodeBlock.of("patterns -> patterns.add(NAME,\n$>$>(op, rewriter) -> "
        + "$T.canonicalize(($T) op, rewriter))$<$<", ctx.hooks(), self);
  }

  private static CodeBlock fixedResultNamer(List<String> names) {
    CodeBlock.Builder body = CodeBlock.builder().add("(op, setName) -> {\n").indent();
    for (int i = 0; i < names.size(); i++) {
      body.addStatement("setName.accept(op.result($L), $S)", i, names.get(i));
    }
    return body.unindent().add("}").build();
  }

  private static CodeBlock countArity(int count, boolean lastVariadic) {
    if (count == 0) {
      return CodeBlock.of("$T.NONE", Rt.ARITY);
    }
    return lastVariadic ? CodeBlock.of("$T.atLeast($L)", Rt.ARITY, count - 1)
        : CodeBlock.of("$T.exactly($L)", Rt.ARITY, count);
  }

  private CodeBlock defaultProperties() {
    List<CodeBlock> entries = new ArrayList<>();
    for (AttributeSpec attr : op.attributes()) {
      if (attr.defaultValue() != null) {
        entries.add(CodeBlock.of("new $T($S, $L)", Rt.NAMED_ATTRIBUTE, attr.name(),
            defaultConstant(attr.name())));
      }
    }
    if (entries.isEmpty()) {
      return null;
    }
    return CodeBlock.of("$T.sorted($T.of($L))", Rt.DICTIONARY_ATTR, List.class,
        CodeBlock.join(entries, ", "));
  }

  private TypeSpec hookAssembly() {
    String parseHook = "parse" + BuilderEmitter.baseName(op, ctx);
    return TypeSpec.classBuilder("Assembly")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(Rt.CUSTOM_ASSEMBLY)
        .addJavadoc("The hand-written custom form, from the hooks class.\n")
        .addMethod(MethodSpec.methodBuilder("print").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(Rt.OPERATION, "op").addParameter(Rt.ASM_PRINTER, "printer")
            .addStatement("$T.print(($T) op, printer)", ctx.hooks(), self).build())
        .addMethod(MethodSpec.methodBuilder("parse").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(Rt.ASM_PARSER, "parser").addParameter(Rt.OPERATION_STATE, "state")
            .addStatement("$T.$L(parser, state)", ctx.hooks(), parseHook).build())
        .build();
  }

  // ---- Accessors ----

  private void addAccessors(TypeSpec.Builder type) {
    if (operands.isVariable()) {
      type.addMethod(rangeHelper(operands, "numOperands()"));
    }
    if (results.isVariable()) {
      type.addMethod(rangeHelper(results, "numResults()"));
    }
    for (int i = 0; i < op.operands().size(); i++) {
      type.addMethod(valueAccessor(op.operands().get(i), i, operands, Rt.VALUE, "operand",
          "operands()"));
    }
    for (int i = 0; i < op.results().size(); i++) {
      type.addMethod(valueAccessor(op.results().get(i), i, results, Rt.OP_RESULT, "result",
          "results()"));
    }
    for (AttributeSpec attr : op.attributes()) {
      type.addMethod(rawAttrAccessor(attr));
      MethodSpec typed = typedAttrAccessor(attr);
      if (typed != null) {
        type.addMethod(typed);
      }
    }
    for (int i = 0; i < op.regions().size(); i++) {
      type.addMethod(regionAccessor(op.regions().get(i), i));
    }
    if (hasSingleBodyBlock()) {
      type.addMethod(MethodSpec.methodBuilder("body").addModifiers(Modifier.PUBLIC)
          .returns(Rt.BLOCK).addStatement("return region(0).firstBlock()")
          .addJavadoc("{@return the single block of the region {@code $L}}\n",
              op.regions().get(0).name()).build());
    }
    for (int i = 0; i < op.successors().size(); i++) {
      SuccessorSpec s = op.successors().get(i);
      type.addMethod(s.variadic()
          ? MethodSpec.methodBuilder(JavaNames.camel(s.name())).addModifiers(Modifier.PUBLIC)
              .returns(ParameterizedTypeName.get(ClassName.get(List.class), Rt.BLOCK))
              .addStatement("$T<$T> blocks = new $T<>()", List.class, Rt.BLOCK, ArrayList.class)
              .addStatement("for (int i = $L; i < numSuccessors(); i++) blocks.add(successor(i))", i)
              .addStatement("return blocks").build()
          : MethodSpec.methodBuilder(JavaNames.camel(s.name())).addModifiers(Modifier.PUBLIC)
              .returns(Rt.BLOCK).addStatement("return successor($L)", i)
              .addJavadoc("{@return the successor {@code $L}}\n", s.name()).build());
    }
  }

  /**
   * {@return whether the op gets MLIR's {@code getBody()} of {@code SingleBlock} ops: it has that
   * trait and one region, and no region, operand, result or attribute is named {@code body}}
   */
  private boolean hasSingleBodyBlock() {
    return op.hasNativeTrait("SingleBlock") && op.regions().size() == 1
        && !op.regions().get(0).variadic() && !op.regions().get(0).name().equals("body")
        && op.operand("body") == null && op.result("body") == null
        && op.attribute("body") == null;
  }

  /** Implements {@code DestinationStyle.dpsInits()} over the operand group of the trait. */
  private void addDestinationStyle(TypeSpec.Builder type) {
    TraitSpec.DestinationStyle dps = op.destinationStyle();
    if (dps == null) {
      return;
    }
    type.addSuperinterface(Rt.DESTINATION_STYLE);
    type.addMethod(MethodSpec.methodBuilder("dpsInits").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(List.class), Rt.VALUE))
        .addStatement("int[] range = $L", operands.range("this", initsGroup(op, dps)))
        .addStatement("return operands().subList(range[0], range[0] + range[1])").build());
  }

  /** {@return the index of the operand group holding the inits of {@code dps}} */
  static int initsGroup(OpSpec op, TraitSpec.DestinationStyle dps) {
    return op.operands().indexOf(op.operand(dps.inits()));
  }

  private static MethodSpec rangeHelper(OpShape shape, String count) {
    return MethodSpec.methodBuilder(shape.helper()).addModifiers(Modifier.PRIVATE)
        .returns(int[].class).addParameter(int.class, "group")
        .addCode(shape.helperBody(count)).build();
  }

  private static MethodSpec valueAccessor(ValueSpec value, int index, OpShape shape,
      ClassName single, String one, String all) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(JavaNames.camel(value.name()))
        .addModifiers(Modifier.PUBLIC);
    if (!shape.isVariable()) {
      return m.returns(single).addStatement("return $L($L)", one, index)
          .addJavadoc("{@return the $L {@code $L}}\n", one, value.name()).build();
    }
    m.addStatement("int[] range = $L", shape.range("this", index));
    switch (value.arity()) {
      case SINGLE:
        return m.returns(single).addStatement("return $L(range[0])", one)
            .addJavadoc("{@return the $L {@code $L}}\n", one, value.name()).build();
      case OPTIONAL:
        return m.returns(ParameterizedTypeName.get(ClassName.get(Optional.class), single))
            .addStatement("return range[1] == 0 ? $T.empty() : $T.of($L(range[0]))",
                Optional.class, Optional.class, one)
            .addJavadoc("{@return the optional $L {@code $L}}\n", one, value.name()).build();
      default:
        return m.returns(ParameterizedTypeName.get(ClassName.get(List.class), single))
            .addStatement("return $L.subList(range[0], range[0] + range[1])", all)
            .addJavadoc("{@return the $Ls of the variadic group {@code $L}}\n", one, value.name())
            .build();
    }
  }

  private MethodSpec rawAttrAccessor(AttributeSpec attr) {
    ClassName storage = JavaNames.storageClass(attr.constraint().storageType());
    MethodSpec.Builder m = MethodSpec.methodBuilder(JavaNames.camel(attr.name()) + "Attr")
        .addModifiers(Modifier.PUBLIC).returns(storage);
    if (attr.defaultValue() != null) {
      m.addStatement("$T attr = inherentAttr($S)", Rt.ATTRIBUTE, attr.name())
          .addStatement("return ($T) (attr == null ? $L : attr)", storage,
              defaultConstant(attr.name()))
          .addJavadoc("{@return the attribute {@code $L}, or its default value}\n", attr.name());
    } else {
      m.addStatement("return ($T) inherentAttr($S)", storage, attr.name())
          .addJavadoc(attr.optional() ? "{@return the attribute {@code $L}, or {@code null}}\n"
              : "{@return the attribute {@code $L}}\n", attr.name());
    }
    return m.build();
  }

  private MethodSpec typedAttrAccessor(AttributeSpec attr) {
    String name = ctx.typedAttrAccessor(attr.name());
    String raw = JavaNames.camel(attr.name());
    if (attr.isUnit()) {
      return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(boolean.class)
          .addStatement("return inherentAttr($S) != null", attr.name())
          .addJavadoc("{@return whether the flag {@code $L} is set}\n", attr.name()).build();
    }
    AttrConstraintSpec kind = attr.constraint();
    if (kind.convert() == null || kind.returnType() == null) {
      return null;
    }
    TypeName value = JavaNames.javaType(kind.returnType());
    MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC);
    if (attr.optional() && attr.defaultValue() == null) {
      return m.returns(ParameterizedTypeName.get(ClassName.get(Optional.class), value.box()))
          .addStatement("$T attr = $LAttr()", JavaNames.storageClass(kind.storageType()), raw)
          .addStatement("return attr == null ? $T.empty() : $T.of($T.$L(attr))", Optional.class,
              Optional.class, Rt.ATTR_VALUES, kind.convert())
          .addJavadoc("{@return the value of the optional attribute {@code $L}}\n", attr.name())
          .build();
    }
    return m.returns(value).addStatement("return $T.$L($LAttr())", Rt.ATTR_VALUES, kind.convert(), raw)
        .addJavadoc("{@return the value of the attribute {@code $L}}\n", attr.name()).build();
  }

  private static MethodSpec regionAccessor(RegionSpec region, int index) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(JavaNames.camel(region.name()))
        .addModifiers(Modifier.PUBLIC);
    if (region.variadic()) {
      return m.returns(ParameterizedTypeName.get(ClassName.get(List.class), Rt.REGION))
          .addStatement("return regions().subList($L, numRegions())", index)
          .addJavadoc("{@return the regions of the variadic group {@code $L}}\n", region.name())
          .build();
    }
    return m.returns(Rt.REGION).addStatement("return region($L)", index)
        .addJavadoc("{@return the region {@code $L}}\n", region.name()).build();
  }
}
