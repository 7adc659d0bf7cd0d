package raptor.ir.rewrite;

import java.util.Arrays;
import java.util.List;
import raptor.ir.Block;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.attr.Attribute;
import raptor.ir.trait.ConstantLike;
import raptor.ir.trait.NoMemoryEffect;
import raptor.ir.trait.Pure;
import raptor.ir.trait.RecursiveMemoryEffects;
import raptor.ir.trait.Terminator;

/** What drivers and passes may assume about an op's side effects and constant value. */
public final class OpEffects {
  private OpEffects() {
  }

  /**
   * {@return whether {@code op} can be erased without changing the program: it is not a
   * terminator, no result is used, and it has no side effect ({@link #isEffectFree})}
   */
  public static boolean isTriviallyDead(Operation op) {
    // The use test first: it settles most ops without a trait lookup.
    return op.hasNoUses() && !op.hasTrait(Terminator.class) && isEffectFree(op);
  }

  /**
   * {@return whether {@code op} has no side effect}: a registered {@link Pure} or {@link
   * NoMemoryEffect} op, or a registered {@link RecursiveMemoryEffects} op all of whose nested
   * ops have none
   */
  public static boolean isEffectFree(Operation op) {
    if (!op.info().isRegistered()) {
      return false;
    }
    if (op.hasTrait(Pure.class) || op.hasTrait(NoMemoryEffect.class)) {
      return true;
    }
    if (!op.hasTrait(RecursiveMemoryEffects.class)) {
      return false;
    }
    for (Region region : op.regions()) {
      for (Block block : region.blocks()) {
        for (Operation nested : block.ops()) {
          if (!isEffectFree(nested)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /**
   * {@return the value of {@code op} when it is a {@link ConstantLike} op whose fold hook yields
   * an attribute, else {@code null}}
   */
  public static Attribute constantValue(Operation op) {
    if (op == null || !op.hasTrait(ConstantLike.class) || op.numResults() != 1) {
      return null;
    }
    Attribute[] noConstants = new Attribute[op.numOperands()];
    List<OpFoldResult> folded = op.info().folder().fold(op, Arrays.asList(noConstants));
    if (folded == null || folded.size() != 1) {
      return null;
    }
    return folded.get(0).attribute();
  }

  /** {@return per operand of {@code op}, the constant value producing it, or {@code null}} */
  public static List<Attribute> constantOperands(Operation op) {
    Attribute[] constants = new Attribute[op.numOperands()];
    for (int i = 0; i < constants.length; i++) {
      constants[i] = constantValue(op.operand(i).definingOp());
    }
    return Arrays.asList(constants);
  }
}
