package raptor.dialect.cf;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Block;
import raptor.ir.Value;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code cf.br ^bb(%v)} to a block no other branch reaches: that block's ops move to the end of
 * the branching block, its arguments replaced by the branch operands (MLIR's
 * {@code SimplifyBrToBlockWithSinglePred}).
 */
final class MergeSinglePredecessor extends OpRewritePattern<CfBranchOp> {
  MergeSinglePredecessor() {
    super(CfBranchOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(CfBranchOp op, PatternRewriter rewriter) {
    Block dest = op.successor(0);
    Block block = op.parentBlock();
    if (dest == block || dest.predecessors().size() != 1) {
      return rewriter.notifyMatchFailure(op, "the destination has other predecessors");
    }
    List<Value> operands = new ArrayList<>(op.destOperands());
    rewriter.eraseOp(op);
    rewriter.mergeBlocks(dest, block, operands);
    return true;
  }
}
