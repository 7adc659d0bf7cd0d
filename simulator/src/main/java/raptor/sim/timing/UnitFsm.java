package raptor.sim.timing;

/**
 * The FSM in front of a vector or transfer unit body: {@code ready} falls at the start edge and
 * rises at the finish edge, which also writes the commit pulse the ROB applies one edge later
 * (timing-model.md section 2.6).
 */
abstract class UnitFsm extends Proc {
  final CoreModel core;
  private final String startTag;
  private final String endTag;
  private final int row;
  private long startPs;
  boolean ready = true;
  Exec pendingStart;
  Exec running;
  Exec commitPulse;

  UnitFsm(CoreModel core, String startTag, String endTag, int row) {
    this.core = core;
    this.startTag = startTag;
    this.endTag = endTag;
    this.row = row;
  }

  /** Edge action: the FSM takes the dispatched instruction and makes the body runnable. */
  final void start(Kernel kernel) {
    ready = false;
    running = pendingStart;
    pendingStart = null;
    restart();
    kernel.wake(this);
  }

  /** Edge action: {@code ready} rises and the commit pulse is written for the ROB. */
  final void finish() {
    ready = true;
    commitPulse = running;
    core.request(CoreModel.UNIT_COMMIT);
  }

  /** Logs the body's start; called when the body first runs. */
  final void traceStart(long nowPs) {
    startPs = nowPs;
    core.trace(startTag, running.pc);
  }

  /** Logs the body's end and accounts its busy time. */
  final void traceEnd() {
    core.trace(endTag, running.pc);
    core.accountBusy(row, startPs);
  }

  /** Resets the body's state machine to its first state. */
  abstract void restart();
}
