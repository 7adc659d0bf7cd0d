package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.spat.SpatHostStoreSyncOp;
import raptor.dialect.spat.SpatHostWaitLoadOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.dialect.spat.SpatSyncOp;
import raptor.dialect.spat.SpatWaitOp;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;

/**
 * Verifies the synchronization of a materialized pipelined schedule as one iteration of every
 * physical core's program (the verification of the PIM synchronization invariant, spec §6 E):
 * the core, register and count operands of every {@code spat.sync}, {@code spat.wait},
 * {@code spat.host_store_sync} and {@code spat.host_wait_load} at the top level of a scheduled
 * body are constants; a core that reads the host buffer has one program (a second one would
 * double its FREE signals and READY waits); the registers are below the target's count and no
 * register of a core is waited on twice per iteration (READY, FREE, barrier and restart
 * registers disjoint); and every WAIT expects exactly the signals the programs send to its
 * register per iteration, and every signalled register has a WAIT. A lane of a
 * {@code spat.scheduled_compute_batch} is one program on its core.
 */
public final class SyncProtocolCheck {
  /** One SYNC or WAIT of a core's iteration, with the op that performs it. */
  private record Step(SyncEvent event, Operation op) {
  }

  /** The steps of one physical core and the op that programs it. */
  private record Program(Operation owner, List<Step> steps, boolean reads) {
  }

  private final int registers;
  private final DiagnosticEngine diagnostics;
  private final Map<Long, Program> programs = new LinkedHashMap<>();
  private boolean failed;

  private SyncProtocolCheck(int registers, DiagnosticEngine diagnostics) {
    this.registers = registers;
    this.diagnostics = diagnostics;
  }

  /**
   * Checks the scheduled computes of {@code block} on cores with {@code registers} event
   * registers each; {@return whether the protocol holds, otherwise the faults are reported}
   */
  public static boolean verify(Block block, int registers, DiagnosticEngine diagnostics) {
    SyncProtocolCheck check = new SyncProtocolCheck(registers, diagnostics);
    for (Operation op : block.ops()) {
      if (op instanceof SpatScheduledComputeOp compute) {
        check.add(compute.coreId(), compute, compute.body().firstBlock());
      } else if (op instanceof SpatScheduledComputeBatchOp batch) {
        for (long core : batch.coreIds()) {
          check.add(core, batch, batch.body().firstBlock());
        }
      }
    }
    if (!check.failed) {
      check.checkRegisters();
    }
    if (!check.failed) {
      check.checkCounts();
    }
    return !check.failed;
  }

  private void add(long core, Operation owner, Block body) {
    List<Step> steps = new ArrayList<>();
    boolean reads = false;
    for (Operation op : body.ops()) {
      SyncEvent event = event(op);
      if (event != null) {
        steps.add(new Step(event, op));
      }
      reads |= op instanceof SpatHostWaitLoadOp;
    }
    Program program = new Program(owner, steps, reads);
    Program other = programs.putIfAbsent(core, program);
    if (other != null && (reads || other.reads())) {
      error(owner, "represents host-buffer reader core " + core + " a second time; its FREE "
          + "signals and READY waits would be doubled")
          .attachNote(other.owner().location(), "core " + core + " is first programmed here");
    }
  }

  /** {@return the SYNC or WAIT {@code op} performs, null for none or a WAIT for 0} */
  private SyncEvent event(Operation op) {
    if (op instanceof SpatSyncOp sync) {
      return signal(op, sync.targetCoreId(), sync.eventRegister());
    }
    if (op instanceof SpatHostStoreSyncOp store) {
      return signal(op, store.targetCoreId(), store.eventRegister());
    }
    if (op instanceof SpatWaitOp wait) {
      return waitFor(op, wait.eventRegister(), wait.waitValue());
    }
    if (op instanceof SpatHostWaitLoadOp load) {
      return waitFor(op, load.eventRegister(), load.waitValue());
    }
    return null;
  }

  private SyncEvent signal(Operation op, Value core, Value register) {
    Long target = constant(op, core);
    Long event = constant(op, register);
    return target == null || event == null ? null
        : SyncEvent.sync(Math.toIntExact(target), Math.toIntExact(event));
  }

  private SyncEvent waitFor(Operation op, Value register, Value count) {
    Long event = constant(op, register);
    Long value = constant(op, count);
    return event == null || value == null || value == 0 ? null
        : SyncEvent.waitFor(Math.toIntExact(event), Math.toIntExact(value));
  }

  private Long constant(Operation op, Value value) {
    Long constant = StaticValues.constantInteger(value);
    if (constant == null) {
      error(op, "needs constant core, event register and count operands for the "
          + "synchronization check");
    }
    return constant;
  }

  /** Registers in range; each register of a core waited on at most once per iteration. */
  private void checkRegisters() {
    programs.forEach((core, program) -> {
      Map<Integer, Step> waited = new HashMap<>();
      for (Step step : program.steps()) {
        int register = step.event().register();
        if (register < 0 || register >= registers) {
          error(step.op(), "uses event register " + register + ", outside the " + registers
              + " event registers of a core");
          continue;
        }
        if (!step.event().isWait()) {
          continue;
        }
        Step first = waited.putIfAbsent(register, step);
        if (first != null) {
          error(step.op(), "waits on event register " + register + " of core " + core
              + " a second time in one iteration; READY, FREE, barrier and restart registers "
              + "must be disjoint").attachNote(first.op().location(), "the first wait is here");
        }
      }
    });
  }

  /** Every WAIT gets exactly its count of signals per iteration; every signal has a WAIT. */
  private void checkCounts() {
    Map<Long, Integer> sent = new HashMap<>();
    Map<Long, Step> firstSignal = new LinkedHashMap<>();
    programs.forEach((core, program) -> {
      for (Step step : program.steps()) {
        if (!step.event().isWait()) {
          long key = key(step.event().core(), step.event().register());
          sent.merge(key, 1, Integer::sum);
          firstSignal.putIfAbsent(key, step);
        }
      }
    });
    programs.forEach((core, program) -> {
      for (Step step : program.steps()) {
        SyncEvent wait = step.event();
        if (!wait.isWait()) {
          continue;
        }
        long key = key(core, wait.register());
        int signals = sent.getOrDefault(key, 0);
        firstSignal.remove(key);
        if (signals != wait.value()) {
          error(step.op(), role(step.op()) + " WAIT on event register " + wait.register()
              + " of core " + core + " expects " + wait.value() + " signal(s), but the "
              + "programs send " + signals + " per iteration");
        }
      }
    });
    firstSignal.forEach((key, step) -> error(step.op(), "signals event register "
        + step.event().register() + " of core " + step.event().core() + ", which no WAIT "
        + "consumes"));
  }

  /** {@return the protocol role of the WAIT {@code op}: a READY load, a FREE wait before a store} */
  private static String role(Operation op) {
    if (op instanceof SpatHostWaitLoadOp) {
      return "READY";
    }
    return op.nextOp() instanceof SpatHostStoreSyncOp ? "FREE" : "barrier or restart";
  }

  private static long key(long core, int register) {
    return core << 32 | register;
  }

  private Diagnostic error(Operation op, String message) {
    failed = true;
    return diagnostics.opError(op, message);
  }
}
