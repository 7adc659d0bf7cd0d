package raptor.gen.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import raptor.tblgen.ods.Arity;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.BuilderSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.RegionSpec;
import raptor.tblgen.ods.SuccessorSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Emits the {@code create} builders of an op: the canonical one (result types unless inferable,
 * operands, attributes, successors) and one per custom {@code OpBuilder}, which forwards to the
 * hook {@code build<Op>(OperationState, params...)}.
 */
final class BuilderEmitter {
  private final EmitContext ctx;
  private final OpSpec op;
  private final ClassName self;

  BuilderEmitter(EmitContext ctx, OpSpec op, ClassName self) {
    this.ctx = ctx;
    this.op = op;
    this.self = self;
  }

  /** {@return the op class name without the dialect prefix: {@code ConstantOp}} */
  static String baseName(OpSpec op, EmitContext ctx) {
    String prefix = ctx.spec().dialect().javaPrefix();
    String name = op.className();
    return name.startsWith(prefix) && name.length() > prefix.length()
        ? name.substring(prefix.length()) : name;
  }

  void addTo(TypeSpec.Builder type) {
    if (!op.skipDefaultBuilders()) {
      type.addMethod(canonical());
    }
    for (BuilderSpec builder : op.builders()) {
      type.addMethod(custom(builder));
    }
  }

  private MethodSpec.Builder start() {
    return MethodSpec.methodBuilder("create").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self).addParameter(Rt.OP_BUILDER, "builder").addParameter(Rt.LOCATION, "location")
        .addStatement("$T state = new $T(INFO, location)", Rt.OPERATION_STATE, Rt.OPERATION_STATE);
  }

  private MethodSpec canonical() {
    MethodSpec.Builder m = start()
        .addJavadoc("Creates {@code $L.$L} at {@code builder}'s insertion point.\n",
            ctx.spec().dialect().name(), op.mnemonic());
    for (ValueSpec result : op.results()) {
      CodeBlock inferred = inferredType(result);
      String name = JavaNames.camel(result.name()) + (result.arity() == Arity.VARIADIC ? "Types" : "Type");
      if (inferred != null) {
        m.addStatement("state.resultTypes.add($L)", inferred);
      } else if (result.arity() == Arity.VARIADIC) {
        m.addParameter(listOf(Rt.TYPE), name).addStatement("state.resultTypes.addAll($L)", name);
      } else {
        m.addParameter(Rt.TYPE, name);
        m.addStatement(result.arity() == Arity.OPTIONAL
            ? "if ($1L != null) state.resultTypes.add($1L)" : "state.resultTypes.add($1L)", name);
      }
    }
    List<CodeBlock> segments = new ArrayList<>();
    for (ValueSpec operand : op.operands()) {
      String name = JavaNames.camel(operand.name());
      switch (operand.arity()) {
        case SINGLE:
          m.addParameter(Rt.VALUE, name).addStatement("state.operands.add($L)", name);
          segments.add(CodeBlock.of("1"));
          break;
        case OPTIONAL:
          m.addParameter(Rt.VALUE, name).addStatement("if ($L != null) state.operands.add($L)", name, name);
          segments.add(CodeBlock.of("$L == null ? 0 : 1", name));
          break;
        default:
          m.addParameter(listOf(Rt.VALUE), name).addStatement("state.operands.addAll($L)", name);
          segments.add(CodeBlock.of("$L.size()", name));
          break;
      }
    }
    if (op.hasNativeTrait("AttrSizedOperandSegments")) {
      m.addStatement("$T.put(state, $S, $T.ofI32($L))", Rt.PROPS, "operandSegmentSizes",
          Rt.DENSE_ARRAY_ATTR, CodeBlock.join(segments, ", "));
    }
    for (AttributeSpec attr : op.attributes()) {
      String name = JavaNames.camel(attr.name());
      if (attr.isUnit()) {
        m.addParameter(boolean.class, name)
            .addStatement("if ($L) $T.put(state, $S, $T.INSTANCE)", name, Rt.PROPS, attr.name(), Rt.UNIT_ATTR);
      } else {
        m.addParameter(JavaNames.storageClass(attr.constraint().storageType()), name)
            .addStatement("$T.put(state, $S, $L)", Rt.PROPS, attr.name(), name);
      }
    }
    for (SuccessorSpec successor : op.successors()) {
      String name = JavaNames.camel(successor.name());
      if (successor.variadic()) {
        m.addParameter(listOf(Rt.BLOCK), name).addStatement("state.successors.addAll($L)", name);
      } else {
        m.addParameter(Rt.BLOCK, name).addStatement("state.successors.add($L)", name);
      }
    }
    int fixedRegions = 0;
    for (RegionSpec region : op.regions()) {
      fixedRegions += region.variadic() ? 0 : 1;
    }
    if (fixedRegions > 0) {
      m.addStatement("state.addRegions($L)", fixedRegions);
    }
    return m.addStatement("return builder.insert(($T) $T.create(state))", self, Rt.OPERATION).build();
  }

  /** {@return the type of a result the canonical builder infers, or {@code null}} */
  private CodeBlock inferredType(ValueSpec result) {
    if (result.arity() != Arity.SINGLE) {
      return null;
    }
    if (result.constraint().buildable()) {
      return ConstraintCode.buildableType(result.constraint());
    }
    if (op.hasNativeTrait("SameOperandsAndResultType") && !op.operands().isEmpty()
        && op.operands().get(0).arity() == Arity.SINGLE) {
      return CodeBlock.of("$L.type()", JavaNames.camel(op.operands().get(0).name()));
    }
    return null;
  }

  private MethodSpec custom(BuilderSpec builder) {
    MethodSpec.Builder m = start()
        .addJavadoc("Creates {@code $L.$L} through the hook {@code build$L}.\n",
            ctx.spec().dialect().name(), op.mnemonic(), baseName(op, ctx));
    List<CodeBlock> args = new ArrayList<>();
    args.add(CodeBlock.of("state"));
    for (BuilderSpec.Param p : builder.params()) {
      m.addParameter(JavaNames.javaType(p.javaType()), p.name());
      args.add(CodeBlock.of("$L", p.name()));
    }
    return m.addStatement("$T.build$L($L)", ctx.hooks(), baseName(op, ctx), CodeBlock.join(args, ", "))
        .addStatement("return builder.insert(($T) $T.create(state))", self, Rt.OPERATION).build();
  }

  private static TypeName listOf(ClassName element) {
    return ParameterizedTypeName.get(ClassName.get(List.class), element);
  }
}
