package raptor.rewrite;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;

/**
 * Structural equivalence of the regions of two ops, ignoring locations (MLIR's
 * {@code OperationEquivalence::isRegionEquivalentTo}): the same blocks, block argument types and
 * ops, where a value defined inside one region stands for the value at the same place in the
 * other and any other value must be the same in both.
 */
public final class RegionEquivalence {
  private final Map<Value, Value> mapping = new IdentityHashMap<>();

  private RegionEquivalence() {
  }

  /** {@return whether the regions of {@code a} and {@code b} are equivalent} */
  public static boolean equivalent(Operation a, Operation b) {
    RegionEquivalence equivalence = new RegionEquivalence();
    return equivalence.regions(a, b);
  }

  /**
   * {@return whether blocks {@code a} and {@code b} hold equivalent ops over arguments of the
   * same types, with successors identical}
   */
  public static boolean blocksEquivalent(Block a, Block b) {
    return new RegionEquivalence().block(a, b);
  }

  private boolean regions(Operation a, Operation b) {
    if (a.numRegions() != b.numRegions()) {
      return false;
    }
    for (int i = 0; i < a.numRegions(); i++) {
      if (!region(a.region(i), b.region(i))) {
        return false;
      }
    }
    return true;
  }

  private boolean region(Region a, Region b) {
    Block x = a.firstBlock();
    Block y = b.firstBlock();
    for (; x != null && y != null; x = x.nextBlock(), y = y.nextBlock()) {
      if (!block(x, y)) {
        return false;
      }
    }
    return x == null && y == null;
  }

  private boolean block(Block a, Block b) {
    if (a.numArguments() != b.numArguments()) {
      return false;
    }
    for (int i = 0; i < a.numArguments(); i++) {
      if (!a.argument(i).type().equals(b.argument(i).type())) {
        return false;
      }
      mapping.put(a.argument(i), b.argument(i));
    }
    Operation x = a.firstOp();
    Operation y = b.firstOp();
    for (; x != null && y != null; x = x.nextOp(), y = y.nextOp()) {
      if (!op(x, y)) {
        return false;
      }
    }
    return x == null && y == null;
  }

  private boolean op(Operation a, Operation b) {
    if (!a.name().equals(b.name()) || a.numOperands() != b.numOperands()
        || a.numResults() != b.numResults() || a.numSuccessors() != b.numSuccessors()
        || !Objects.equals(a.properties(), b.properties()) || !a.attributes().equals(b.attributes())) {
      return false;
    }
    for (int i = 0; i < a.numOperands(); i++) {
      Value mapped = mapping.getOrDefault(a.operand(i), a.operand(i));
      if (mapped != b.operand(i)) {
        return false;
      }
    }
    for (int i = 0; i < a.numSuccessors(); i++) {
      if (a.successor(i) != b.successor(i)) {
        return false;
      }
    }
    for (int i = 0; i < a.numResults(); i++) {
      if (!a.result(i).type().equals(b.result(i).type())) {
        return false;
      }
      mapping.put(a.result(i), b.result(i));
    }
    return regions(a, b);
  }
}
