package raptor.tools.onnxrun;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import picocli.CommandLine;
import raptor.tools.ToolCommandLine;
import raptor.tools.ToolMain;

/**
 * {@code raptor-onnx-run}: runs an ONNX model with onnxruntime, the numerical reference of the
 * ONNX front end, and writes its inputs and outputs in the {@link TensorManifest} layout.
 *
 * <pre>{@code
 * raptor-onnx-run model.onnx --seed 7 -o ref/                      # generated inputs
 * raptor-onnx-run model.onnx --inputs case/test_data_set_0 -o ref/  # given inputs
 * }</pre>
 *
 * <p>Prints one line per output. Exit code 0 on success; 1 on any error, reported as one
 * {@code LOCATION: error: MESSAGE} line.
 */
public final class RaptorOnnxRun {
  private RaptorOnnxRun() {
  }

  /** Runs the command with the process streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-onnx-run", RaptorOnnxRun::run, args);
  }

  /**
   * Runs the command in-process.
   *
   * @param in unused
   * @return 0 on success, 1 on any error
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    OnnxRunOptions options = new OnnxRunOptions();
    try {
      if (!ToolCommandLine.parse(options, args, out, err)) {
        return 0;
      }
      execute(options, out, err);
      return 0;
    } catch (CommandLine.ParameterException e) {
      err.println("error: " + e.getMessage());
      err.println("run 'raptor-onnx-run --help' for the flags");
      return 1;
    } catch (ReferenceException e) {
      err.println(e.diagnostic());
      return 1;
    }
  }

  private static void execute(OnnxRunOptions options, PrintStream out, PrintStream err)
      throws ReferenceException {
    if (options.seed != null && options.inputs != null) {
      throw new ReferenceException("--inputs", "give either --seed or --inputs, not both");
    }
    InputShapes shapes = InputShapes.parse(options.inputShapes);
    String location = options.model.toString();
    try (ReferenceSession session = ReferenceSession.open(options.model)) {
      List<RawTensor> inputs;
      String source;
      if (options.inputs != null) {
        inputs = StoredInputs.read(options.inputs, session.inputs());
        source = options.inputs.toString();
      } else {
        long seed = options.seed == null ? 0 : options.seed;
        inputs = SeededInputs.generate(location, session.inputs(),
            shapes.resolve(location, session.inputs(), err), seed);
        source = "seed " + seed;
      }
      List<RawTensor> outputs = session.run(inputs);
      new TensorManifest(location, source, inputs, outputs).write(options.outputDir);
      for (int i = 0; i < outputs.size(); i++) {
        RawTensor output = outputs.get(i);
        out.println("output '" + output.name() + "': " + output.elementType().manifestName()
            + " " + RawTensor.shapeText(output.shape()) + " -> "
            + options.outputDir.resolve(TensorManifest.fileName("output", i)));
      }
    }
  }
}
