package raptor.ir.diag;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;

/**
 * Immediate dominators of the blocks of one region, computed with the iterative algorithm of
 * Cooper, Harvey and Kennedy over reverse post-order. Unreachable blocks are dominated by all.
 */
final class DominatorTree {
  private final Map<Block, Integer> order = new IdentityHashMap<>();
  private final List<Block> blocks = new ArrayList<>();
  private int[] idom;

  private DominatorTree() {
  }

  static DominatorTree of(Region region) {
    DominatorTree tree = new DominatorTree();
    tree.numberReversePostOrder(region.firstBlock());
    tree.computeIdoms();
    return tree;
  }

  /** {@return whether {@code a} dominates {@code b}} */
  boolean dominates(Block a, Block b) {
    Integer bi = order.get(b);
    if (bi == null) {
      return true;
    }
    Integer ai = order.get(a);
    if (ai == null) {
      return false;
    }
    int current = bi;
    while (current != ai) {
      if (current == 0) {
        return false;
      }
      current = idom[current];
    }
    return true;
  }

  private void numberReversePostOrder(Block entry) {
    List<Block> postOrder = new ArrayList<>();
    Map<Block, Boolean> seen = new IdentityHashMap<>();
    List<Block> stack = new ArrayList<>();
    List<Integer> nextSucc = new ArrayList<>();
    stack.add(entry);
    nextSucc.add(0);
    seen.put(entry, true);
    while (!stack.isEmpty()) {
      int top = stack.size() - 1;
      Block block = stack.get(top);
      List<Block> succs = successors(block);
      int i = nextSucc.get(top);
      if (i < succs.size()) {
        nextSucc.set(top, i + 1);
        Block succ = succs.get(i);
        if (seen.putIfAbsent(succ, true) == null) {
          stack.add(succ);
          nextSucc.add(0);
        }
        continue;
      }
      stack.remove(top);
      nextSucc.remove(top);
      postOrder.add(block);
    }
    for (int i = postOrder.size() - 1; i >= 0; i--) {
      order.put(postOrder.get(i), blocks.size());
      blocks.add(postOrder.get(i));
    }
  }

  private static List<Block> successors(Block block) {
    Operation terminator = block.lastOp();
    List<Block> succs = new ArrayList<>();
    if (terminator != null) {
      for (int i = 0; i < terminator.numSuccessors(); i++) {
        succs.add(terminator.successor(i));
      }
    }
    return succs;
  }

  private void computeIdoms() {
    int n = blocks.size();
    idom = new int[n];
    java.util.Arrays.fill(idom, -1);
    idom[0] = 0;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int b = 1; b < n; b++) {
        int newIdom = -1;
        for (Operation pred : blocks.get(b).predecessors()) {
          Integer p = order.get(pred.parentBlock());
          if (p == null || idom[p] < 0) {
            continue;
          }
          newIdom = newIdom < 0 ? p : intersect(p, newIdom);
        }
        if (newIdom >= 0 && idom[b] != newIdom) {
          idom[b] = newIdom;
          changed = true;
        }
      }
    }
  }

  private int intersect(int a, int b) {
    while (a != b) {
      while (a > b) {
        a = idom[a];
      }
      while (b > a) {
        b = idom[b];
      }
    }
    return a;
  }
}
