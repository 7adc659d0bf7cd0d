package raptor.gen.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;
import raptor.tblgen.format.AssemblyFormat;
import raptor.tblgen.ods.OpSpec;

/**
 * Emits the {@code Assembly} class of an op with a declarative format: the printer
 * ({@link FormatPrinterEmitter}) and the parser ({@link FormatParserEmitter}).
 */
final class FormatEmitter {
  private final EmitContext ctx;
  private final OpSpec op;
  private final ClassName self;
  private final AssemblyFormat format;

  FormatEmitter(EmitContext ctx, OpSpec op, ClassName self, AssemblyFormat format) {
    this.ctx = ctx;
    this.op = op;
    this.self = self;
    this.format = format;
  }

  TypeSpec emit() {
    CodeBlock print = new FormatPrinterEmitter(ctx, op, format).emit();
    CodeBlock parse = new FormatParserEmitter(ctx, op, format).emit();
    return TypeSpec.classBuilder("Assembly")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(Rt.CUSTOM_ASSEMBLY)
        .addJavadoc("The custom form given by the op's {@code assemblyFormat}.\n")
        .addMethod(MethodSpec.methodBuilder("print").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(Rt.OPERATION, "operation").addParameter(Rt.ASM_PRINTER, "printer")
            .addStatement("$T op = ($T) operation", self, self)
            .addCode(print).build())
        .addMethod(MethodSpec.methodBuilder("parse").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(Rt.ASM_PARSER, "parser").addParameter(Rt.OPERATION_STATE, "state")
            .addCode(parse).build())
        .build();
  }
}
