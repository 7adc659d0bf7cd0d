package raptor.dialect.cf;

import raptor.ir.attr.IntegerAttr;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** {@code cf.assert} of a constant true always holds and is erased. */
final class EraseAssertTrue extends OpRewritePattern<CfAssertOp> {
  EraseAssertTrue() {
    super(CfAssertOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(CfAssertOp op, PatternRewriter rewriter) {
    if (!(OpEffects.constantValue(op.arg().definingOp()) instanceof IntegerAttr value)
        || value.value().signum() == 0) {
      return rewriter.notifyMatchFailure(op, "the condition is not a constant true");
    }
    rewriter.eraseOp(op);
    return true;
  }
}
