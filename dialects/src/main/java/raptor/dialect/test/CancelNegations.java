package raptor.dialect.test;

import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code test.neg(test.neg(x)) -> x}: the canonicalization pattern of {@code test.neg}, which
 * the driver test passes ({@code --test-greedy-patterns}, {@code --test-walk-patterns}) apply too.
 */
public final class CancelNegations extends OpRewritePattern<TestNegOp> {
  /** Creates the pattern. */
  public CancelNegations() {
    super(TestNegOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(TestNegOp op, PatternRewriter rewriter) {
    if (!(op.input().definingOp() instanceof TestNegOp inner)) {
      return rewriter.notifyMatchFailure(op, "operand is not a test.neg");
    }
    rewriter.replaceOp(op, inner.input());
    return true;
  }
}
