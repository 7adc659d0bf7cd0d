package raptor.tools.onnx;

import java.io.PrintStream;
import java.nio.file.Path;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.importer.OnnxImporter;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.InputFile;

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
   * {@return the regular file {@code input} names when it holds an ONNX model (by name or by
   * content), which {@link #importModule(Path, IrContext, ImportOptions, PrintStream)} then
   * maps into memory; null for other files, standard input and pipes, which the tool reads whole}
   *
   * @throws FileAccessException when {@code input} cannot be read or is over {@code limit}
   */
  public static Path modelFile(String input, long limit) throws FileAccessException {
    Path file = InputFile.regularFile(input, limit);
    return file != null && (input.endsWith(".onnx") || OnnxReader.looksLikeOnnx(file))
        ? file : null;
  }

  /**
   * {@return the module imported from the model file, or null after printing the problem to
   * {@code err}}; the file is mapped, so its weights stay in its pages and are never copied
   */
  public static Operation importModule(Path file, IrContext context, ImportOptions options,
      PrintStream err) {
    return importModule(() -> OnnxReader.read(file), file.toString(), context, options, err);
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
    return importModule(() -> OnnxReader.read(bytes, fileName, folder), fileName, context,
        options, err);
  }

  private static Operation importModule(ModelRead read, String fileName, IrContext context,
      ImportOptions options, PrintStream err) {
    try {
      OnnxImporter.Result result = new OnnxImporter(context, options)
          .importModel(read.model(), fileName);
      for (String remark : result.remarks()) {
        err.println(fileName + ": remark: " + remark);
      }
      return result.module();
    } catch (OnnxException e) {
      err.println(e.getMessage());
      return null;
    }
  }

  /** Reads the model, from a file or from bytes in memory. */
  @FunctionalInterface
  private interface ModelRead {
    OnnxModel model() throws OnnxException;
  }
}
