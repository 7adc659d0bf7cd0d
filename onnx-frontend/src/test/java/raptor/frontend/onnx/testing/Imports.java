package raptor.frontend.onnx.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.export.OnnxExporter;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.importer.OnnxImporter;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.frontend.onnx.proto.OnnxWriter;
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
    return IrPrinter.print(parse(text, context), PrintOptions.DEFAULT, context.resources());
  }

  /** {@return the IR {@code text}, exported to ONNX bytes and imported again, printed} */
  public static String reimport(String text) throws OnnxException {
    Operation module = parse(text, IrContext.withAvailableDialects());
    return importText(OnnxWriter.toBytes(OnnxExporter.export(module)), ImportOptions.DEFAULT);
  }

  /** {@return {@code text} parsed}; fails the test when it does not parse */
  public static Operation parse(String text, IrContext context) {
    DiagnosticEngine diag = new DiagnosticEngine();
    Operation module = IrParser.parse(text, "printed.mlir", context, diag, true);
    assertNotNull(module, () -> diag.diagnostics().toString());
    assertEquals(List.of(), diag.diagnostics());
    return module;
  }
}
