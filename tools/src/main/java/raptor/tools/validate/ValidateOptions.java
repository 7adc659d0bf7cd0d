package raptor.tools.validate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The flags of {@code raptor-validate}, bound by picocli. */
@Command(
    name = "raptor-validate",
    mixinStandardHelpOptions = true,
    version = "raptor-validate 0.1.0",
    sortOptions = false,
    description = {
      "Validate ONNX models end to end: compile with Raptor, simulate on seeded inputs, compare"
          + " with onnxruntime (|diff| <= threshold + relative-threshold * |expected|) and time"
          + " with the timing model, in latency mode (1 input, --pipeline=1) and throughput mode"
          + " (4 inputs, --pipeline=4).",
      "Writes latency and throughput tables and validation_results.csv; exit code 0 only when"
          + " every model passes (timing statuses never fail a model)."
    })
final class ValidateOptions {
  @Parameters(paramLabel = "MODEL|DIR", arity = "0..*",
      description = "ONNX models, or folders searched recursively for *.onnx.")
  List<Path> paths = new ArrayList<>();

  @Option(names = "--operations", paramLabel = "DIR",
      description = "A folder of operation models, searched recursively.")
  List<Path> operations = new ArrayList<>();

  @Option(names = "--networks", paramLabel = "DIR",
      description = "A folder of network models, searched recursively.")
  List<Path> networks = new ArrayList<>();

  @Option(names = "--suite", paramLabel = "operations|networks",
      description = "Write a builder-made suite to SUITE-DIR/<suite> and validate it: the operation"
          + " suite (each case on its own small target unless a target is given) or the network"
          + " recipes.")
  List<String> suites = new ArrayList<>();

  @Option(names = "--suite-dir", paramLabel = "DIR", defaultValue = "validation",
      description = "Where --suite writes its models (default: validation).")
  Path suiteDir;

  @Option(names = "--large", description = "Include the operation suite's large cases.")
  boolean large;

  @Option(names = "--filter", paramLabel = "PREFIX[,PREFIX...]", split = ",",
      description = "Validate only the models whose name starts with one of the prefixes,"
          + " such as --filter=conv/stride,gemm/small.")
  List<String> filter = new ArrayList<>();

  @Option(names = "--generate", description = "Only write the --suite models, then exit.")
  boolean generateOnly;

  @Option(names = "--profile", paramLabel = "arch-a|arch-b|standard",
      description = "The target and timing configuration of a hardware profile (default arch-a"
          + " unless the target flags are given).")
  String profile;

  @Option(names = "--core-count", paramLabel = "N", description = "Number of PIM cores.")
  Integer coreCount;

  @Option(names = "--crossbar-size", paramLabel = "N", description = "Rows and columns of a crossbar.")
  Integer crossbarSize;

  @Option(names = "--crossbar-count", paramLabel = "N", description = "Crossbars per core.")
  Integer crossbarCount;

  @Option(names = "--timing-profile", paramLabel = "PROFILE", defaultValue = "arch-a",
      description = "The configuration values that time a target given by flags (default arch-a).")
  String timingProfile;

  @Option(names = "--seed", paramLabel = "N", defaultValue = "0",
      description = "Seed of the generated inputs (default 0).")
  long seed;

  @Option(names = "--threshold", paramLabel = "ABS", defaultValue = "1e-3",
      description = "Absolute tolerance (default 1e-3).")
  double threshold;

  @Option(names = "--relative-threshold", paramLabel = "REL", defaultValue = "1e-5",
      description = "Relative tolerance (default 1e-5).")
  double relativeThreshold;

  @Option(names = "--mode", paramLabel = "latency|throughput|both", defaultValue = "both",
      description = "Which modes to run (default both).")
  String mode;

  @Option(names = "--compile-only", description = "Generate inputs and references and compile;"
      + " do not simulate or time.")
  boolean compileOnly;

  @Option(names = "--run-only", description = "Reuse the inputs, references and artifacts of an"
      + " earlier --compile-only run.")
  boolean runOnly;

  @Option(names = "--clean", description = "Remove every model's artifacts/ folder and exit.")
  boolean clean;

  @Option(names = {"-j", "--jobs"}, paramLabel = "N", defaultValue = "1",
      description = "Models validated in parallel (default 1; bounded by the Java heap).")
  int jobs;

  @Option(names = "--timeout", paramLabel = "SECONDS",
      description = "Stop a model's compile, simulation and timing in one mode after SECONDS"
          + " (status TIMEOUT, a failure); each model and mode then runs in its own Java"
          + " process, which is killed at the limit. Default: no limit.")
  Double timeout;

  /** Internal: validate only model INDEX of the collected models in MODE (a child process). */
  @Option(names = "--job", paramLabel = "INDEX:MODE", hidden = true)
  String job;

  /** Internal: where a {@code --job} process writes its rows. */
  @Option(names = "--job-rows", paramLabel = "FILE", hidden = true)
  Path jobRows;

  @Option(names = "--fast", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "Throughput timing skips idle clock stretches (default; --no-fast for"
          + " pimsim-nn's exact tie order).")
  boolean fast;

  @Option(names = "--timing-view", paramLabel = "int8|fp32", defaultValue = "int8",
      description = "Time the int8 view the reference's figures use (default) or the f32"
          + " program as compiled.")
  String timingView;

  @Option(names = "--skip-timing", description = "Do not run the timing model (status SKIP).")
  boolean skipTiming;

  @Option(names = "--raptor-extra-arg", paramLabel = "FLAG",
      description = "A raptor-run flag passed to every compilation, such as"
          + " --raptor-extra-arg=--pim-detect-communication-deadlock (repeatable).")
  List<String> extraArgs = new ArrayList<>();

  @Option(names = "--compare", description = "Print each network's latency and energy beside"
      + " the published figures of Raptor and PIMCOMP-NN (Arch-A), with the ratios.")
  boolean compare;

  @Option(names = "--report", paramLabel = "FILE.html",
      description = "Write a self-contained HTML report: tables, SVG charts of latency and energy"
          + " beside the published figures, per-core utilization, failing cases.")
  Path report;

  @Option(names = "--sweep", paramLabel = "KEY=V1,V2", arity = "1..*",
      description = "Validate on every point of the grid of core-count, crossbar-size and"
          + " crossbar-count values, one process per point (--jobs at a time); writes"
          + " SWEEP-DIR/sweep_results.csv, one row per point.")
  List<String> sweep = new ArrayList<>();

  @Option(names = "--sweep-dir", paramLabel = "DIR", defaultValue = "sweep",
      description = "Where --sweep writes its points (default: sweep).")
  Path sweepDir;

  @Option(names = "--artifacts-name", paramLabel = "NAME", defaultValue = "artifacts",
      description = "The name of the folder of generated files beside each model (default"
          + " artifacts; each sweep point uses its own).")
  String artifactsName;

  @Option(names = "--results", paramLabel = "FILE",
      description = "The CSV file (default: validation_results.csv in the first folder given).")
  Path results;
}
