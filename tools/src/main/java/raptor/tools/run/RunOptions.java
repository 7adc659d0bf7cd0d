package raptor.tools.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import raptor.tools.compile.ConvFlags;
import raptor.tools.compile.HardwareFlags;
import raptor.tools.compile.PlacementFlags;
import raptor.tools.compile.PlanningFlags;
import raptor.tools.compile.VerifyFlags;

/** The flags of {@code raptor-run}, bound by picocli; target flags are those of raptor-opt. */
@Command(
    name = "raptor-run",
    mixinStandardHelpOptions = true,
    version = "raptor-run 0.1.0",
    sortOptions = false,
    description = {
      "Compile a Spatial program or an ONNX model (*.onnx) with the whole PIM pipeline, simulate it on generated inputs and"
          + " compare the outputs with the reference evaluator or onnxruntime (|diff| <= 1e-3 + 1e-5 * |expected|).",
      "Prints PASS or FAIL with the worst element; exit code 0 only on PASS."
    })
final class RunOptions {
  @Parameters(index = "0", paramLabel = "FILE", description = "The Spatial program ('-' = stdin).")
  String input;

  @Mixin
  HardwareFlags hardware;

  @Mixin
  ConvFlags conv;

  @Mixin
  PlacementFlags placement;

  @Mixin
  PlanningFlags planning;

  @Mixin
  VerifyFlags verify;

  @Option(names = "--pim-target-config", paramLabel = "PATH",
      description = "pimsim-nn style target configuration whose NoC latencies the scheduler uses.")
  Path targetConfig;

  @Option(names = "--pim-detect-communication-deadlock",
      description = "Let verify-pim simulate SEND/RECV and SYNC/WAIT statically.")
  boolean detectDeadlock;

  @Option(names = "--seed", paramLabel = "N", defaultValue = "0",
      description = "Seed of the generated inputs (default 0).")
  long seed;

  @Option(names = "--batch-size", paramLabel = "N",
      description = "Throughput mode with N distinct inputs (default: latency mode, one input).")
  Integer batchSize;

  @Option(names = "--sim-seed", paramLabel = "N|FIRST..LAST",
      description = "Randomized simulator schedule with seed N, or once per seed of the range;"
          + " every schedule must give the same outputs (default: greedy schedule).")
  String simSeed;

  @Option(names = "--onnx-input-shape", paramLabel = "NAME:D0xD1...",
      description = "Override the shape of a graph input of an ONNX model (repeatable).")
  List<String> inputShapes = new ArrayList<>();

  @Option(names = "--test-data", paramLabel = "DIR",
      description = "Run an ONNX model on the stored inputs of an ONNX test data set "
          + "(input_K.pb) and compare with its stored outputs (output_K.pb).")
  Path testData;

  @Option(names = "--output-dir", paramLabel = "DIR",
      description = "Keep the artifacts in DIR/pim (default: a temporary directory).")
  Path outputDir;
}
