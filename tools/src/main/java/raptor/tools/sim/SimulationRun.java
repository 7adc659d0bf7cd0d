package raptor.tools.sim;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
  private final PrintStream err;

  SimulationRun(SimOptions options, PrintStream err) {
    this.options = options;
    this.err = err;
  }

  void run() throws CliException, ArtifactException, SimulationException {
    int batchSize = batchSize();
    ScheduleConfig schedule = schedule();
    if (options.threads < 1) {
      throw new CliException("--threads must be positive");
    }
    List<Region> dumps = DiagnosticSpecs.dumpRanges(options.dump);
    Artifacts artifacts =
        new ArtifactLoader()
            .folder(options.folder)
            .config(options.config)
            .memory(options.memory)
            .cores(options.cores)
            .load();
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
    writeOutputs(outputs);
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

  private void writeOutputs(List<byte[]> outputs) throws CliException {
    if (options.output != null) {
      write(options.output, outputs.get(outputs.size() - 1), "output");
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
      Files.write(file, bytes);
    } catch (IOException e) {
      throw new CliException("cannot write " + what + " " + file + ": " + e.getMessage());
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
