package raptor.gen.emit;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import raptor.tblgen.ods.Arity;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Emits the {@code Adaptor}: named views of remapped operands, for conversion patterns. It is a
 * final value class with record-style accessors (JavaPoet 1.13 cannot emit records).
 */
final class AdaptorEmitter {
  private AdaptorEmitter() {
  }

  static TypeSpec emit(OpSpec op, ClassName self, OpShape shape) {
    ClassName adaptor = self.nestedClass("Adaptor");
    TypeSpec.Builder type = TypeSpec.classBuilder(adaptor)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Named view over remapped operands, laid out like the operands of an op.\n");
    MethodSpec.Builder ctor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
    MethodSpec.Builder of = MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(adaptor)
        .addParameter(self, "op")
        .addParameter(ParameterizedTypeName.get(ClassName.get(List.class), Rt.VALUE), "operands")
        .addJavadoc("{@return the view of {@code operands}, laid out like the operands of {@code op}}\n");
    List<CodeBlock> args = new ArrayList<>();
    for (int i = 0; i < op.operands().size(); i++) {
      ValueSpec operand = op.operands().get(i);
      String name = JavaNames.camel(operand.name());
      TypeName fieldType = operand.arity() == Arity.VARIADIC
          ? ParameterizedTypeName.get(ClassName.get(List.class), Rt.VALUE) : Rt.VALUE;
      type.addField(FieldSpec.builder(fieldType, name, Modifier.PRIVATE, Modifier.FINAL).build());
      ctor.addParameter(fieldType, name).addStatement("this.$L = $L", name, name);
      type.addMethod(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(fieldType)
          .addStatement("return $L", name)
          .addJavadoc(operand.arity() == Arity.OPTIONAL
              ? "{@return the operand {@code $L}, or {@code null}}\n"
              : "{@return the operand(s) {@code $L}}\n", operand.name()).build());
      of.addStatement("int[] $LRange = $L", name, shape.range("op", i));
      args.add(switch (operand.arity()) {
        case SINGLE -> CodeBlock.of("operands.get($LRange[0])", name);
        case OPTIONAL -> CodeBlock.of("$LRange[1] == 0 ? null : operands.get($LRange[0])", name, name);
        case VARIADIC -> CodeBlock.of("operands.subList($LRange[0], $LRange[0] + $LRange[1])",
            name, name, name);
      });
    }
    of.addStatement("return new Adaptor($L)", CodeBlock.join(args, ", "));
    return type.addMethod(ctor.build()).addMethod(of.build()).build();
  }
}
