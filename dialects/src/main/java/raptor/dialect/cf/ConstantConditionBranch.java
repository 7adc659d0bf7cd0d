package raptor.dialect.cf;

import raptor.ir.attr.IntegerAttr;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code cf.cond_br} on a constant condition becomes a {@code cf.br} to the successor it takes
 * (MLIR's {@code SimplifyConstCondBranchPred}).
 */
final class ConstantConditionBranch extends OpRewritePattern<CfCondBranchOp> {
  ConstantConditionBranch() {
    super(CfCondBranchOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(CfCondBranchOp op, PatternRewriter rewriter) {
    if (!(OpEffects.constantValue(op.condition().definingOp()) instanceof IntegerAttr value)) {
      return rewriter.notifyMatchFailure(op, "the condition is not a constant");
    }
    boolean taken = value.value().signum() != 0;
    rewriter.replaceOpWithNewOp(op, b -> CfBranchOp.create(b, op.location(),
        taken ? op.trueDestOperands() : op.falseDestOperands(), op.successor(taken ? 0 : 1)));
    return true;
  }
}
