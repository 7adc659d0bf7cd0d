package raptor.dialect.memref;

import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** {@code memref.copy %m, %m} does nothing and is erased (MLIR's {@code FoldSelfCopy}). */
final class EraseSelfCopy extends OpRewritePattern<MemRefCopyOp> {
  EraseSelfCopy() {
    super(MemRefCopyOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(MemRefCopyOp op, PatternRewriter rewriter) {
    if (op.source() != op.target()) {
      return rewriter.notifyMatchFailure(op, "source and target differ");
    }
    rewriter.eraseOp(op);
    return true;
  }
}
