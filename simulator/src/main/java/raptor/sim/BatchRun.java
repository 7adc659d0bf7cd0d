package raptor.sim;

import java.util.List;
import raptor.isa.Field;

/**
 * One execution of a batch: the greedy round-robin scheduler loop with restarts, input loading, the
 * diagnostic policies, and the final deadlock check.
 *
 * <p>A core runs while its instructions complete. A blocked or synchronizing instruction ends its
 * turn; the scheduler then jumps to the peer of a completed transfer, or to the core a diagnostic
 * policy picks, or to the next core. The loop ends after two full passes without progress.
 */
final class BatchRun {
  private static final long PROGRESS_MASK = (1 << 16) - 1;

  private final PimCore[] cores;
  private final Memory host;
  private final List<byte[]> inputs;
  private final List<Region> inputRegions;
  private final int batchSize;
  private final EventRegisters events;
  private final Rendezvous rendezvous;
  private final BatchRecorder recorder;
  private final Interpreter interpreter;
  private final DiagnosticScheduler scheduler;
  private final ProvenanceTracker trace;
  private final boolean globalBarrier;
  private final ProgressListener progress;
  private final int noProgressLimit;
  private final RunAhead runAhead;
  private long cycle;
  private int globalIteration;
  private int barrierIteration = -1;

  BatchRun(
      Machine machine,
      List<byte[]> inputs,
      List<Region> inputRegions,
      List<Region> dumps,
      ScheduleConfig schedule,
      boolean globalBarrier,
      ProvenanceTracker trace,
      ProgressListener progress,
      int threads) {
    this.cores = machine.cores;
    this.host = machine.host();
    this.inputs = inputs;
    this.inputRegions = inputRegions;
    this.batchSize = Math.max(1, inputs.size());
    this.events = new EventRegisters(cores.length);
    this.rendezvous = new Rendezvous(cores, trace);
    this.scheduler = new DiagnosticScheduler(schedule);
    this.trace = trace;
    this.globalBarrier = globalBarrier;
    this.progress = progress;
    this.noProgressLimit = Math.max(4 * cores.length, 8);
    this.runAhead = threads > 1 ? new RunAhead(threads, cores.length) : null;
    for (PimCore core : cores) {
      core.reset();
    }
    if (trace != null) {
      trace.beginBatch(batchSize);
    }
    if (!inputs.isEmpty()) {
      storeInput(0);
    }
    this.recorder = new BatchRecorder(batchSize, dumps, host);
    this.interpreter = new Interpreter(host, recorder, trace);
    if (trace != null) {
      trace.scheduleConfig(schedule);
    }
  }

  /** {@return the statistics of the run so far} */
  RunStatistics statistics() {
    Long[] counts = new Long[cores.length];
    for (int i = 0; i < cores.length; i++) {
      counts[i] = cores[i].retired;
    }
    return new RunStatistics(List.of(counts), rendezvous.transfers(), cycle, events.residue());
  }

  private void storeInput(int sample) {
    byte[] input = inputs.get(sample);
    int offset = 0;
    for (Region region : inputRegions) {
      host.write(region.address(), input, offset, region.size());
      if (trace != null) {
        trace.inputStore(region.address(), region.size(), sample);
      }
      offset += region.size();
    }
  }

  /**
   * What one turn of a core did.
   *
   * @param status the status of the last instruction tried
   * @param deferredTo the core a deferral switched to, or -1
   * @param progress whether an instruction completed or the scheduler stalled or deferred
   * @param completed whether an instruction completed
   */
  private record Turn(Status status, int deferredTo, boolean progress, boolean completed) {}

  /** Runs the loop to the end; {@return one output dump per iteration} */
  List<byte[]> run() throws SimulationException {
    if (runAhead == null) {
      return loop();
    }
    try (runAhead) {
      for (PimCore core : cores) {
        runAhead.start(core);
      }
      return loop();
    }
  }

  private List<byte[]> loop() throws SimulationException {
    int current = 0;
    int previous = 0;
    int idlePasses = 0;
    int noProgress = 0;
    while (idlePasses < 2) {
      if (runAhead != null && current != previous) {
        runAhead.start(cores[previous]);
      }
      previous = current;
      if (globalBarrier && barrierIteration >= 0 && allActiveReached(barrierIteration)) {
        barrierIteration = -1;
      }
      Turn turn = takeTurn(cores[current]);
      boolean synced = completeWaitOrSync(cores[current], turn.status());
      if (turn.progress() || synced) {
        idlePasses = 0;
      }
      if (turn.completed() || synced) {
        noProgress = 0;
      }
      if (turn.deferredTo() >= 0) {
        current = turn.deferredTo();
        continue;
      }
      int peer = completeTransfer(cores[current], turn.status());
      if (peer >= 0) {
        idlePasses = 0;
        noProgress = 0;
        current = peer;
        continue;
      }
      if (turn.status() != Status.COMPLETED) {
        noProgress++;
      }
      int chosen = chooseAfterBlock(current, noProgress);
      if (chosen >= 0) {
        current = chosen;
      } else if (current + 1 < cores.length) {
        current++;
      } else {
        idlePasses++;
        current = 0;
      }
    }
    String deadlock = DeadlockReport.describe(cores, events, batchSize);
    if (deadlock != null) {
      throw new SimulationException(deadlock);
    }
    return recorder.outputs();
  }

  /**
   * Runs {@code core} greedily until an instruction does not complete or the scheduler intervenes.
   */
  private Turn takeTurn(PimCore core) throws SimulationException {
    boolean completed = joinRunAhead(core);
    while (true) {
      ScheduleAction action =
          scheduler.config().isDiagnostic()
              ? scheduler.beforeInstruction(core.index, states(), batchSize)
              : ScheduleAction.EXECUTE;
      if (action instanceof ScheduleAction.Defer defer) {
        // A deferral counts as progress, like a stall: the deferral budget and the writer
        // stagnation limit bound it, and a run must not end as a deadlock while deferring.
        traceScheduler("scheduler_defer", core, defer.reason(), defer.nextCore());
        return new Turn(Status.COMPLETED, defer.nextCore(), true, completed);
      }
      if (action instanceof ScheduleAction.Stall stall) {
        traceStall(core, stall);
        return new Turn(Status.COMPLETED, -1, true, completed);
      }
      if (action instanceof ScheduleAction.Force force) {
        traceScheduler("scheduler_force", core, force.reason(), null);
      }
      if (core.pc == core.program.length && !restart(core)) {
        return new Turn(Status.NOT_EXECUTED, -1, completed, completed);
      }
      Status status = step(core);
      if (status != Status.COMPLETED) {
        return new Turn(status, -1, completed, completed);
      }
      completed = true;
    }
  }

  /**
   * Accounts for the local instructions a worker ran ahead for {@code core}; {@return whether it
   * completed any}
   *
   * @throws SimulationException for the fault that stopped the run, where greedy order reaches it
   */
  private boolean joinRunAhead(PimCore core) throws SimulationException {
    RunAhead.Result result = runAhead == null ? null : runAhead.join(core);
    if (result == null) {
      return false;
    }
    cycle += result.completed();
    core.retired += result.completed();
    if (result.fault() != null) {
      cycle++;
      throw located(core, result.fault());
    }
    return result.completed() > 0;
  }

  /** {@return the core a diagnostic policy switches to after a blocked turn, or -1} */
  private int chooseAfterBlock(int current, int noProgress) {
    if (scheduler.config().policy() == SchedulePolicy.GREEDY) {
      return -1;
    }
    DiagnosticScheduler.Choice choice =
        noProgress <= noProgressLimit ? scheduler.afterBlock(current, states(), batchSize) : null;
    if (choice != null) {
      traceScheduler("scheduler_prefer", cores[current], choice.reason(), choice.core());
      return choice.core();
    }
    if (noProgress == noProgressLimit + 1) {
      traceScheduler("scheduler_force", cores[current], "NO_ALTERNATIVE_READY_EVENT", null);
    }
    return -1;
  }

  /**
   * Moves a core at the end of its program into its next iteration; {@return false if it cannot}
   */
  private boolean restart(PimCore core) {
    if (core.program.length == 0 || core.iteration + 1 >= batchSize) {
      return false;
    }
    int next = core.iteration + 1;
    if (globalBarrier && barrierIteration != next) {
      if (!allActiveAtEndOf(core.iteration)) {
        return false;
      }
      barrierIteration = next;
    }
    core.iteration = next;
    core.pc = 0;
    if (trace != null) {
      setContext(0, next);
      trace.iterationStart(core.index, next);
    }
    if (next > globalIteration) {
      globalIteration = next;
      setContext(0, next);
      storeInput(next);
    }
    return true;
  }

  /** Executes the instruction at the core's pc and advances the pc if it completed. */
  private Status step(PimCore core) throws SimulationException {
    LoadedInstruction ins = core.program[core.pc];
    recorder.setIteration(core.iteration);
    setContext(core.pc, core.iteration);
    cycle++;
    Status status;
    try {
      status = interpreter.execute(core, ins);
    } catch (ExecutionFault fault) {
      throw located(core, fault);
    }
    if (status == Status.COMPLETED) {
      scheduler.noteCompleted(core.index, core.pc, core.iteration);
      core.pc++;
      core.retired++;
    }
    if (progress != null && (cycle & PROGRESS_MASK) == 0) {
      progress.onProgress(cycle, statistics().totalInstructions());
    }
    return status;
  }

  private boolean completeWaitOrSync(PimCore core, Status status) throws SimulationException {
    if (status != Status.SYNC && status != Status.WAITING) {
      return false;
    }
    LoadedInstruction ins = core.program[core.pc];
    if (status == Status.SYNC) {
      events.signal(ins.r2(), ins.source().get(Field.EVENT_REGISTER));
      if (trace != null) {
        trace.sync(core.index, ins.r2(), ins.source().get(Field.EVENT_REGISTER));
      }
    } else {
      try {
        int register = ins.source().get(Field.EVENT_REGISTER);
        if (!events.tryWait(core.index, register, ins.source().get(Field.WAIT_VALUE))) {
          return false;
        }
        if (trace != null) {
          trace.waitDone(core.index, register);
        }
      } catch (ExecutionFault fault) {
        throw located(core, fault);
      }
    }
    core.pc++;
    core.retired++;
    return true;
  }

  private int completeTransfer(PimCore core, Status status) throws SimulationException {
    if (status != Status.SENDING && status != Status.RECEIVING) {
      return -1;
    }
    LoadedInstruction ins = core.program[core.pc];
    try {
      return status == Status.SENDING ? rendezvous.send(core, ins) : rendezvous.receive(core, ins);
    } catch (ExecutionFault fault) {
      throw located(core, fault);
    }
  }

  private static SimulationException located(PimCore core, ExecutionFault fault) {
    LoadedInstruction ins = core.program[core.pc];
    return new SimulationException(
        new SimulationException.Location(core.index, core.pc, core.iteration, ins.toString()),
        fault.getMessage());
  }

  // ---- Global barrier (diagnostic) ----

  private boolean allActiveReached(int iteration) {
    for (PimCore core : cores) {
      if (core.program.length != 0 && core.iteration < iteration) {
        return false;
      }
    }
    return true;
  }

  private boolean allActiveAtEndOf(int iteration) {
    for (PimCore core : cores) {
      if (core.program.length != 0
          && (core.pc != core.program.length || core.iteration != iteration)) {
        return false;
      }
    }
    return true;
  }

  // ---- Diagnostics ----

  private ScheduleCoreState[] states() {
    ScheduleCoreState[] states = new ScheduleCoreState[cores.length];
    for (int i = 0; i < cores.length; i++) {
      states[i] = new ScheduleCoreState(cores[i].pc, cores[i].program.length, cores[i].iteration);
    }
    return states;
  }

  private void setContext(int pc, int iteration) {
    if (trace != null) {
      trace.setContext(cycle, pc, iteration);
    }
  }

  private void traceScheduler(String event, PimCore core, String reason, Integer selected) {
    if (trace != null) {
      setContext(core.pc, core.iteration);
      trace.schedulerEvent(
          event,
          core.index,
          core.pc,
          core.iteration,
          reason,
          selected,
          scheduler.config().target(),
          scheduler.deferrals());
    }
  }

  private void traceStall(PimCore core, ScheduleAction.Stall stall) {
    if (trace != null) {
      setContext(core.pc, core.iteration);
      trace.stall(stall.target(), core.index, core.pc, stall.remaining());
    }
  }
}
