package raptor.tools.compile;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrPrinter;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimTargetOptions;
import raptor.tools.ToolCommandLine;
import raptor.tools.ToolMain;

/**
 * {@code raptor-compile}: compiles an ONNX model to PIM artifacts in {@code DIR/pim}, printing
 * one progress line per stage ({@link OnnxPipeline}).
 *
 * <pre>{@code
 * raptor-compile model.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8 -o out
 * raptor-compile model.onnx --core-count=8 --crossbar-size=16 --crossbar-count=8 --pipeline=2 -o out
 * raptor-compile model.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8 --placement=trivial -o out
 * }</pre>
 */
public final class RaptorCompile {
  private RaptorCompile() {
  }

  /** The flags. */
  @Command(name = "raptor-compile", mixinStandardHelpOptions = true,
      version = "raptor-compile 0.1.0", sortOptions = false,
      description = "Compile an ONNX model to PIM artifacts in DIR/pim.")
  static final class Options {
    @Parameters(index = "0", paramLabel = "MODEL", description = "The .onnx model.")
    Path model;

    @Option(names = {"-o", "--output-dir"}, paramLabel = "DIR", required = true,
        description = "The artifacts go to DIR/pim.")
    Path outputDir;

    @Mixin
    HardwareFlags hardware;

    @Mixin
    PlacementFlags placement;

    @Mixin
    ConvFlags conv;

    @Mixin
    PlanningFlags planning;

    @Mixin
    VerifyFlags verify;

    @Option(names = "--onnx-input-shape", paramLabel = "NAME:D0xD1...",
        description = "Override the shape of a graph input (repeatable).")
    List<String> inputShapes = new ArrayList<>();

    @Option(names = "--dump-stages",
        description = "Write the module after each stage to DIR (onnx0_prepared.mlir, "
            + "spatial0.mlir, spatial1_graph.mlir, spatial2_scheduled.mlir, pim0.mlir, "
            + "pim1_buff.mlir, pim2_folded.mlir, pim3_memory_planned.mlir).")
    boolean dumpStages;

    @Option(names = "--pim-export-spatial-dataflow", paramLabel = "SNAPSHOT",
        description = "Write Gephi-importable CSV dataflow tables to DIR/reports: none "
            + "(default), spatial1 (the graph), spatial2 (merged), spatial4 (scheduled, with "
            + "channels and host transfers) or all.")
    String exportDataflow = "none";
  }

  /** Runs the command with the process streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-compile", RaptorCompile::run, args);
  }

  /** Runs the command in-process; {@return 0 on success, 1 on any error} */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    Options options = new Options();
    try {
      if (!ToolCommandLine.parse(options, args, out, err)) {
        return 0;
      }
      return compile(options, out, err) ? 0 : 1;
    } catch (CommandLine.ParameterException e) {
      err.println("error: " + e.getMessage());
      err.println("run 'raptor-compile --help' for the flags");
      return 1;
    } catch (InvalidTargetException | CompileException e) {
      err.println("error: " + e.getMessage());
      return 1;
    }
  }

  /** {@return the file name of {@code model} without its extension} */
  private static String baseName(Path model) {
    String name = model.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }

  private static boolean compile(Options options, PrintStream out, PrintStream err)
      throws CompileException, InvalidTargetException {
    PimTargetOptions target = options.placement.target(options.hardware);
    Map<String, String> snapshots = DataflowSnapshots.parse(options.exportDataflow);
    OnnxModule onnx = OnnxModule.load(options.model, options.inputShapes);
    OnnxPipeline pipeline = new OnnxPipeline(target, options.outputDir, false,
        options.conv.options(options.outputDir, options.placement.pipeline()),
        options.planning.options(), options.placement.placement())
        .verifyEach(options.verify.each());
    out.println("[0/" + pipeline.stageCount() + "] import " + options.model);
    DiagnosticEngine diag = new DiagnosticEngine();
    diag.setCurrentOperationRenderer(IrPrinter::printForDiagnostic);
    String base = baseName(options.model);
    for (Map.Entry<String, String> snapshot : snapshots.entrySet()) {
      pipeline.exportDataflow(snapshot.getKey(),
          options.outputDir.resolve("reports").resolve(base + "_" + snapshot.getValue()));
    }
    boolean success = pipeline.run(onnx.context(), onnx.module(), diag, out,
        options.dumpStages ? options.outputDir : null);
    OnnxDiagnostics.print(options.model, diag, err);
    if (!success) {
      err.println("error: the compilation of " + options.model + " failed");
      return false;
    }
    out.println("artifacts in " + options.outputDir.resolve("pim"));
    return true;
  }
}
