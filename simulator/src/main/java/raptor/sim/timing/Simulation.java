package raptor.sim.timing;

import java.util.Arrays;
import java.util.List;

/**
 * One run of the model: the kernel loop of timing-model.md section 1.3 over the chip's cores,
 * switches and clock.
 */
final class Simulation {
  final Kernel kernel = new Kernel();
  final TimingConfig config;
  final TimingProgram program;
  final TimingTrace trace;
  final boolean throughput;
  final TimingOptions options;
  final CycleAccounting accounting;
  final EdgeClock clock;
  final Network network;
  final CoreModel[] cores;

  Simulation(TimingProgram program, TimingConfig config, NocTable noc, TimingOptions options) {
    this.config = config;
    this.program = program;
    this.trace = options.trace();
    this.throughput = options.throughput();
    this.options = options;
    this.accounting = options.accounting();
    this.cores = new CoreModel[program.cores()];
    this.clock = new EdgeClock(kernel, Kernel.ps(config.chipConfig.coreConfig.period), cores);
    if (accounting != null) {
      accounting.attach(noc);
    }
    this.network = new Network(kernel, config, noc, trace, accounting);
    for (int id = 0; id < cores.length; id++) {
      List<PimsimInstruction> stream = program.programs().get(id);
      UnitKind[] units = new UnitKind[stream.size()];
      for (int pc = 0; pc < units.length; pc++) {
        units[pc] = UnitKind.of(stream.get(pc).opcode());
      }
      cores[id] = new CoreModel(id, stream, units, this);
    }
  }

  /** Runs to the end and {@return the finish time in ps (latency mode) or the run end} */
  long run() {
    long end = runUntilDone();
    if (accounting != null) {
      accounting.finish(end);
    }
    return end;
  }

  private long runUntilDone() {
    int unfinished = 0;
    for (CoreModel core : cores) {
      core.initialize();
      unfinished += core.empty() ? 0 : 1;
    }
    for (CoreModel core : cores) {
      if (!core.empty()) {
        core.settle();
      }
    }
    if (unfinished == 0 && !throughput) {
      return 0;
    }
    clock.start(unfinished);
    boolean upstreamLength = options.flavour().unfinished() == TimingFlavour.UnfinishedCore.ZERO;
    long end =
        throughput || upstreamLength
            ? (long) (config.simConfig.simTime * 1e9 + 0.5)
            : (long) (config.simConfig.latencyTimeoutMs * 1e9 + 0.5);
    Proc[] due = new Proc[16];
    long steps = 0;
    while (true) {
      long t = kernel.heap.topTime();
      if (t >= end) {
        if (throughput) {
          return end;
        }
        if (upstreamLength) {
          return latestFinish();
        }
        throw new TimingModelException(
            "latency simulation did not complete within "
                + config.simConfig.latencyTimeoutMs
                + " ms; unfinished: "
                + blockedCores());
      }
      if (idleCycle(t)) {
        continue;
      }
      if (options.progress() != null && ++steps % TimingProgress.INTERVAL == 0) {
        options.progress().onProgress(t, clock.finishedCores(), cores.length);
      }
      kernel.now = t;
      int dueCount = 0;
      while (kernel.heap.size() > 0 && kernel.heap.topTime() == t) {
        if (dueCount == due.length) {
          due = Arrays.copyOf(due, due.length * 2);
        }
        due[dueCount++] = kernel.heap.extract();
      }
      for (int i = 0; i < dueCount; i++) {
        due[i].resume();
      }
      boolean edge = clock.edgeNow();
      if (edge) {
        clock.fireEdge();
        if (clock.stopped()) {
          return t;
        }
      }
      kernel.drain();
      if (edge) {
        clock.settleEdge();
      }
      if (kernel.idleButClock() && !clock.hasRequests()) {
        if (throughput) {
          return end;
        }
        if (upstreamLength) {
          return latestFinish();
        }
        throw new TimingModelException("deadlock at " + t / 1000.0 + " ns: " + blockedCores());
      }
    }
  }

  /**
   * Runs the cycle at {@code t} if only the clock has anything to do in it: nothing is runnable, no
   * edge action is requested and every other heap item is later than the next edge. Such a cycle
   * only re-inserts the clock; when that leaves the heap's other items in place, every following
   * idle cycle does too, and the clock moves straight to the last edge before the next item, so
   * idle stretches cost O(1) with the heap's shape, and so every later tie, unchanged. In the fast
   * mode the clock moves on after every idle cycle, fixpoint or not: the other items then keep
   * the arrangement of the stretch's first cycle instead of the one pimsim-nn's per-cycle
   * re-insertions would leave, so items that later fall due at one time may come out in another
   * order. {@return whether the cycle was idle}
   */
  private boolean idleCycle(long t) {
    PpqHeap heap = kernel.heap;
    if (heap.top() != clock || heap.size() < 2 || clock.hasRequests() || !kernel.nothingRunnable()) {
      return false;
    }
    long others = heap.secondTime();
    long period = clock.periodPs();
    if (t + period >= others) {
      return false;
    }
    if (heap.requeueRoot(t + period) || options.fast()) {
      heap.retimeRoot(t + (others - 1 - t) / period * period);
    }
    return true;
  }

  /** {@return the latest finish time of the finished cores (upstream's latency)} */
  private long latestFinish() {
    long latest = 0;
    for (CoreModel core : cores) {
      latest = Math.max(latest, core.finishPs);
    }
    return latest;
  }

  private String blockedCores() {
    StringBuilder out = new StringBuilder();
    for (CoreModel core : cores) {
      if (!core.finished()) {
        out.append(out.length() == 0 ? "" : "; ")
            .append("core ")
            .append(core.id)
            .append(": ")
            .append(core.blocker());
      }
    }
    return out.toString();
  }
}
