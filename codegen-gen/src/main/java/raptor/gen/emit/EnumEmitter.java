package raptor.gen.emit;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;
import raptor.tblgen.ods.AttrConstraintSpec;
import raptor.tblgen.ods.EnumSpec;

/**
 * Emits the Java enum of an integer enumeration ({@code I64EnumAttr}): one constant per case
 * with its keyword and stored value, the attribute of a case, the case of a value, and the
 * keyword table an assembly format prints and parses with.
 */
public final class EnumEmitter {
  private EnumEmitter() {
  }

  /** {@return the Java file of {@code enumeration}} */
  public static JavaFile emit(EmitContext ctx, EnumSpec enumeration) {
    ClassName self = ClassName.get(ctx.packageName(), enumeration.className());
    TypeSpec.Builder type = TypeSpec.enumBuilder(self).addModifiers(Modifier.PUBLIC)
        .addAnnotation(AnnotationSpec.builder(Rt.GENERATED)
            .addMember("value", "$S", "raptor.gen.processor.DialectProcessor").build())
        .addJavadoc("The integer enumeration {@code $L}, stored as an {@code i64} attribute and "
            + "printed as its keyword.\n", enumeration.className());
    for (AttrConstraintSpec.EnumCase c : enumeration.cases()) {
      type.addEnumConstant(EnumSpec.constantName(c), TypeSpec.anonymousClassBuilder("$S, $LL",
          c.symbol(), c.value()).addJavadoc("{@code $L} ($L).\n", c.symbol(), c.value()).build());
    }
    type.addField(String.class, "keyword", Modifier.PRIVATE, Modifier.FINAL)
        .addField(long.class, "value", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "keyword")
            .addParameter(long.class, "value").addStatement("this.keyword = keyword")
            .addStatement("this.value = value").build())
        .addMethod(MethodSpec.methodBuilder("keyword").addModifiers(Modifier.PUBLIC)
            .returns(String.class).addStatement("return keyword")
            .addJavadoc("{@return the keyword of the custom form}\n").build())
        .addMethod(MethodSpec.methodBuilder("value").addModifiers(Modifier.PUBLIC)
            .returns(long.class).addStatement("return value")
            .addJavadoc("{@return the stored value}\n").build())
        .addMethod(MethodSpec.methodBuilder("attr").addModifiers(Modifier.PUBLIC)
            .returns(Rt.INTEGER_ATTR)
            .addStatement("return $T.of($T.I64, value)", Rt.INTEGER_ATTR, Rt.INTEGER_TYPE)
            .addJavadoc("{@return the attribute storing this case}\n").build())
        .addMethod(MethodSpec.methodBuilder("of").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(self).addParameter(long.class, "value")
            .beginControlFlow("for ($T c : values())", self)
            .beginControlFlow("if (c.value == value)").addStatement("return c").endControlFlow()
            .endControlFlow()
            .addStatement("throw new $T($S + value)", IllegalArgumentException.class,
                "no case of " + enumeration.className() + " has the value ")
            .addJavadoc("{@return the case stored as {@code value}}\n\n"
                + "@throws IllegalArgumentException if no case has the value\n").build())
        .addMethod(MethodSpec.methodBuilder("cases").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(Rt.ENUM_CASES).addParameter(String.class, "attrName")
            .addStatement("$T[] all = values()", self)
            .addStatement("String[] keywords = new String[all.length]")
            .addStatement("long[] values = new long[all.length]")
            .beginControlFlow("for (int i = 0; i < all.length; i++)")
            .addStatement("keywords[i] = all[i].keyword")
            .addStatement("values[i] = all[i].value")
            .endControlFlow()
            .addStatement("return new $T(attrName, keywords, values)", Rt.ENUM_CASES)
            .addJavadoc("{@return the keywords of the cases, as a format prints and parses "
                + "attribute {@code attrName}}\n").build());
    return ctx.file(type.build(), enumeration.loc().line());
  }
}
