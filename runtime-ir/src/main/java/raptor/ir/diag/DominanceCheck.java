package raptor.ir.diag;

import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;

/**
 * Checks that every value defined in the regions of one op dominates its uses: in the same
 * block the definition comes first, across blocks the defining block dominates.
 */
final class DominanceCheck {
  private DominanceCheck() {
  }

  static boolean verify(Operation owner, DiagnosticEngine diag) {
    for (int r = 0; r < owner.numRegions(); r++) {
      Region region = owner.region(r);
      DominatorTree tree = region.hasOneBlock() || region.isEmpty() ? null
          : DominatorTree.of(region);
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
          if (!verifyNested(op, op, region, tree, diag)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** Checks the uses made by {@code user} and the ops nested in it; {@code anchor} is in region. */
  private static boolean verifyNested(Operation anchor, Operation user, Region region,
      DominatorTree tree, DiagnosticEngine diag) {
    for (int i = 0; i < user.numOperands(); i++) {
      Value value = user.operand(i);
      if (value.parentRegion() == region && !dominates(value, anchor, tree)) {
        report(user, i, value, anchor, diag);
        return false;
      }
    }
    for (int r = 0; r < user.numRegions(); r++) {
      for (Block block = user.region(r).firstBlock(); block != null; block = block.nextBlock()) {
        for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
          if (!verifyNested(anchor, op, region, tree, diag)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private static boolean dominates(Value value, Operation anchor, DominatorTree tree) {
    Block defBlock = value.parentBlock();
    Block useBlock = anchor.parentBlock();
    if (defBlock == useBlock) {
      if (value instanceof BlockArgument) {
        return true;
      }
      Operation def = value.definingOp();
      return def != anchor && def.isBeforeInBlock(anchor);
    }
    return tree == null || tree.dominates(defBlock, useBlock);
  }

  private static void report(Operation user, int index, Value value, Operation anchor,
      DiagnosticEngine diag) {
    Diagnostic d = diag.errorAt(user, "operand #" + index + " does not dominate this use");
    if (value instanceof BlockArgument arg) {
      d.attachNote(arg.location(), "operand defined as a block argument");
      return;
    }
    Operation def = value.definingOp();
    String where = def.parentBlock() == anchor.parentBlock() && anchor == user
        ? "(op in the same block)"
        : anchor == user ? "(op in the same region)" : "(op in a parent region)";
    d.attachNote(def.location(), "operand defined here " + where);
  }
}
