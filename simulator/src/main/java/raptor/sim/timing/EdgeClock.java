package raptor.sim.timing;

import java.util.ArrayList;
import java.util.List;

/**
 * The chip clock: a heap item re-inserted every period (never skipped, so the heap's shape stays
 * pimsim-nn's), and the set of edge actions requested for its next edge, fired in rank order
 * across cores (timing-model.md sections 1.3 and 2.8).
 */
final class EdgeClock implements Proc {
  private final Kernel kernel;
  private final long periodPs;
  private List<CoreModel> pending = new ArrayList<>();
  private List<CoreModel> firing = new ArrayList<>();
  private boolean edgeNow;
  private int unfinished;
  private boolean stopped;

  EdgeClock(Kernel kernel, long periodPs) {
    this.kernel = kernel;
    this.periodPs = periodPs;
  }

  void start(int unfinishedCores) {
    this.unfinished = unfinishedCores;
    kernel.heap.insert(periodPs, this);
  }

  /** Adds {@code core} to the cores with requests for the next edge. */
  void enqueue(CoreModel core) {
    if (!core.queuedForEdge) {
      core.queuedForEdge = true;
      pending.add(core);
    }
  }

  boolean hasRequests() {
    return !pending.isEmpty();
  }

  @Override
  public void resume() {
    List<CoreModel> swap = firing;
    firing = pending;
    pending = swap;
    pending.clear();
    firing.sort((a, b) -> Integer.compare(a.id, b.id));
    for (CoreModel core : firing) {
      core.swapEdge();
    }
    edgeNow = true;
    kernel.heap.insert(kernel.now + periodPs, this);
  }

  /** {@return whether the clock ran at the current time (and its edge is still to be applied)} */
  boolean edgeNow() {
    return edgeNow;
  }

  void coreFinished() {
    if (--unfinished == 0) {
      stopped = true;
    }
  }

  /** {@return whether every core has finished (latency mode)} */
  boolean stopped() {
    return stopped;
  }

  /** Runs the edge actions in rank order: the ROB first, then the front end, the units, the slots. */
  void fireEdge() {
    edgeNow = false;
    for (CoreModel core : firing) {
      if (core.fires(CoreModel.MATRIX_COMMIT)) {
        core.applyMatrixCommit();
        if (stopped) {
          return;
        }
      }
    }
    for (CoreModel core : firing) {
      if (core.fires(CoreModel.UNIT_COMMIT)) {
        core.applyUnitCommits();
        if (stopped) {
          return;
        }
      }
    }
    for (CoreModel core : firing) {
      if (core.fires(CoreModel.ADVANCE)) {
        core.advance();
      }
    }
    for (CoreModel core : firing) {
      if (core.fires(CoreModel.SCALAR)) {
        core.executeScalar();
      }
    }
    for (CoreModel core : firing) {
      core.fireUnits();
    }
    for (CoreModel core : firing) {
      if (core.fires(CoreModel.SLOT_CAPTURE)) {
        core.matrix.captureSlot();
      }
    }
  }

  /** Settles every core that had edge actions, ascending. */
  void settleEdge() {
    for (CoreModel core : firing) {
      core.settle();
    }
  }
}
