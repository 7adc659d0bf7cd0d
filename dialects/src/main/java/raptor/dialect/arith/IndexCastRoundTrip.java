package raptor.dialect.arith;

import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code index_cast(index_cast(x)) -> x} when the outer cast returns to the type of {@code x}
 * (MLIR's {@code IndexCastOfIndexCast}).
 */
final class IndexCastRoundTrip extends OpRewritePattern<ArithIndexCastOp> {
  IndexCastRoundTrip() {
    super(ArithIndexCastOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ArithIndexCastOp op, PatternRewriter rewriter) {
    if (!(op.in().definingOp() instanceof ArithIndexCastOp inner)
        || !inner.in().type().equals(op.out().type())) {
      return rewriter.notifyMatchFailure(op, "not a cast back through index_cast");
    }
    rewriter.replaceOp(op, inner.in());
    return true;
  }
}
