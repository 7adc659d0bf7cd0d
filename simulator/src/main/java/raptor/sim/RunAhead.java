package raptor.sim;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

/**
 * Runs the core-local instructions of cores on worker threads ahead of the scheduler.
 *
 * <p>A local instruction (scalar, vector, {@code mvmul}, {@code lmv}, {@code nop}) reads and writes
 * only its own core's registers and local memory, so it commutes with every instruction of every
 * other core. When the scheduler leaves a core whose next instruction is local, {@link #start}
 * hands the core's run of local instructions (up to the next {@code ld}, {@code st}, {@code send},
 * {@code recv}, {@code wait}, {@code sync} or the end of the program) to a worker; {@link #join}
 * waits for it before the scheduler gives the core its next turn. The scheduler executes every
 * other instruction in the same order as without workers, so runs give identical results.
 *
 * <p>A fault stops the run at the faulting instruction, which has changed no state; {@link #join}
 * reports it when the greedy order reaches that instruction. The retired-instruction counts are
 * updated on {@link #join}, so the statistics match too; only the registers, memories and pcs of a
 * run that ends in an error may show work that ran ahead of the failure.
 */
final class RunAhead implements AutoCloseable {
  /**
   * What a run did: instructions completed (not yet counted in the core's retired count), and the
   * fault that stopped it, or null.
   */
  record Result(long completed, ExecutionFault fault) {}

  private final ExecutorService workers;
  private final ThreadLocal<Interpreter> interpreters;
  private final FutureTask<Result>[] pending;

  @SuppressWarnings("unchecked")
  RunAhead(int threads, int coreCount) {
    this.workers =
        Executors.newFixedThreadPool(
            threads,
            task -> {
              Thread thread = new Thread(task, "raptor-sim-core-worker");
              thread.setDaemon(true);
              return thread;
            });
    // Local instructions never reach the transfer unit, so it needs no host or recorder.
    this.interpreters = ThreadLocal.withInitial(() -> new Interpreter(null, null, null));
    this.pending = new FutureTask[coreCount];
  }

  /** {@return whether {@code ins} touches only its core's registers and local memory} */
  static boolean isLocal(LoadedInstruction ins) {
    return switch (ins.opcode()) {
      case LD, ST, SEND, RECV, WAIT, SYNC -> false;
      default -> true;
    };
  }

  /** Starts the local run of {@code core} on a worker if its next instruction is local. */
  void start(PimCore core) {
    if (pending[core.index] != null
        || core.pc >= core.program.length
        || !isLocal(core.program[core.pc])) {
      return;
    }
    FutureTask<Result> task = new FutureTask<>(() -> runLocal(core));
    pending[core.index] = task;
    workers.execute(task);
  }

  private Result runLocal(PimCore core) {
    Interpreter interpreter = interpreters.get();
    long completed = 0;
    while (core.pc < core.program.length && isLocal(core.program[core.pc])) {
      try {
        interpreter.execute(core, core.program[core.pc]);
      } catch (ExecutionFault fault) {
        return new Result(completed, fault);
      }
      core.pc++;
      completed++;
    }
    return new Result(completed, null);
  }

  /**
   * Waits for the local run of {@code core}, if one was started; {@return what it did, or null if
   * none was started}
   */
  Result join(PimCore core) {
    FutureTask<Result> task = pending[core.index];
    if (task == null) {
      return null;
    }
    pending[core.index] = null;
    try {
      return task.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for core " + core.index, e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("local run of core " + core.index + " failed", e.getCause());
    }
  }

  /** Stops the workers and waits until no run is in progress. */
  @Override
  public void close() {
    workers.shutdownNow();
    try {
      workers.awaitTermination(1, TimeUnit.MINUTES);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
