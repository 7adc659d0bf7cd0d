package raptor.frontend.onnx.importer;

import java.nio.file.Path;
import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.IrContext;

/**
 * Imports an ONNX model into the {@code onnx} dialect, as onnx-mlir's {@code --EmitONNXIR}
 * does: one {@code func.func @main_graph} whose arguments are the graph inputs (named by an
 * {@code onnx.name} argument attribute), initializers and Constant nodes as {@code onnx.Constant},
 * and one op per node located at the node's name ({@code loc("conv1")}).
 *
 * <pre>{@code
 * IrContext context = IrContext.withAvailableDialects();
 * OnnxImporter.Result result = new OnnxImporter(context, ImportOptions.DEFAULT)
 *     .importFile(Path.of("model.onnx"));
 * }</pre>
 */
public final class OnnxImporter {
  /** The oldest and newest ONNX IR versions read. */
  public static final long MIN_IR_VERSION = 3;
  public static final long MAX_IR_VERSION = 13;
  /** The oldest and newest versions of the default operator set imported. */
  public static final long MIN_OPSET = 7;
  public static final long MAX_OPSET = 25;

  /**
   * An imported model.
   *
   * @param module the {@code builtin.module} holding {@code @main_graph}, verified
   * @param remarks what the importer decided for the user (a batch dimension set to 1), one
   *     sentence each
   */
  public record Result(BuiltinModuleOp module, List<String> remarks) {
    public Result {
      remarks = List.copyOf(remarks);
    }
  }

  private final IrContext context;
  private final ImportOptions options;

  /** An importer creating ops in {@code context}, which must hold the onnx and func dialects. */
  public OnnxImporter(IrContext context, ImportOptions options) {
    this.context = context;
    this.options = options;
  }

  /** {@return the model in {@code file}, imported} */
  public Result importFile(Path file) throws OnnxException {
    return importModel(OnnxReader.read(file), file.toString());
  }

  /**
   * {@return {@code model} imported}
   *
   * @param fileName the name diagnostics start with
   */
  public Result importModel(OnnxModel model, String fileName) throws OnnxException {
    return new GraphImporter(context, options, model, fileName).run();
  }
}
