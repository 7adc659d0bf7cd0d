package raptor.ir.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import raptor.ir.Block;
import raptor.ir.Operation;

/**
 * The predecessor blocks of a block for the printer's comments: one entry per branch to it (a
 * block branching twice appears twice), in block order.
 */
final class PredecessorList {
  private PredecessorList() {
  }

  static List<Block> sorted(Block block, NameState names) {
    List<Block> preds = new ArrayList<>();
    for (Operation terminator : block.predecessors()) {
      Block pred = terminator.parentBlock();
      if (pred != null) {
        preds.add(pred);
      }
    }
    preds.sort(Comparator.comparingInt(names::blockId));
    return preds;
  }
}
