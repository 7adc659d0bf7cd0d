package raptor.dialect.scf;

import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code scf.index_switch} on a constant becomes the ops of the case it would run (the default
 * region when no case matches), inlined before it (MLIR's {@code FoldConstantCase}).
 */
final class FoldConstantCase extends OpRewritePattern<ScfIndexSwitchOp> {
  FoldConstantCase() {
    super(ScfIndexSwitchOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ScfIndexSwitchOp op, PatternRewriter rewriter) {
    Operation producer = op.arg().definingOp();
    if (producer == null || !(OpEffects.constantValue(producer) instanceof IntegerAttr value)) {
      return rewriter.notifyMatchFailure(op, "the switch argument is not a constant");
    }
    Region taken = op.defaultRegion();
    long[] cases = op.cases();
    for (int i = 0; i < cases.length; i++) {
      if (value.value().longValue() == cases[i]) {
        taken = op.caseRegions().get(i);
        break;
      }
    }
    RemoveStaticCondition.replaceByRegion(op, taken, rewriter);
    return true;
  }
}
