package raptor.sim.timing;

import java.util.function.Consumer;

/**
 * The chip clock: a heap item re-inserted every period (never skipped, so the heap's shape stays
 * pimsim-nn's), and the set of edge actions requested for its next edge, fired in rank order
 * across cores (timing-model.md sections 1.3 and 2.8).
 */
final class EdgeClock extends Proc {
  private final Kernel kernel;
  private final long periodPs;
  private final CoreModel[] cores;
  /** The cores with requests for the next edge, as a bit set by core id (ascending for free). */
  private final long[] pending;
  private int pendingCount;
  private final CoreModel[] firing;
  private int firingCount;
  /** The union of the firing cores' action bits, to skip ranks nobody requested. */
  private int firingBits;
  private boolean edgeNow;
  private int unfinished;
  private int finished;
  private boolean stopped;

  EdgeClock(Kernel kernel, long periodPs, CoreModel[] cores) {
    this.kernel = kernel;
    this.periodPs = periodPs;
    this.cores = cores;
    this.pending = new long[(cores.length + 63) / 64];
    this.firing = new CoreModel[cores.length];
  }

  /** {@return the clock period in ps} */
  long periodPs() {
    return periodPs;
  }

  void start(int unfinishedCores) {
    this.unfinished = unfinishedCores;
    kernel.heap.insert(periodPs, this);
  }

  /** Adds {@code core} to the cores with requests for the next edge. */
  void enqueue(CoreModel core) {
    if (!core.queuedForEdge) {
      core.queuedForEdge = true;
      pending[core.id >>> 6] |= 1L << core.id;
      pendingCount++;
    }
  }

  /** Notes that a core asked for action {@code bit} later in the edge being fired. */
  void firingAlso(int bit) {
    firingBits |= bit;
  }

  boolean hasRequests() {
    return pendingCount > 0;
  }

  @Override
  void resume() {
    firingCount = 0;
    firingBits = 0;
    if (pendingCount > 0) {
      for (int word = 0; word < pending.length; word++) {
        long bits = pending[word];
        pending[word] = 0;
        while (bits != 0) {
          CoreModel core = cores[(word << 6) + Long.numberOfTrailingZeros(bits)];
          bits &= bits - 1;
          core.swapEdge();
          firingBits |= core.firingMask;
          firing[firingCount++] = core;
        }
      }
      pendingCount = 0;
    }
    edgeNow = true;
    kernel.heap.insert(kernel.now + periodPs, this);
  }

  /** {@return whether the clock ran at the current time (and its edge is still to be applied)} */
  boolean edgeNow() {
    return edgeNow;
  }

  /** {@return the cores finished so far} */
  int finishedCores() {
    return finished;
  }

  void coreFinished() {
    finished++;
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
    if (!fireRank(CoreModel.MATRIX_COMMIT, CoreModel::applyMatrixCommit)
        || !fireRank(CoreModel.UNIT_COMMIT, CoreModel::applyUnitCommits)) {
      return;
    }
    fireRank(CoreModel.ADVANCE, CoreModel::advance);
    fireRank(CoreModel.SCALAR, CoreModel::executeScalar);
    for (int i = 0; i < firingCount; i++) {
      firing[i].fireUnits();
    }
    fireRank(CoreModel.SLOT_CAPTURE, core -> core.matrix.captureSlot());
  }

  /**
   * Runs {@code action} on every firing core that requested {@code bit}, ascending, and {@return
   * false if the run stopped on the way (the last core finished)}.
   */
  private boolean fireRank(int bit, Consumer<CoreModel> action) {
    if ((firingBits & bit) == 0) {
      return true;
    }
    for (int i = 0; i < firingCount; i++) {
      if (firing[i].fires(bit)) {
        action.accept(firing[i]);
        if (stopped) {
          return false;
        }
      }
    }
    return true;
  }

  /** Settles every core that had edge actions, ascending. */
  void settleEdge() {
    for (int i = 0; i < firingCount; i++) {
      firing[i].settle();
    }
  }
}
