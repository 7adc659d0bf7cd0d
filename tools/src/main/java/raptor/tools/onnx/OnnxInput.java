package raptor.tools.onnx;

import java.io.PrintStream;
import java.nio.file.Path;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.importer.OnnxImporter;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.IrContext;
import raptor.ir.Operation;

/**
 * An ONNX model given where a tool expects IR: recognized by its content (a {@code ModelProto}
 * at the top level) or by the {@code .onnx} extension, and imported into the {@code onnx}
 * dialect. Problems are printed as one located line each and end the tool with status 1.
 */
public final class OnnxInput {
  private OnnxInput() {
  }

  /** {@return whether the input {@code bytes} of {@code fileName} is an ONNX model} */
  public static boolean recognizes(byte[] bytes, String fileName) {
    return fileName.endsWith(".onnx") || OnnxReader.looksLikeOnnx(bytes);
  }

  /**
   * {@return the imported module, or null after printing the problem to {@code err}}; the
   * importer's remarks go to {@code err} as {@code FILE: remark: ...}
   *
   * @param fileName the input's name, {@code <stdin>} for standard input
   */
  public static Operation importModule(byte[] bytes, String fileName, IrContext context,
      ImportOptions options, PrintStream err) {
    Path file = Path.of(fileName.equals("<stdin>") ? "." : fileName);
    Path folder = file.toAbsolutePath().getParent();
    try {
      OnnxImporter.Result result = new OnnxImporter(context, options)
          .importModel(OnnxReader.read(bytes, fileName, folder), fileName);
      for (String remark : result.remarks()) {
        err.println(fileName + ": remark: " + remark);
      }
      return result.module();
    } catch (OnnxException e) {
      err.println(e.getMessage());
      return null;
    }
  }
}
