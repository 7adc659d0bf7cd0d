package raptor.tools.opt;

import java.util.ArrayDeque;
import java.util.Deque;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;

/**
 * Finds the op nested most deeply in regions, iteratively: where a recursive walk that ran out of
 * stack is reported, whatever the depth. Costs O(ops).
 */
final class DeepestOp {
  private record Entry(Operation op, int depth) {
  }

  private DeepestOp() {
  }

  /** {@return the most deeply nested op under {@code root}, {@code root} when none is nested} */
  static Operation in(Operation root) {
    Deque<Entry> pending = new ArrayDeque<>();
    pending.push(new Entry(root, 0));
    Entry deepest = pending.peek();
    while (!pending.isEmpty()) {
      Entry entry = pending.pop();
      if (entry.depth() > deepest.depth()) {
        deepest = entry;
      }
      for (Region region : entry.op().regions()) {
        for (Block block : region.blocks()) {
          for (Operation op : block.ops()) {
            pending.push(new Entry(op, entry.depth() + 1));
          }
        }
      }
    }
    return deepest.op();
  }
}
