package raptor.rewrite;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.Operation;

/**
 * The greedy driver's worklist: a stack of ops without duplicates, with O(1) removal through
 * tombstones (MLIR's {@code Worklist}).
 */
final class Worklist {
  private final List<Operation> list = new ArrayList<>();
  private final Map<Operation, Integer> positions = new IdentityHashMap<>();

  boolean isEmpty() {
    return positions.isEmpty();
  }

  void push(Operation op) {
    if (positions.putIfAbsent(op, list.size()) == null) {
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
    Integer position = positions.remove(op);
    if (position != null) {
      list.set(position, null);
    }
  }

  void clear() {
    list.clear();
    positions.clear();
  }
}
