package raptor.tools.run;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import picocli.CommandLine;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.InputFile;
import raptor.pim.InvalidTargetException;
import raptor.tools.ToolCommandLine;
import raptor.tools.ToolMain;

/**
 * {@code raptor-run}: the end-to-end check of the PIM compiler. It compiles a Spatial program
 * with {@code pim-compile} (an ONNX model {@code *.onnx} with the whole {@code raptor-compile}
 * pipeline), runs the artifacts on the functional simulator with inputs generated from
 * {@code --seed}, evaluates the same program with the reference evaluator (onnxruntime for a
 * model) and compares the outputs ({@code |diff| <= 1e-3 + 1e-5 * |expected|}).
 *
 * <pre>{@code
 * raptor-run model.mlir --core-count=2 --crossbar-size=4 --crossbar-count=2
 * raptor-run model.mlir --core-count=2 --crossbar-size=4 --crossbar-count=2 --batch-size=4
 * raptor-run model.mlir --core-count=2 --crossbar-size=4 --crossbar-count=2 --sim-seed=0..19
 * }</pre>
 *
 * <p>Prints {@code PASS: ...} or {@code FAIL: ...} with the worst element (result, index,
 * expected, actual). Exit code 0 on PASS; 1 on FAIL and on any error, which is reported as one
 * {@code error:} line after the diagnostics of the failing stage.
 */
public final class RaptorRun {
  private RaptorRun() {}

  /** Runs the command with the process streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-run", RaptorRun::run, args);
  }

  /**
   * Runs the command in-process.
   *
   * @param in the program when the file argument is {@code -}
   * @return 0 on PASS, 1 on FAIL or any error
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    RunOptions options = new RunOptions();
    try {
      if (!ToolCommandLine.parse(options, args, out, err)) {
        return 0;
      }
      return execute(options, in, out, err) ? 0 : 1;
    } catch (CommandLine.ParameterException e) {
      err.println("error: " + e.getMessage());
      err.println("run 'raptor-run --help' for the flags");
      return 1;
    } catch (RunException e) {
      err.println("error: " + e.getMessage());
      return 1;
    }
  }

  private static boolean execute(RunOptions options, InputStream in, PrintStream out,
      PrintStream err) throws RunException {
    checkTarget(options);
    SeedRange schedules = options.simSeed == null ? SeedRange.GREEDY
        : SeedRange.parse(options.simSeed);
    int batchSize = batchSize(options);
    String fileName = "-".equals(options.input) ? "<stdin>" : options.input;
    Program program = options.input.endsWith(".onnx")
        ? OnnxProgram.load(Path.of(options.input), options.inputShapes, options.testData)
        : SpatProgram.parse(read(options.input, in), fileName, err);
    EndToEndRun run = new EndToEndRun(options, schedules, batchSize, out, err);
    if (options.outputDir != null) {
      return run.run(program, options.outputDir);
    }
    try (ScratchDirectory scratch = ScratchDirectory.create()) {
      return run.run(program, scratch.path());
    }
  }

  private static void checkTarget(RunOptions options) throws RunException {
    try {
      options.placement.target(options.hardware);
    } catch (InvalidTargetException e) {
      throw new RunException(e.getMessage());
    }
  }

  private static int batchSize(RunOptions options) throws RunException {
    if (options.batchSize == null) {
      return 1;
    }
    if (options.testData != null) {
      throw new RunException("--batch-size cannot be combined with --test-data");
    }
    if (options.batchSize < 1) {
      throw new RunException("--batch-size must be positive, got " + options.batchSize);
    }
    return options.batchSize;
  }

  private static String read(String input, InputStream in) throws RunException {
    try {
      return new String(InputFile.read(input, in, InputFile.DEFAULT_LIMIT),
          StandardCharsets.UTF_8);
    } catch (FileAccessException e) {
      throw new RunException(e.getMessage());
    }
  }
}
