package raptor.dialect.cf;

import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code cf.cond_br} whose two successors are the same block with the same operands becomes a
 * {@code cf.br} (MLIR's {@code SimplifyCondBranchIdenticalSuccessors}, without its selects for
 * differing operands).
 */
final class IdenticalSuccessorsBranch extends OpRewritePattern<CfCondBranchOp> {
  IdenticalSuccessorsBranch() {
    super(CfCondBranchOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(CfCondBranchOp op, PatternRewriter rewriter) {
    if (op.successor(0) != op.successor(1) || !op.trueDestOperands().equals(op.falseDestOperands())) {
      return rewriter.notifyMatchFailure(op, "the successors differ");
    }
    rewriter.replaceOpWithNewOp(op, b -> CfBranchOp.create(b, op.location(), op.trueDestOperands(),
        op.successor(0)));
    return true;
  }
}
