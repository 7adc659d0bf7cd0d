package raptor.tools.sim;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.OutputFile;
import raptor.sim.Region;
import raptor.sim.RunStatistics;
import raptor.sim.ScheduleConfig;
import raptor.sim.SchedulePolicy;
import raptor.sim.SimulationException;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactException;
import raptor.sim.artifact.ArtifactLoader;
import raptor.sim.artifact.Artifacts;
import raptor.sim.artifact.BatchInputs;

/**
 * One {@code raptor-sim} run from parsed options: check the flags, load the artifacts and inputs,
 * run the batch, write the dumps and print the summary.
 */
final class SimulationRun {
  private final SimOptions options;
  private final PrintStream out;
  private final PrintStream err;

  SimulationRun(SimOptions options, PrintStream out, PrintStream err) {
    this.options = options;
    this.out = out;
    this.err = err;
  }

  void run() throws CliException, ArtifactException, SimulationException {
    int batchSize = batchSize();
    ScheduleConfig schedule = schedule();
    if (options.threads < 1) {
      throw new CliException("--threads must be positive");
    }
    Path folder = options.artifactFolder();
    Artifacts artifacts =
        new ArtifactLoader()
            .folder(folder)
            .config(options.config)
            .memory(options.memory)
            .cores(options.cores)
            .load();
    List<Region> dumps = dumpRanges(artifacts);
    List<Region> inputRegions = List.of();
    List<byte[]> inputs = List.of(new byte[0]);
    if (options.inputDir != null) {
      inputRegions = artifacts.config().inputRegions();
      inputs = BatchInputs.read(options.inputDir, batchSize, Region.totalSize(inputRegions));
    }
    Simulator simulator =
        new Simulator(artifacts.toMachine())
            .schedule(schedule)
            .globalBarrier(options.globalBarrier)
            .threads(options.threads)
            .provenanceTrace(options.provenanceTrace);
    ProgressPrinter progress = System.console() != null ? new ProgressPrinter(err) : null;
    simulator.progressListener(progress);
    long start = System.nanoTime();
    List<byte[]> outputs;
    try {
      outputs = simulator.executeBatch(inputs, inputRegions, dumps);
    } finally {
      if (progress != null) {
        progress.finish();
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    writeOutputs(outputs, dumps);
    printSummary(simulator.statistics(), outputs.size(), seconds);
  }

  private int batchSize() throws CliException {
    Integer requested = options.batchSize;
    if (options.mode == SimOptions.Mode.LATENCY) {
      if (requested != null && requested != 1) {
        throw new CliException("latency mode requires batch size 1");
      }
      return 1;
    }
    if (requested == null) {
      throw new CliException("throughput mode requires --batch-size");
    }
    if (requested <= 0) {
      throw new CliException("batch size must be positive");
    }
    if (options.inputDir == null) {
      throw new CliException("throughput mode requires --input-dir");
    }
    return requested;
  }

  private ScheduleConfig schedule() throws CliException {
    ScheduleConfig config =
        ScheduleConfig.DEFAULT
            .withPolicy(options.policy)
            .withSeed(seed())
            .withDeferralBudget(options.deferralBudget);
    if (options.deferralBudget < 0) {
      throw new CliException("--diagnostic-schedule-deferral-budget must not be negative");
    }
    if (options.coreStall != null) {
      config = config.withCoreStall(DiagnosticSpecs.coreStall(options.coreStall));
    }
    if (options.targetStall != null) {
      config = config.withTargetStall(DiagnosticSpecs.targetStall(options.targetStall));
    }
    if (options.scheduleTarget != null) {
      config = config.withTarget(DiagnosticSpecs.scheduleTarget(options.scheduleTarget));
    } else if (options.policy == SchedulePolicy.ADVERSARIAL) {
      throw new CliException("adversarial scheduling requires --diagnostic-schedule-target");
    }
    return config;
  }

  private long seed() throws CliException {
    try {
      return Long.parseUnsignedLong(options.seed);
    } catch (NumberFormatException e) {
      throw new CliException("invalid --diagnostic-schedule-seed: " + options.seed);
    }
  }

  /** {@return the {@code -d} ranges, or by default the outputs that config.json lists} */
  private List<Region> dumpRanges(Artifacts artifacts) throws CliException, ArtifactException {
    if (!options.dump.isEmpty()) {
      return DiagnosticSpecs.dumpRanges(options.dump);
    }
    return artifacts.config().hasOutputRegions()
        ? artifacts.config().outputRegions() : List.of();
  }

  private void writeOutputs(List<byte[]> outputs, List<Region> dumps) throws CliException {
    byte[] last = outputs.get(outputs.size() - 1);
    if (options.output != null) {
      try {
        OutputFile.write(options.output, out, stream -> stream.write(last));
      } catch (FileAccessException e) {
        throw new CliException(e.getMessage());
      }
    } else if (options.batchOutputDir == null) {
      DumpPrinter.print(dumps, last, options.dump.isEmpty() ? "output" : "dump", out);
    }
    if (options.batchOutputDir == null) {
      return;
    }
    try {
      Files.createDirectories(options.batchOutputDir);
    } catch (IOException e) {
      throw new CliException(
          "cannot create batch output directory " + options.batchOutputDir + ": " + e.getMessage());
    }
    for (int i = 0; i < outputs.size(); i++) {
      Path file = options.batchOutputDir.resolve(String.format("output_%06d.bin", i));
      write(file, outputs.get(i), "batch output");
    }
  }

  private static void write(Path file, byte[] bytes, String what) throws CliException {
    try {
      OutputFile.write(file, stream -> stream.write(bytes));
    } catch (FileAccessException e) {
      throw new CliException(what + ": " + e.getMessage());
    }
  }

  private void printSummary(RunStatistics statistics, int iterations, double seconds) {
    List<Long> perCore = statistics.instructionsPerCore();
    err.printf(
        Locale.ROOT,
        "raptor-sim: %d cores, %d iteration%s: %,d instructions, %,d transfers in %.3f s%n",
        perCore.size() - 1,
        iterations,
        iterations == 1 ? "" : "s",
        statistics.totalInstructions(),
        statistics.transfers(),
        seconds);
    StringBuilder line = new StringBuilder("raptor-sim: instructions per core:");
    for (int core = 1; core < perCore.size(); core++) {
      line.append(" core_").append(core - 1).append('=').append(perCore.get(core));
    }
    err.println(line);
  }
}
