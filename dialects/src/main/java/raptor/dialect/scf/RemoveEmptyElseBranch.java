package raptor.dialect.scf;

import raptor.ir.Block;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code scf.if} without results whose else block holds only its {@code scf.yield} loses that
 * block (MLIR's {@code RemoveEmptyElseBranch}).
 */
final class RemoveEmptyElseBranch extends OpRewritePattern<ScfIfOp> {
  RemoveEmptyElseBranch() {
    super(ScfIfOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ScfIfOp op, PatternRewriter rewriter) {
    if (op.numResults() != 0 || op.elseRegion().isEmpty()) {
      return rewriter.notifyMatchFailure(op, "there is no else block to drop");
    }
    Block elseBlock = op.elseRegion().firstBlock();
    if (elseBlock.firstOp() != elseBlock.lastOp()) {
      return rewriter.notifyMatchFailure(op, "the else block does work");
    }
    rewriter.eraseBlock(elseBlock);
    return true;
  }
}
