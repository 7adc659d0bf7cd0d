package raptor.gen.emit;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import raptor.tblgen.ods.OdsDialect;
import raptor.tblgen.ods.OpSpec;

/**
 * Emits the {@code <Prefix>Dialect} class, found by {@code ServiceLoader}: its ops, and the
 * attribute parser and constant materializer hooks the dialect asks for.
 */
public final class DialectEmitter {
  private DialectEmitter() {
  }

  /** {@return the Java file of the dialect class} */
  public static JavaFile emit(EmitContext ctx) {
    OdsDialect dialect = ctx.spec().dialect();
    List<CodeBlock> infos = new ArrayList<>();
    for (OpSpec op : ctx.spec().ops()) {
      infos.add(CodeBlock.of("$T.INFO", ClassName.get(ctx.packageName(), op.className())));
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(ctx.dialectClass())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(Rt.DIALECT)
        .addAnnotation(AnnotationSpec.builder(Rt.GENERATED)
            .addMember("value", "$S", "raptor.gen.processor.DialectProcessor").build())
        .addJavadoc("The {@code $L} dialect$L\n", dialect.name(),
            dialect.summary().isEmpty() ? "." : ": " + dialect.summary() + ".")
        .addField(FieldSpec.builder(String.class, "NAME", Modifier.PUBLIC, Modifier.STATIC,
            Modifier.FINAL).initializer("$S", dialect.name()).addJavadoc("The namespace.\n").build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Creates the dialect; {@code ServiceLoader} calls this.\n").build())
        .addMethod(MethodSpec.methodBuilder("name").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(String.class).addStatement("return NAME").build())
        .addMethod(MethodSpec.methodBuilder("operations").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(ClassName.get(List.class),
                ParameterizedTypeName.get(Rt.OP_INFO, WildcardTypeName.subtypeOf(Object.class))))
            .addStatement("return $T.of($L)", List.class, CodeBlock.join(infos, ", ")).build());
    if (dialect.hasAttributeParser()) {
      type.addField(FieldSpec.builder(Rt.ATTR_PARSER_CONTEXT, "ATTRIBUTES", Modifier.PUBLIC,
          Modifier.STATIC, Modifier.FINAL).initializer("$L", attributeContext(ctx))
          .addJavadoc("Resolves this dialect's attributes in default values.\n").build());
      type.addMethod(MethodSpec.methodBuilder("parseAttribute").addAnnotation(Override.class)
          .addModifiers(Modifier.PUBLIC).returns(Rt.ATTRIBUTE)
          .addParameter(String.class, "body").addParameter(int.class, "offset")
          .addStatement("return $T.parseAttribute(body, offset)", ctx.hooks()).build());
    }
    if (dialect.hasConstantMaterializer()) {
      type.addMethod(MethodSpec.methodBuilder("materializeConstant").addAnnotation(Override.class)
          .addModifiers(Modifier.PUBLIC).returns(Rt.OPERATION)
          .addParameter(Rt.OP_BUILDER, "builder").addParameter(Rt.ATTRIBUTE, "value")
          .addParameter(Rt.TYPE, "type").addParameter(Rt.LOCATION, "location")
          .addStatement("return $T.materializeConstant(builder, value, type, location)",
              ctx.hooks()).build());
    }
    return ctx.file(type.build(), dialect.loc().line());
  }

  private static TypeSpec attributeContext(EmitContext ctx) {
    return TypeSpec.anonymousClassBuilder("").addSuperinterface(Rt.ATTR_PARSER_CONTEXT)
        .addMethod(MethodSpec.methodBuilder("parseDialectAttribute").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(Rt.ATTRIBUTE)
            .addParameter(String.class, "dialect").addParameter(String.class, "body")
            .addParameter(int.class, "offset")
            .addStatement("return NAME.equals(dialect) ? $T.parseAttribute(body, offset) : null",
                ctx.hooks()).build())
        .build();
  }
}
