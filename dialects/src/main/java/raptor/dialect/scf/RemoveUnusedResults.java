package raptor.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code scf.if} with results nobody uses becomes an {@code scf.if} yielding only the used ones,
 * with the same regions (MLIR's {@code RemoveUnusedResults}).
 */
final class RemoveUnusedResults extends OpRewritePattern<ScfIfOp> {
  RemoveUnusedResults() {
    super(ScfIfOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ScfIfOp op, PatternRewriter rewriter) {
    List<Integer> used = new ArrayList<>();
    List<Type> usedTypes = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      if (!op.result(i).hasNoUses()) {
        used.add(i);
        usedTypes.add(op.result(i).type());
      }
    }
    if (used.size() == op.numResults()) {
      return rewriter.notifyMatchFailure(op, "every result is used");
    }
    rewriter.setInsertionPoint(op);
    ScfIfOp replacement = ScfIfOp.create(rewriter, op.location(), usedTypes, op.condition());
    for (int r = 0; r < op.numRegions(); r++) {
      rewriter.inlineRegionAtEnd(op.region(r), replacement.region(r));
      if (!replacement.region(r).isEmpty()) {
        Operation yield = replacement.region(r).firstBlock().lastOp();
        List<Value> kept = new ArrayList<>();
        for (int i : used) {
          kept.add(yield.operand(i));
        }
        rewriter.modifyOpInPlace(yield, () -> yield.setOperands(kept));
      }
    }
    for (int k = 0; k < used.size(); k++) {
      rewriter.replaceAllUsesWith(op.result(used.get(k)), replacement.result(k));
    }
    rewriter.eraseOp(op);
    return true;
  }
}
