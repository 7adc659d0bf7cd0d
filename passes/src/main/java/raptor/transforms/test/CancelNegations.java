package raptor.transforms.test;

import raptor.dialect.test.TestNegOp;
import raptor.rewrite.OpRewritePattern;
import raptor.rewrite.PatternRewriter;

/** {@code test.neg(test.neg(x)) -> x}. */
final class CancelNegations extends OpRewritePattern<TestNegOp> {
  CancelNegations() {
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
