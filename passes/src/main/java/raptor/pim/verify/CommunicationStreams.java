package raptor.pim.verify;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.pim.PimReceiveOp;
import raptor.dialect.pim.PimSendOp;
import raptor.dialect.pim.PimSyncOp;
import raptor.dialect.pim.PimWaitOp;
import raptor.ir.Operation;
import raptor.pim.CappedReporter;
import raptor.pim.CoreProgramWalker;
import raptor.pim.PimCores;
import raptor.pim.StaticIndexEvaluator;

/**
 * Expands every core and every core-batch lane into its stream of sends, receives, syncs and
 * waits, by physical core. Waits for 0 are dropped: code generation emits nothing for them.
 */
final class CommunicationStreams implements CoreProgramWalker.Visitor {
  /** The iterations a repeating program is unrolled to. */
  static final int REPEATED_ITERATIONS = 2;
  private final CappedReporter reporter;
  private List<CommEvent> current;
  private boolean resolved = true;

  private CommunicationStreams(CappedReporter reporter) {
    this.reporter = reporter;
  }

  /**
   * {@return the streams of {@code cores} by physical core id, each
   * {@link #REPEATED_ITERATIONS} times when {@code repeating}, or {@code null} when an operand does not resolve or a core executes more
   * than {@code maxInstructions} ops (reported)}
   */
  static Map<Long, List<CommEvent>> expand(List<Operation> cores, boolean repeating,
      long maxInstructions, CappedReporter reporter) {
    CommunicationStreams streams = new CommunicationStreams(reporter);
    Map<Long, List<CommEvent>> byCore = new LinkedHashMap<>();
    for (Operation core : cores) {
      long[] ids = PimCores.coreIds(core);
      for (int lane = 0; lane < ids.length; lane++) {
        streams.current = new ArrayList<>();
        CoreProgramWalker.walk(core, lane, maxInstructions, streams);
        List<CommEvent> events = streams.current;
        if (repeating) {
          List<CommEvent> once = List.copyOf(events);
          for (int i = 1; i < REPEATED_ITERATIONS; i++) {
            events.addAll(once);
          }
        }
        byCore.put(ids[lane], events);
      }
    }
    return streams.resolved ? byCore : null;
  }

  @Override
  public void visit(Operation op, StaticIndexEvaluator values) {
    if (op instanceof PimSendOp send) {
      add(CommEvent.Kind.SEND, values.evaluate(send.targetCoreId()), 0L, (long) send.size(),
          op, "send target core");
    } else if (op instanceof PimReceiveOp receive) {
      add(CommEvent.Kind.RECEIVE, values.evaluate(receive.sourceCoreId()), 0L,
          (long) receive.size(), op, "receive source core");
    } else if (op instanceof PimSyncOp sync) {
      add(CommEvent.Kind.SYNC, values.evaluate(sync.targetCoreId()),
          values.evaluate(sync.eventRegister()), 0L, op, "SYNC operands");
    } else if (op instanceof PimWaitOp wait) {
      Long value = values.evaluate(wait.waitValue());
      if (value == null || value != 0) {
        add(CommEvent.Kind.WAIT, 0L, values.evaluate(wait.eventRegister()), value, op,
            "WAIT operands");
      }
    }
  }

  @Override
  public void unresolved(Operation op, String message) {
    reporter.error(op, message);
    resolved = false;
  }

  private void add(CommEvent.Kind kind, Long peer, Long register, Long amount, Operation op,
      String what) {
    if (peer == null || register == null || amount == null) {
      reporter.error(op, "cannot statically resolve " + what + " for Pim communication "
          + "deadlock check");
      resolved = false;
      return;
    }
    current.add(new CommEvent(kind, peer, register, amount, op));
  }
}
