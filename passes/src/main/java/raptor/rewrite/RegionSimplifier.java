package raptor.rewrite;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.rewrite.PatternRewriter;

/**
 * The greedy driver's region simplification: erases the blocks that cannot be reached from
 * their region's entry block, and at the aggressive level merges identical blocks, in the given
 * region and every region nested in it.
 */
final class RegionSimplifier {
  private RegionSimplifier() {
  }

  /** {@return whether a block was erased}; {@code mergeBlocks} also merges identical blocks */
  static boolean simplify(PatternRewriter rewriter, Region region, boolean mergeBlocks) {
    boolean changed = eraseUnreachableBlocks(rewriter, region);
    if (mergeBlocks) {
      changed |= mergeIdenticalBlocks(rewriter, region);
    }
    for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
      for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
        for (int i = 0; i < op.numRegions(); i++) {
          changed |= simplify(rewriter, op.region(i), mergeBlocks);
        }
      }
    }
    return changed;
  }

  /**
   * Merges each non-entry block into an earlier equivalent one ({@link RegionEquivalence}): its
   * predecessors branch to the earlier block instead. This is the part of MLIR's block merging
   * that needs no new block arguments (blocks whose ops differ only in operands stay apart).
   */
  private static boolean mergeIdenticalBlocks(PatternRewriter rewriter, Region region) {
    if (region.isEmpty() || region.hasOneBlock()) {
      return false;
    }
    List<Block> kept = new ArrayList<>();
    boolean changed = false;
    Block block = region.firstBlock().nextBlock();
    while (block != null) {
      Block next = block.nextBlock();
      Block twin = null;
      for (Block candidate : escapes(block) ? List.<Block>of() : kept) {
        if (RegionEquivalence.blocksEquivalent(block, candidate)) {
          twin = candidate;
          break;
        }
      }
      if (twin == null) {
        kept.add(block);
      } else {
        redirect(rewriter, block, twin);
        rewriter.eraseBlock(block);
        changed = true;
      }
      block = next;
    }
    return changed;
  }

  /** {@return whether a value defined in {@code block} is used outside it} */
  private static boolean escapes(Block block) {
    for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
      for (Operation user : op.results().stream().flatMap(r -> r.users().stream()).toList()) {
        Operation ancestor = user;
        while (ancestor != null && ancestor.parentBlock() != block) {
          ancestor = ancestor.parentOp();
        }
        if (ancestor == null) {
          return true;
        }
      }
    }
    return false;
  }

  private static void redirect(PatternRewriter rewriter, Block from, Block to) {
    for (Operation branch : new ArrayList<>(from.predecessors())) {
      rewriter.modifyOpInPlace(branch, () -> {
        for (int i = 0; i < branch.numSuccessors(); i++) {
          if (branch.successor(i) == from) {
            branch.setSuccessor(i, to);
          }
        }
      });
    }
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
