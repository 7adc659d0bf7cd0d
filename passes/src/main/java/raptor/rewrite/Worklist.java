package raptor.rewrite;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Operation;

/**
 * The greedy driver's worklist: a stack of ops without duplicates, with O(1) removal through
 * tombstones (MLIR's {@code Worklist}). The positions of the ops are kept unboxed, as the list
 * holds every op of the region after seeding.
 */
final class Worklist {
  private final List<Operation> list = new ArrayList<>();
  private final OpPositions positions = new OpPositions();

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

  void clear() {
    list.clear();
    positions.clear();
  }
}
