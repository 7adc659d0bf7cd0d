package raptor.rewrite;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import raptor.ir.Operation;

/**
 * The greedy driver's worklist: a stack of ops without duplicates, with O(1) removal through
 * tombstones (MLIR's {@code Worklist}). The positions of the ops are kept unboxed, as the list
 * holds every op of the region after seeding.
 */
final class Worklist {
  private final ArrayList<Operation> list = new ArrayList<>();
  private final OpPositions positions = new OpPositions();
  private final List<Operation> seeds = new ArrayList<>();

  boolean isEmpty() {
    return positions.size() == 0;
  }

  void push(Operation op) {
    if (positions.putIfAbsent(op, list.size())) {
      list.add(op);
    }
  }

  /** {@return the most recently pushed op still on the list} */
  Operation pop() {
    Operation op = null;
    while (op == null) {
      op = list.remove(list.size() - 1);
    }
    positions.remove(op);
    return op;
  }

  void remove(Operation op) {
    int position = positions.remove(op);
    if (position != OpPositions.ABSENT) {
      list.set(position, null);
    }
  }

  /**
   * Empties the worklist for seeding: the ops given to {@link #seed} are pushed at once by
   * {@link #endSeeding}, after those pushed in between. The storage is kept from one seeding to
   * the next, as every iteration of the driver seeds every op of the region.
   */
  void beginSeeding() {
    list.clear();
    positions.clear();
    seeds.clear();
  }

  /** Adds {@code op} to the seeds. */
  void seed(Operation op) {
    seeds.add(op);
  }

  /**
   * Pushes the seeds in the order they were given, or in reverse order when
   * {@code popInSeedOrder}, so that they pop in the order they were given.
   */
  void endSeeding(boolean popInSeedOrder) {
    positions.reserve(positions.size() + seeds.size());
    list.ensureCapacity(list.size() + seeds.size());
    if (popInSeedOrder) {
      Collections.reverse(seeds);
    }
    for (Operation seed : seeds) {
      push(seed);
    }
    seeds.clear();
  }
}
