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
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Emits the {@code Adaptor} record: named views of remapped operands, for conversion patterns
 * (MLIR's {@code OpAdaptor}), one component per operand group.
 */
final class AdaptorEmitter {
  private AdaptorEmitter() {
  }

  static TypeSpec emit(OpSpec op, ClassName self, OpShape shape) {
    ClassName adaptor = self.nestedClass("Adaptor");
    TypeSpec.Builder type = TypeSpec.recordBuilder(adaptor).addModifiers(Modifier.PUBLIC)
        .addJavadoc("Named view over remapped operands, laid out like the operands of an op.\n");
    MethodSpec.Builder components = MethodSpec.constructorBuilder();
    MethodSpec.Builder of = MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(adaptor)
        .addParameter(self, "op")
        .addParameter(ParameterizedTypeName.get(ClassName.get(List.class), Rt.VALUE), "operands")
        .addJavadoc("{@return the view of {@code operands}, laid out like the operands of {@code op}}\n");
    List<CodeBlock> args = new ArrayList<>();
    if (!op.operands().isEmpty()) {
      type.addJavadoc("\n");
    }
    for (int i = 0; i < op.operands().size(); i++) {
      ValueSpec operand = op.operands().get(i);
      String name = JavaNames.camel(operand.name());
      TypeName componentType = operand.arity() == Arity.VARIADIC
          ? ParameterizedTypeName.get(ClassName.get(List.class), Rt.VALUE) : Rt.VALUE;
      components.addParameter(componentType, name);
      type.addJavadoc(operand.arity() == Arity.OPTIONAL
          ? "@param $L the operand {@code $L}, or {@code null}\n"
          : "@param $L the operand(s) {@code $L}\n", name, operand.name());
      of.addStatement("int[] $LRange = $L", name, shape.range("op", i));
      args.add(switch (operand.arity()) {
        case SINGLE -> CodeBlock.of("operands.get($LRange[0])", name);
        case OPTIONAL -> CodeBlock.of("$LRange[1] == 0 ? null : operands.get($LRange[0])", name, name);
        case VARIADIC -> CodeBlock.of("operands.subList($LRange[0], $LRange[0] + $LRange[1])",
            name, name, name);
      });
    }
    of.addStatement("return new Adaptor($L)", CodeBlock.join(args, ", "));
    return type.recordConstructor(components.build()).addMethod(of.build()).build();
  }
}
