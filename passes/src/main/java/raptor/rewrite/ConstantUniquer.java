package raptor.rewrite;

import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnknownLoc;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.trait.IsolatedFromAbove;

/**
 * Deduplicates constant-like ops and hoists them to the start of their insertion region, the
 * nearest enclosing region of an isolated (or unregistered, or top-level) op, as MLIR's
 * {@code OperationFolder::insertKnownConstant} does while the greedy driver seeds its worklist;
 * a constant that absorbs one from another location gets an unknown location, as there.
 */
final class ConstantUniquer {
  /** The identity of a constant within one insertion region. */
  private record Key(Region region, String dialect, Attribute value, Type type) {
  }

  private final PatternRewriter rewriter;
  private final Map<Key, Operation> constants = new HashMap<>();
  private final Set<Operation> owned = Collections.newSetFromMap(new IdentityHashMap<>());

  ConstantUniquer(PatternRewriter rewriter) {
    this.rewriter = rewriter;
  }

  /**
   * Records the constant {@code op} of value {@code value}, hoisting it when needed.
   *
   * @return {@code false} when an equal constant existed and {@code op} was replaced by it
   */
  boolean insertKnownConstant(Operation op, Attribute value) {
    Region region = insertionRegion(op.parentBlock());
    Key key = new Key(region, op.info().dialectName(), value, op.result(0).type());
    Operation existing = constants.get(key);
    if (existing != null) {
      if (!existing.location().equals(op.location())) {
        existing.setLocation(UnknownLoc.INSTANCE);
      }
      rewriter.replaceOp(op, existing);
      return false;
    }
    Block entry = region.firstBlock();
    if (op.parentBlock() != entry || (entry.firstOp() != op && !owned.contains(op.prevOp()))) {
      rewriter.moveOpToStart(op, entry);
      op.setLocation(UnknownLoc.INSTANCE);
    }
    constants.put(key, op);
    owned.add(op);
    return true;
  }

  private static Region insertionRegion(Block block) {
    Region region = block.parent();
    Operation parent = region.parentOp();
    while (parent.parentBlock() != null && parent.info().isRegistered()
        && !parent.hasTrait(IsolatedFromAbove.class)) {
      region = parent.parentRegion();
      parent = region.parentOp();
    }
    return region;
  }
}
