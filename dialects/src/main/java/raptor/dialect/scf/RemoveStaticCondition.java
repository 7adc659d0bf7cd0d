package raptor.dialect.scf;

import java.util.List;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code scf.if} on a constant condition becomes the ops of the region it would run, inlined
 * before it; its results become the values that region yields (MLIR's
 * {@code RemoveStaticCondition}).
 */
final class RemoveStaticCondition extends OpRewritePattern<ScfIfOp> {
  RemoveStaticCondition() {
    super(ScfIfOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ScfIfOp op, PatternRewriter rewriter) {
    Operation producer = op.condition().definingOp();
    if (producer == null || !(OpEffects.constantValue(producer) instanceof IntegerAttr cond)) {
      return rewriter.notifyMatchFailure(op, "condition is not a constant");
    }
    replaceByRegion(op, cond.value().signum() != 0 ? op.thenRegion() : op.elseRegion(),
        rewriter);
    return true;
  }

  /**
   * Replaces {@code op} by the ops of {@code taken}, a region of it that ends in a yield,
   * inlined before it; the results become the values yielded. An empty region (an op without
   * results) erases {@code op}.
   */
  static void replaceByRegion(Operation op, Region taken, PatternRewriter rewriter) {
    if (taken.isEmpty()) {
      rewriter.eraseOp(op);
      return;
    }
    Block body = taken.firstBlock();
    Operation yield = body.lastOp();
    List<Value> yielded = List.copyOf(yield.operands());
    rewriter.eraseOp(yield);
    rewriter.inlineBlockBefore(body, op.parentBlock(), op, List.of());
    rewriter.replaceOp(op, yielded);
  }
}
