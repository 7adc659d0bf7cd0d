package raptor.pim.copies;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;

/**
 * The order of ops in their blocks as numbers, each block numbered when first asked about
 * (every other number, so that an op moved just before another takes the number before it).
 */
final class BlockPositions {
  private final Map<Operation, Long> positions = new IdentityHashMap<>();
  private final Set<Block> numbered = Collections.newSetFromMap(new IdentityHashMap<>());

  /**
   * {@return the number of {@code op} in its block, numbering the block on first use;
   * {@code null} for an op added to a block after it was numbered}
   */
  Long of(Operation op) {
    Block block = op.parentBlock();
    if (numbered.add(block)) {
      long next = 0;
      for (Operation each : block.ops()) {
        positions.put(each, next);
        next += 2;
      }
    }
    return positions.get(op);
  }

  /** Records that {@code moved} now comes just before {@code successor}, numbered {@code at}. */
  void movedBefore(Operation moved, long at) {
    positions.put(moved, at - 1);
  }
}
