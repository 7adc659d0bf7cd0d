package raptor.tools.sim;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import raptor.ir.io.InputFile;
import raptor.sim.SchedulePolicy;
import raptor.tools.InputLimitConverter;

/** The flags of {@code raptor-sim}, bound by picocli; names follow the reference simulator. */
@Command(
    name = "raptor-sim",
    mixinStandardHelpOptions = true,
    version = "raptor-sim 0.1.0",
    sortOptions = false,
    description = {
      "Run PIM artifacts (config.json, memory.bin, core_<k>.pim|json, weights) on the functional"
          + " simulator.",
      "Cores in diagnostic flags are internal indices: 1 + the compiler core id (0 is the host)."
    })
final class SimOptions {
  /** Execution mode. */
  enum Mode {
    LATENCY,
    THROUGHPUT
  }

  @Option(
      names = {"-f", "--folder"},
      paramLabel = "DIR",
      description = "Artifact folder (pim/); may also be given as the only positional argument.")
  Path folder;

  @Parameters(
      arity = "0..1",
      paramLabel = "DIR",
      description = "Artifact folder, as -f.")
  Path folderArgument;

  @Option(
      names = {"-c", "--config"},
      paramLabel = "FILE",
      description = "Override config.json.")
  Path config;

  @Option(
      names = {"-m", "--memory"},
      paramLabel = "FILE",
      description = "Override memory.bin.")
  Path memory;

  @Option(
      names = "--cores",
      paramLabel = "FILE",
      arity = "1..*",
      description = "Explicit core files (.pim or .json); file i is compiler core i.")
  List<Path> cores = new ArrayList<>();

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write the dumped bytes of the last iteration to FILE ('-' for standard"
          + " output) instead of printing them as float32 values.")
  String output;

  @Option(
      names = {"-d", "--dump"},
      paramLabel = "ADDR,SIZE",
      split = ",",
      description = "Host ranges to dump, as address,size pairs (default: the outputs listed in"
          + " config.json).")
  List<String> dump = new ArrayList<>();

  @Option(
      names = "--mode",
      paramLabel = "MODE",
      defaultValue = "latency",
      description = "latency (default) or throughput.")
  Mode mode;

  @Option(names = "--batch-size", paramLabel = "N", description = "Inputs to run (throughput).")
  Integer batchSize;

  @Option(
      names = "--input-dir",
      paramLabel = "DIR",
      description = "Directory of input_<i>.bin files (required in throughput mode).")
  Path inputDir;

  @Option(
      names = "--batch-output-dir",
      paramLabel = "DIR",
      description = "Write each iteration's dump to DIR/output_<i:06>.bin.")
  Path batchOutputDir;

  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "Run core-local instructions of up to N cores in parallel (default 1); results are"
              + " identical. Needs the greedy schedule without trace, stalls or barrier.")
  int threads;

  @Option(
      names = "--provenance-trace",
      paramLabel = "FILE",
      description = "Write a JSONL provenance trace.")
  Path provenanceTrace;

  @Option(
      names = "--provenance-global-barrier",
      description = "Diagnostic: start iteration k+1 only when every active core ended k.")
  boolean globalBarrier;

  @Option(
      names = "--provenance-core-stall",
      paramLabel = "CORE:CYCLES",
      description = "Diagnostic: skip a core for CYCLES scheduler visits.")
  String coreStall;

  @Option(
      names = "--diagnostic-schedule-policy",
      paramLabel = "POLICY",
      defaultValue = "greedy",
      description = "greedy (default), randomized or adversarial.")
  SchedulePolicy policy;

  @Option(
      names = "--diagnostic-schedule-seed",
      paramLabel = "N",
      defaultValue = "0",
      description = "Seed of the randomized policy (unsigned 64-bit).")
  String seed;

  @Option(
      names = "--diagnostic-schedule-target",
      paramLabel = "WCORE:WPC:RCORE:RPC:BEGIN:END[:RITER:WMIN]",
      description = "Writer/reader target of the adversarial policy.")
  String scheduleTarget;

  @Option(
      names = "--diagnostic-schedule-deferral-budget",
      paramLabel = "N",
      defaultValue = "10000",
      description = "Most deferrals of the adversarial policy.")
  long deferralBudget;

  @Option(
      names = "--diagnostic-target-stall",
      paramLabel = "CORE:PC[:ITER]:CYCLES",
      description = "Diagnostic: skip a core at a pc for CYCLES scheduler visits.")
  String targetStall;

  @Option(
      names = "--disassemble",
      paramLabel = "FILE",
      description = "Print the disassembly of a core file (.pim or .json) and exit.")
  Path disassemble;

  @Option(
      names = InputFile.LIMIT_FLAG,
      paramLabel = "BYTES",
      converter = InputLimitConverter.class,
      description = "Refuse a --disassemble input larger than BYTES (suffix K, M or G; default"
          + " 1G).")
  long maxInputSize = InputFile.DEFAULT_LIMIT;

  /** {@return the artifact folder, from -f or the positional argument} */
  Path artifactFolder() throws CliException {
    if (folder != null && folderArgument != null) {
      throw new CliException("give the artifact folder once, with -f or as the argument");
    }
    return folder != null ? folder : folderArgument;
  }

  /** The timing-model flags. */
  @Mixin TimingCliOptions timingOptions = new TimingCliOptions();
}
