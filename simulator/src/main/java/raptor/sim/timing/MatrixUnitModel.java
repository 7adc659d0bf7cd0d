package raptor.sim.timing;

import java.util.ArrayDeque;

/**
 * The matrix unit of one core: the slot register that holds a dispatched {@code mvmul} until its
 * array group is ready, one FSM and body per array group (groups run in parallel), and the commit
 * queue that hands one finished {@code mvmul} per edge to the ROB (timing-model.md section 2.6).
 */
final class MatrixUnitModel {
  private final CoreModel core;
  private final Kernel kernel;
  private final FifoMemory memory;
  private final MatrixTiming timing;
  private final Group[] groups;
  private final ArrayDeque<Exec> commitQueue = new ArrayDeque<>();
  Exec slot;
  Exec incoming;
  Exec commitPulse;
  private boolean[] pendingStart;
  private boolean[] firingStart;
  private boolean[] pendingFinish;
  private boolean[] firingFinish;
  double energyPj;

  MatrixUnitModel(CoreModel core, Kernel kernel, FifoMemory memory, MatrixTiming timing, int[] groupSizes) {
    this.core = core;
    this.kernel = kernel;
    this.memory = memory;
    this.timing = timing;
    this.groups = new Group[groupSizes.length];
    for (int g = 0; g < groups.length; g++) {
      groups[g] = new Group(g, groupSizes[g]);
    }
    pendingStart = new boolean[groups.length];
    firingStart = new boolean[groups.length];
    pendingFinish = new boolean[groups.length];
    firingFinish = new boolean[groups.length];
  }

  /** {@return whether a {@code mvmul} can be dispatched: the slot is empty or its group ready} */
  boolean slotFree() {
    return slot == null || groups[slot.inst.group()].ready;
  }

  /** Moves this edge's group requests into place when the clock fires. */
  void swapEdge() {
    boolean[] s = firingStart;
    firingStart = pendingStart;
    pendingStart = s;
    boolean[] f = firingFinish;
    firingFinish = pendingFinish;
    pendingFinish = f;
  }

  private void requestStart(int g) {
    pendingStart[g] = true;
    core.request(CoreModel.GROUPS);
  }

  /** Edge actions of every group, ascending: start (if its FSM sees the slot), then finish. */
  void fireGroups() {
    for (int g = 0; g < groups.length; g++) {
      if (firingStart[g]) {
        firingStart[g] = false;
        groups[g].tryStart();
      }
      if (firingFinish[g]) {
        firingFinish[g] = false;
        groups[g].finish();
      }
    }
  }

  /** Edge action: the commit queue emits its oldest entry, one per edge. */
  void serveQueue() {
    commitPulse = commitQueue.poll();
    if (commitPulse != null) {
      core.request(CoreModel.MATRIX_COMMIT);
    }
    if (!commitQueue.isEmpty()) {
      core.request(CoreModel.QUEUE_SERVICE);
    }
  }

  /** Edge action, last of the edge: the slot takes the dispatched {@code mvmul} (or empties). */
  void captureSlot() {
    slot = incoming;
    incoming = null;
    if (slot != null) {
      requestStart(slot.inst.group());
    }
  }

  /** One array group: an FSM with {@code ready} and the {@code mvmul} body. */
  private final class Group extends Proc {
    private final int index;
    private final int crossbars;
    boolean ready = true;
    private Exec running;
    private int state;
    private long startPs;

    Group(int index, int crossbars) {
      this.index = index;
      this.crossbars = crossbars;
    }

    void tryStart() {
      if (!ready || slot == null || slot.inst.group() != index) {
        return;
      }
      ready = false;
      running = slot;
      state = 0;
      kernel.wake(this);
    }

    void finish() {
      ready = true;
      requestStart(index);
    }

    @Override
    void resume() {
      switch (state) {
        case 0 -> {
          core.traceGroup("MSTART", running.pc, index);
          startPs = kernel.now;
          int read = timing.rows() * running.inputBytes() * Quirks.MATRIX_READ_REPEAT;
          long delay = memory.access(true, read, 0);
          energyPj += timing.energy(running.inputBits, crossbars);
          delay += timing.latencyPs(running.inputBits);
          state = 1;
          kernel.waitFor(delay, this);
        }
        case 1 -> {
          int write = timing.columnsFor(running.inst.mbiw()) * running.outputBytes() * crossbars;
          state = 2;
          kernel.waitFor(memory.access(false, write, 0), this);
        }
        default -> {
          core.traceGroup("MEND", running.pc, index);
          core.accountBusy(CycleAccounting.Core.GROUP + index, startPs);
          pendingFinish[index] = true;
          core.request(CoreModel.GROUPS);
          commitQueue.add(running);
          core.request(CoreModel.QUEUE_SERVICE);
        }
      }
    }
  }
}
