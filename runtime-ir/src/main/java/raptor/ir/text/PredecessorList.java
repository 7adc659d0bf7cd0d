package raptor.ir.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.Block;
import raptor.ir.Operation;

/** The distinct predecessor blocks of a block, in block order, for the printer's comments. */
final class PredecessorList {
  private PredecessorList() {
  }

  static List<Block> sortedUnique(Block block, NameState names) {
    Map<Block, Boolean> seen = new IdentityHashMap<>();
    List<Block> preds = new ArrayList<>();
    for (Operation terminator : block.predecessors()) {
      Block pred = terminator.parentBlock();
      if (pred != null && seen.putIfAbsent(pred, true) == null) {
        preds.add(pred);
      }
    }
    preds.sort(Comparator.comparingInt(names::blockId));
    return preds;
  }
}
