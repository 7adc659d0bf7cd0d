package raptor.frontend.onnx.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.importer.OnnxImporter;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.ir.text.IrPrinter;
import raptor.ir.text.PrintOptions;

/** Test helpers: write a built model, read it back, import it and print the IR. */
public final class Imports {
  private Imports() {
  }

  /** {@return the printed IR of the model {@code builder} writes, read back from its bytes} */
  public static String importText(OnnxModelBuilder builder) throws OnnxException {
    return importText(builder.toBytes(), ImportOptions.DEFAULT);
  }

  /** {@return the printed IR of the model in {@code bytes}} */
  public static String importText(byte[] bytes, ImportOptions options) throws OnnxException {
    IrContext context = IrContext.withAvailableDialects();
    OnnxImporter.Result result = new OnnxImporter(context, options)
        .importModel(OnnxReader.read(bytes, "model.onnx", null), "model.onnx");
    return IrPrinter.print(result.module(), PrintOptions.DEFAULT, context.resources());
  }

  /** {@return {@code text} parsed and printed again}; fails the test when it does not parse */
  public static String reprint(String text) {
    IrContext context = IrContext.withAvailableDialects();
    DiagnosticEngine diag = new DiagnosticEngine();
    Operation module = IrParser.parse(text, "printed.mlir", context, diag, true);
    assertNotNull(module, () -> diag.diagnostics().toString());
    assertEquals(java.util.List.of(), diag.diagnostics());
    return IrPrinter.print(module, PrintOptions.DEFAULT, context.resources());
  }
}
