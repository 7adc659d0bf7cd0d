package raptor.ir.diag;

import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.trait.IsolatedFromAbove;

/**
 * Checks that every value used in the regions of one op is visible where it is used: defined in
 * the region of the use or in one around it; and, where the regions have SSA dominance, that
 * the definition dominates the use: first in the same block, in a dominating block otherwise.
 *
 * <p>Runs once the ops nested in the regions verified, isolation included (as {@link Verifier}
 * calls it).
 */
final class DominanceCheck {
  private DominanceCheck() {
  }

  /**
   * Checks the uses in {@code owner}'s regions.
   *
   * @param ordered whether the regions have SSA dominance (else only visibility is checked)
   */
  static boolean verify(Operation owner, boolean ordered, DiagnosticEngine diag) {
    for (int r = 0; r < owner.numRegions(); r++) {
      Region region = owner.region(r);
      DominatorTree tree = !ordered || region.hasOneBlock() || region.isEmpty() ? null
          : DominatorTree.of(region);
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
          if (!verifyVisible(op, region, diag)
              || ordered && !verifyNested(op, op, region, tree, diag)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** Checks that the values {@code user} (in {@code region}) uses are defined around it. */
  private static boolean verifyVisible(Operation user, Region region, DiagnosticEngine diag) {
    for (int i = 0; i < user.numOperands(); i++) {
      Value value = user.operand(i);
      if (!encloses(value.parentRegion(), region)) {
        reportInvisible(user, i, value, diag);
        return false;
      }
    }
    return true;
  }

  /**
   * Checks the uses made by {@code user} and the ops nested in it; {@code anchor} is in region.
   * The ops inside an op isolated from above are not visited: the verifier checked their
   * isolation before, so none of them uses a value of {@code region}.
   */
  private static boolean verifyNested(Operation anchor, Operation user, Region region,
      DominatorTree tree, DiagnosticEngine diag) {
    for (int i = 0; i < user.numOperands(); i++) {
      Value value = user.operand(i);
      if (value.parentRegion() == region && !dominates(value, anchor, tree)) {
        report(user, i, value, anchor, diag);
        return false;
      }
    }
    if (user.hasTrait(IsolatedFromAbove.class)) {
      return true;
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

  /** {@return whether {@code outer} is {@code region} or one of the regions around it} */
  private static boolean encloses(Region outer, Region region) {
    Region r = region;
    while (r != null && r != outer) {
      r = r.parentOp() == null ? null : r.parentOp().parentRegion();
    }
    return r != null;
  }

  /** A use of a value whose region does not enclose the user: in a child or an unrelated region. */
  private static void reportInvisible(Operation user, int index, Value value,
      DiagnosticEngine diag) {
    Diagnostic d = diag.errorAt(user, "operand #" + index + " does not dominate this use");
    Location at = value instanceof BlockArgument arg ? arg.location()
        : value.definingOp().location();
    boolean child = encloses(user.parentRegion(), value.parentRegion());
    d.attachNote(at, "operand defined here " + (child ? "(op in a child region)"
        : "(op is neither in a parent nor in a child region)"));
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
