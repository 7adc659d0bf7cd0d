package raptor.rewrite;

import raptor.ir.Operation;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.Pattern;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.rewrite.RewriteListener;
import raptor.ir.rewrite.RewritePattern;

/**
 * Applies patterns in one post-order walk, at most one pattern per op and no fixpoint (MLIR's
 * {@code walkAndApplyPatterns}); for lowerings whose patterns never need to see each other's
 * results. No folding, no dead-code removal.
 *
 * <p>A pattern may replace or erase the op it matched and create new ops before it; new ops are
 * not visited. It must not erase ops that come later in the walk.
 */
public final class WalkDriver {
  private WalkDriver() {
  }

  /**
   * Applies {@code patterns} to every op nested in {@code root} (not to {@code root} itself).
   *
   * @param listener told about every change, or {@code null}
   * @return whether any pattern applied
   */
  public static boolean apply(Operation root, FrozenPatternSet patterns,
      RewriteListener listener) {
    PatternRewriter rewriter = new PatternRewriter(patterns.context(), listener);
    boolean[] changed = {false};
    root.walk(op -> {
      if (op != root) {
        changed[0] |= applyFirstMatch(op, patterns, rewriter);
      }
    });
    return changed[0];
  }

  private static boolean applyFirstMatch(Operation op, FrozenPatternSet patterns,
      PatternRewriter rewriter) {
    for (Pattern pattern : patterns.patternsFor(op.name())) {
      if (!(pattern instanceof RewritePattern<?> rewrite)) {
        throw new IllegalArgumentException("'" + pattern.debugName()
            + "' is not a rewrite pattern; conversion patterns need the dialect conversion");
      }
      if (rewrite.applyTo(op, rewriter)) {
        return true;
      }
    }
    return false;
  }
}
