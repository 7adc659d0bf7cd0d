package raptor.tools.compile;

import java.nio.file.Path;
import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.importer.OnnxImporter;
import raptor.ir.IrContext;

/**
 * An ONNX model imported into the {@code onnx} dialect ({@code func @main_graph}).
 *
 * @param context the context the module lives in
 * @param module the imported module
 */
public record OnnxModule(IrContext context, BuiltinModuleOp module) {
  /**
   * {@return the model in {@code file} imported, with the given input shapes}
   *
   * @param inputShapes {@code name:d0xd1x...} overrides of the declared input shapes
   * @throws CompileException when the file cannot be read or imported
   */
  public static OnnxModule load(Path file, List<String> inputShapes) throws CompileException {
    IrContext context = IrContext.withAvailableDialects();
    try {
      ImportOptions options = ImportOptions.DEFAULT;
      for (String shape : inputShapes) {
        options = options.withInputShape(shape);
      }
      return new OnnxModule(context, new OnnxImporter(context, options).importFile(file)
          .module());
    } catch (OnnxException | IllegalArgumentException e) {
      throw new CompileException(e.getMessage());
    }
  }
}
