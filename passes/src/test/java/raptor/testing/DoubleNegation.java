package raptor.testing;

import raptor.ir.Operation;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** {@code test.neg(test.neg(x)) -> x}. */
public final class DoubleNegation extends OpRewritePattern<TestDialect.TestOp> {
  /** Creates the pattern. */
  public DoubleNegation() {
    super(TestDialect.NEG);
  }

  @Override
  public boolean matchAndRewrite(TestDialect.TestOp op, PatternRewriter rewriter) {
    Operation inner = op.operand(0).definingOp();
    if (inner == null || inner.info() != TestDialect.NEG) {
      return rewriter.notifyMatchFailure(op, "operand is not produced by test.neg");
    }
    rewriter.replaceOp(op, inner.operand(0));
    return true;
  }
}
