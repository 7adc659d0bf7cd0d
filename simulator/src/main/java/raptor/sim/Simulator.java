package raptor.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Runs a {@link Machine}: latency mode is a batch of one; throughput mode runs a batch in which
 * every core restarts on its own and the first core to enter iteration {@code k} loads input {@code
 * k}.
 *
 * <p>Example:
 *
 * <pre>{@code
 * Simulator simulator = new Simulator(machine).schedule(ScheduleConfig.DEFAULT);
 * List<byte[]> dumps = simulator.executeBatch(inputs, inputRegions, dumpRanges);
 * }</pre>
 */
public final class Simulator {
  private final Machine machine;
  private ScheduleConfig schedule = ScheduleConfig.DEFAULT;
  private boolean globalBarrier;
  private Path provenanceTrace;
  private ProgressListener progress;
  private int threads = 1;
  private RunStatistics statistics = new RunStatistics(List.of(), 0, 0, 0);

  /** Creates a simulator of {@code machine} with the greedy scheduler. */
  public Simulator(Machine machine) {
    this.machine = Objects.requireNonNull(machine);
  }

  /** Sets the scheduling policy and stalls. */
  public Simulator schedule(ScheduleConfig config) {
    this.schedule = Objects.requireNonNull(config);
    return this;
  }

  /** Enables the diagnostic barrier: iteration k+1 starts only when every active core ended k. */
  public Simulator globalBarrier(boolean enabled) {
    this.globalBarrier = enabled;
    return this;
  }

  /** Writes a JSONL provenance trace of each run to {@code path}, or none if null. */
  public Simulator provenanceTrace(Path path) {
    this.provenanceTrace = path;
    return this;
  }

  /** Reports progress of long runs to {@code listener}, or not at all if null. */
  public Simulator progressListener(ProgressListener listener) {
    this.progress = listener;
    return this;
  }

  /**
   * Runs the core-local instructions of up to {@code count} cores at a time on worker threads
   * (default 1: everything on the calling thread). Results are identical for every count; counts
   * above 1 need the greedy schedule without stalls, trace or global barrier.
   *
   * @throws IllegalArgumentException if {@code count < 1}
   */
  public Simulator threads(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("thread count must be positive: " + count);
    }
    this.threads = count;
    return this;
  }

  /** {@return the machine} */
  public Machine machine() {
    return machine;
  }

  /** {@return the counters of the last run} */
  public RunStatistics statistics() {
    return statistics;
  }

  /** Runs the programs once with no input (latency mode, inputs already in memory). */
  public void execute() throws SimulationException {
    executeBatch(List.of(new byte[0]), List.of(), List.of());
  }

  /**
   * Runs a batch of {@code inputs.size()} iterations.
   *
   * @param inputs one input per iteration, each exactly the total size of {@code inputRegions}
   * @param inputRegions host regions that receive consecutive slices of each input
   * @param dumps host ranges concatenated into each iteration's output
   * @return one output per iteration: the dump ranges at the start plus the iteration's host stores
   * @throws SimulationException for bad inputs, a failing instruction, or a deadlock
   */
  public List<byte[]> executeBatch(
      List<byte[]> inputs, List<Region> inputRegions, List<Region> dumps)
      throws SimulationException {
    validate(inputs, inputRegions);
    ProvenanceTracker trace = openTrace();
    BatchRun run =
        new BatchRun(
            machine,
            inputs,
            inputRegions,
            dumps,
            schedule,
            globalBarrier,
            trace,
            progress,
            threads);
    List<byte[]> outputs;
    try {
      outputs = run.run();
    } catch (SimulationException failure) {
      statistics = run.statistics();
      try {
        closeTrace(trace);
      } catch (SimulationException traceFailure) {
        failure.addSuppressed(traceFailure);
      }
      throw failure;
    }
    statistics = run.statistics();
    closeTrace(trace);
    return outputs;
  }

  private void validate(List<byte[]> inputs, List<Region> inputRegions) throws SimulationException {
    if (schedule.policy() == SchedulePolicy.ADVERSARIAL && schedule.target() == null) {
      throw new SimulationException("adversarial scheduling requires --diagnostic-schedule-target");
    }
    if (threads > 1 && (schedule.isDiagnostic() || globalBarrier || provenanceTrace != null)) {
      throw new SimulationException(
          "--threads above 1 requires the greedy schedule, without stalls, provenance trace or"
              + " global barrier");
    }
    long inputSize = Region.totalSize(inputRegions);
    if (inputs.isEmpty()) {
      throw new SimulationException("at least one input is required");
    }
    for (byte[] input : inputs) {
      if (input.length != inputSize) {
        throw new SimulationException("each input must contain exactly " + inputSize + " bytes");
      }
    }
  }

  private ProvenanceTracker openTrace() throws SimulationException {
    if (provenanceTrace == null) {
      return null;
    }
    try {
      return ProvenanceTracker.open(provenanceTrace, machine.coreCount());
    } catch (IOException e) {
      throw new SimulationException("cannot open provenance trace " + provenanceTrace + ": " + e);
    }
  }

  private void closeTrace(ProvenanceTracker trace) throws SimulationException {
    if (trace == null) {
      return;
    }
    try {
      trace.close();
    } catch (IOException e) {
      throw new SimulationException("cannot write provenance trace " + provenanceTrace + ": " + e);
    }
  }
}
