package raptor.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.RegionKind;
import raptor.ir.Value;
import raptor.ir.attr.UnknownLoc;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.trait.IsolatedFromAbove;
import raptor.ir.trait.Terminator;

/**
 * The work of one {@code cse} run: a scoped table of the side-effect-free ops seen so far, so an
 * op equal to one that dominates it (same name, attributes, properties, operands, result types
 * and equivalent single-block regions) is replaced by it. Nested regions see the values of their enclosing scopes unless
 * their op is (or might be) isolated from above; each block of a multi-block region is a scope
 * of its own. Trivially dead ops are erased too.
 */
final class CommonSubexpressions {
  private final Deque<Map<CseKey, Operation>> scopes = new ArrayDeque<>();
  /** The ops of graph regions put in the table, whose uses are never replaced. */
  private final Set<Operation> known = Collections.newSetFromMap(new IdentityHashMap<>());
  private final List<Operation> toErase = new ArrayList<>();
  private int numCse;
  private int numDce;

  /** Simplifies the regions of {@code root}; returns this run for its counts. */
  CommonSubexpressions run(Operation root) {
    for (Region region : root.regions()) {
      simplifyRegion(region);
    }
    for (Operation op : toErase) {
      op.erase();
    }
    return this;
  }

  int numCse() {
    return numCse;
  }

  int numDce() {
    return numDce;
  }

  private void simplifyRegion(Region region) {
    boolean dominance = region.parentOp().info().regionKind() == RegionKind.SSA_CFG;
    for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
      scopes.push(new HashMap<>());
      simplifyBlock(block, dominance);
      scopes.pop();
    }
  }

  private void simplifyBlock(Block block, boolean dominance) {
    for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
      if (op.numRegions() > 0) {
        simplifyNested(op);
      }
      simplifyOp(op, dominance);
    }
  }

  private void simplifyNested(Operation op) {
    boolean isolated = !op.info().isRegistered() || op.hasTrait(IsolatedFromAbove.class);
    Deque<Map<CseKey, Operation>> saved = null;
    if (isolated) {
      saved = new ArrayDeque<>(scopes);
      scopes.clear();
    }
    for (Region region : op.regions()) {
      simplifyRegion(region);
    }
    if (isolated) {
      scopes.addAll(saved);
    }
  }

  private void simplifyOp(Operation op, boolean dominance) {
    if (op.hasTrait(Terminator.class)) {
      return;
    }
    if (OpEffects.isTriviallyDead(op)) {
      toErase.add(op);
      numDce++;
      return;
    }
    if (op.numSuccessors() > 0 || !singleBlockRegions(op) || !OpEffects.isEffectFree(op)) {
      return;
    }
    CseKey key = new CseKey(op);
    Operation existing = lookup(key);
    if (existing == null) {
      scopes.peek().put(key, op);
      if (!dominance) {
        known.add(op);
      }
      return;
    }
    replaceUses(op, existing, dominance);
    if (existing.location() instanceof UnknownLoc && !(op.location() instanceof UnknownLoc)) {
      existing.setLocation(op.location());
    }
    numCse++;
  }

  /** Ops whose regions have more than one block are not simplified, as in MLIR. */
  private static boolean singleBlockRegions(Operation op) {
    for (Region region : op.regions()) {
      if (!region.isEmpty() && !region.hasOneBlock()) {
        return false;
      }
    }
    return true;
  }

  private Operation lookup(CseKey key) {
    for (Map<CseKey, Operation> scope : scopes) {
      Operation found = scope.get(key);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  /**
   * Replaces the uses of {@code op} with {@code existing}. Without dominance a use may come
   * before the op; uses by ops already in the table stay, as changing them would change keys.
   */
  private void replaceUses(Operation op, Operation existing, boolean dominance) {
    for (int i = 0; i < op.numResults(); i++) {
      Value replacement = existing.result(i);
      if (dominance) {
        op.result(i).replaceAllUsesWith(replacement);
      } else {
        op.result(i).replaceUsesWithIf(replacement, use -> !known.contains(use.owner()));
      }
    }
    if (op.hasNoUses()) {
      toErase.add(op);
    }
  }
}
