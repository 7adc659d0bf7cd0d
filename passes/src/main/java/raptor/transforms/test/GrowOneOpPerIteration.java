package raptor.transforms.test;

import java.util.List;
import raptor.dialect.test.TestGrowOp;
import raptor.dialect.test.TestOpOp;
import raptor.ir.Operation;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * Inserts one {@code test.op} before a {@code test.grow} until {@code limit} of them precede it.
 * The grow op itself is not changed, so the driver sees it again only in its next iteration:
 * {@code limit = n} needs {@code n + 1} iterations, more than the limit never converges.
 */
final class GrowOneOpPerIteration extends OpRewritePattern<TestGrowOp> {
  GrowOneOpPerIteration() {
    super(TestGrowOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(TestGrowOp op, PatternRewriter rewriter) {
    int preceding = 0;
    for (Operation prev = op.prevOp(); prev instanceof TestOpOp; prev = prev.prevOp()) {
      preceding++;
    }
    if (preceding >= op.limitAttr().longValue()) {
      return rewriter.notifyMatchFailure(op, "limit reached");
    }
    rewriter.setInsertionPoint(op);
    TestOpOp.create(rewriter, op.location(), List.of(), List.of());
    return true;
  }
}
