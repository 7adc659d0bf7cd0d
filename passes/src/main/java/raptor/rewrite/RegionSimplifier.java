package raptor.rewrite;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.rewrite.PatternRewriter;

/**
 * The greedy driver's region simplification: erases the blocks that cannot be reached from
 * their region's entry block, in the given region and every region nested in it.
 */
final class RegionSimplifier {
  private RegionSimplifier() {
  }

  /** {@return whether a block was erased} */
  static boolean simplify(PatternRewriter rewriter, Region region) {
    boolean changed = eraseUnreachableBlocks(rewriter, region);
    for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
      for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
        for (Region nested : op.regions()) {
          changed |= simplify(rewriter, nested);
        }
      }
    }
    return changed;
  }

  private static boolean eraseUnreachableBlocks(PatternRewriter rewriter, Region region) {
    if (region.isEmpty() || region.hasOneBlock()) {
      return false;
    }
    Set<Block> reachable = reachableBlocks(region.firstBlock());
    boolean changed = false;
    Block block = region.firstBlock();
    while (block != null) {
      Block next = block.nextBlock();
      if (!reachable.contains(block)) {
        rewriter.eraseBlock(block);
        changed = true;
      }
      block = next;
    }
    return changed;
  }

  private static Set<Block> reachableBlocks(Block entry) {
    Set<Block> reachable = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Block> pending = new ArrayDeque<>();
    pending.push(entry);
    while (!pending.isEmpty()) {
      Block block = pending.pop();
      if (!reachable.add(block)) {
        continue;
      }
      Operation terminator = block.lastOp();
      if (terminator == null) {
        continue;
      }
      for (int i = 0; i < terminator.numSuccessors(); i++) {
        pending.push(terminator.successor(i));
      }
    }
    return reachable;
  }
}
