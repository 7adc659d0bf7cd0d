package raptor.pim;

import java.util.IdentityHashMap;
import java.util.Map;
import raptor.ir.Operation;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;

/**
 * Positions of the ops under a root in structural (pre-order) program order: an op comes
 * before the ops nested in it, which come before its next sibling. Built in O(ops).
 */
public final class ProgramOrder {
  private final Map<Operation, Integer> first = new IdentityHashMap<>();
  private final Map<Operation, Integer> last = new IdentityHashMap<>();

  /** Numbers the ops nested in {@code root} (not {@code root} itself). */
  public ProgramOrder(Operation root) {
    int[] next = {0};
    root.walk(WalkOrder.PRE_ORDER, op -> {
      if (op != root) {
        first.put(op, next[0]++);
      }
      return WalkResult.ADVANCE;
    });
    root.walk(op -> {
      if (op == root) {
        return;
      }
      int end = first.get(op);
      for (var region : op.regions()) {
        for (var block : region.blocks()) {
          if (block.lastOp() != null) {
            end = Math.max(end, last.get(block.lastOp()));
          }
        }
      }
      last.put(op, end);
    });
  }

  /** {@return the position of {@code op}} */
  public int position(Operation op) {
    return first.get(op);
  }

  /** {@return the last position of {@code op} and the ops nested in it} */
  public int lastPosition(Operation op) {
    return last.get(op);
  }

  /** {@return whether {@code op} is numbered} */
  public boolean contains(Operation op) {
    return first.containsKey(op);
  }
}
