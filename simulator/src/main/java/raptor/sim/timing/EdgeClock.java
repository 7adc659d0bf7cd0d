package raptor.sim.timing;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The chip clock: a heap item re-inserted every period (never skipped, so the heap's shape stays
 * pimsim-nn's), and the set of edge actions requested for its next edge, fired in rank order
 * across cores (timing-model.md sections 1.3 and 2.8).
 */
final class EdgeClock implements Proc {
  private final Kernel kernel;
  private final long periodPs;
  private static final Comparator<CoreModel> BY_ID = Comparator.comparingInt(core -> core.id);

  private CoreModel[] pending;
  private int pendingCount;
  private CoreModel[] firing;
  private int firingCount;
  /** The union of the firing cores' action bits, to skip ranks nobody requested. */
  private int firingBits;
  private boolean edgeNow;
  private int unfinished;
  private boolean stopped;

  EdgeClock(Kernel kernel, long periodPs, int cores) {
    this.kernel = kernel;
    this.periodPs = periodPs;
    this.pending = new CoreModel[cores];
    this.firing = new CoreModel[cores];
  }

  void start(int unfinishedCores) {
    this.unfinished = unfinishedCores;
    kernel.heap.insert(periodPs, this);
  }

  /** Adds {@code core} to the cores with requests for the next edge. */
  void enqueue(CoreModel core) {
    if (!core.queuedForEdge) {
      core.queuedForEdge = true;
      pending[pendingCount++] = core;
    }
  }

  boolean hasRequests() {
    return pendingCount > 0;
  }

  @Override
  public void resume() {
    CoreModel[] swap = firing;
    firing = pending;
    firingCount = pendingCount;
    pending = swap;
    pendingCount = 0;
    if (firingCount > 1) {
      Arrays.sort(firing, 0, firingCount, BY_ID);
    }
    firingBits = 0;
    for (int i = 0; i < firingCount; i++) {
      firing[i].swapEdge();
      firingBits |= firing[i].firingMask;
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
    if ((firingBits & CoreModel.MATRIX_COMMIT) != 0) {
      for (int i = 0; i < firingCount; i++) {
        if (firing[i].fires(CoreModel.MATRIX_COMMIT)) {
          firing[i].applyMatrixCommit();
          if (stopped) {
            return;
          }
        }
      }
    }
    if ((firingBits & CoreModel.UNIT_COMMIT) != 0) {
      for (int i = 0; i < firingCount; i++) {
        if (firing[i].fires(CoreModel.UNIT_COMMIT)) {
          firing[i].applyUnitCommits();
          if (stopped) {
            return;
          }
        }
      }
    }
    if ((firingBits & CoreModel.ADVANCE) != 0) {
      for (int i = 0; i < firingCount; i++) {
        if (firing[i].fires(CoreModel.ADVANCE)) {
          firing[i].advance();
        }
      }
    }
    if ((firingBits & CoreModel.SCALAR) != 0) {
      for (int i = 0; i < firingCount; i++) {
        if (firing[i].fires(CoreModel.SCALAR)) {
          firing[i].executeScalar();
        }
      }
    }
    for (int i = 0; i < firingCount; i++) {
      firing[i].fireUnits();
    }
    for (int i = 0; i < firingCount; i++) {
      if (firing[i].fires(CoreModel.SLOT_CAPTURE)) {
        firing[i].matrix.captureSlot();
      }
    }
  }

  /** Settles every core that had edge actions, ascending. */
  void settleEdge() {
    for (int i = 0; i < firingCount; i++) {
      firing[i].settle();
    }
  }
}
