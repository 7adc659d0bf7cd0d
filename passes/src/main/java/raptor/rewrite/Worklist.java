package raptor.rewrite;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import raptor.ir.Operation;

/**
 * The greedy driver's worklist: a stack of ops without duplicates, with O(1) removal through
 * tombstones (MLIR's {@code Worklist}). Each op's position is kept in the op's own worklist slot
 * ({@link Operation#worklistOwner()}), claimed with this worklist's id, so that a push or a pop
 * touches the op and the stack only; an op whose slot another worklist holds (a driver run inside
 * another one, or one that stopped early) has its position in a map instead.
 */
final class Worklist {
  private static final AtomicInteger NEXT_ID = new AtomicInteger();

  private final int id = newId();
  /** The stack, from the bottom; null where an op was removed. */
  private Operation[] stack = new Operation[16];
  private int top;
  /** The number of ops on the stack. */
  private int size;
  /** The positions of the ops on the stack whose slot another worklist holds. */
  private final OpPositions foreign = new OpPositions();
  private Operation[] seeds = new Operation[16];
  private int numSeeds;

  private static int newId() {
    int id;
    do {
      id = NEXT_ID.incrementAndGet();
    } while (id == 0);
    return id;
  }

  boolean isEmpty() {
    return size == 0;
  }

  void push(Operation op) {
    int owner = op.worklistOwner();
    if (owner == id || foreign.size() != 0 && foreign.get(op) != OpPositions.ABSENT) {
      return;
    }
    if (top == stack.length) {
      stack = Arrays.copyOf(stack, top * 2);
    }
    if (owner == 0) {
      op.setWorklistSlot(id, top);
    } else {
      foreign.putIfAbsent(op, top);
    }
    stack[top++] = op;
    size++;
  }

  /** {@return the most recently pushed op still on the list} */
  Operation pop() {
    Operation op;
    do {
      op = stack[--top];
    } while (op == null);
    stack[top] = null;
    size--;
    if (op.worklistOwner() == id) {
      op.setWorklistSlot(0, 0);
    } else {
      foreign.remove(op);
    }
    return op;
  }

  void remove(Operation op) {
    int position;
    if (op.worklistOwner() == id) {
      position = op.worklistIndex();
      op.setWorklistSlot(0, 0);
    } else if (foreign.size() != 0) {
      position = foreign.remove(op);
    } else {
      return;
    }
    if (position != OpPositions.ABSENT) {
      stack[position] = null;
      size--;
    }
  }

  /**
   * Empties the worklist for seeding: the ops given to {@link #seed} are pushed at once by
   * {@link #endSeeding}, after those pushed in between. The storage is kept from one seeding to
   * the next, as every iteration of the driver seeds every op of the region.
   */
  void beginSeeding() {
    for (int i = 0; i < top; i++) {
      Operation op = stack[i];
      if (op != null && op.worklistOwner() == id) {
        op.setWorklistSlot(0, 0);
      }
      stack[i] = null;
    }
    top = 0;
    size = 0;
    foreign.clear();
    numSeeds = 0;
  }

  /** Adds {@code op} to the seeds. */
  void seed(Operation op) {
    if (numSeeds == seeds.length) {
      seeds = Arrays.copyOf(seeds, numSeeds * 2);
    }
    seeds[numSeeds++] = op;
  }

  /**
   * Pushes the seeds in the order they were given, or in reverse order when
   * {@code popInSeedOrder}, so that they pop in the order they were given.
   */
  void endSeeding(boolean popInSeedOrder) {
    if (stack.length < top + numSeeds) {
      stack = Arrays.copyOf(stack, top + numSeeds);
    }
    for (int i = 0; i < numSeeds; i++) {
      push(seeds[popInSeedOrder ? numSeeds - 1 - i : i]);
    }
    Arrays.fill(seeds, 0, numSeeds, null);
    numSeeds = 0;
  }
}
