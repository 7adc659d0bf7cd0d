package raptor.transforms.test;

import raptor.dialect.test.TestWalkOp;
import raptor.dialect.test.TestWalkedOp;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** {@code test.walk -> test.walked}, moving the region over. */
final class RenameWalkOp extends OpRewritePattern<TestWalkOp> {
  RenameWalkOp() {
    super(TestWalkOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(TestWalkOp op, PatternRewriter rewriter) {
    rewriter.setInsertionPoint(op);
    TestWalkedOp walked = TestWalkedOp.create(rewriter, op.location());
    rewriter.inlineRegionAtEnd(op.body(), walked.body());
    rewriter.replaceOp(op, walked);
    return true;
  }
}
