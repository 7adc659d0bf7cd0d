package raptor.dialect.arith;

import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** {@code xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)} (MLIR's {@code XOrINotCmpI}). */
final class InvertCmpI extends OpRewritePattern<ArithXOrIOp> {
  /** The negated predicate, by predicate value: eq ne slt sle sgt sge ult ule ugt uge. */
  private static final int[] NEGATED = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};

  InvertCmpI() {
    super(ArithXOrIOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ArithXOrIOp op, PatternRewriter rewriter) {
    if (!(op.lhs().definingOp() instanceof ArithCmpIOp cmp)
        || !IntegerAttr.of(IntegerType.I1, 1).equals(
            OpEffects.constantValue(op.rhs().definingOp()))) {
      return rewriter.notifyMatchFailure(op, "not the negation of a cmpi");
    }
    IntegerAttr negated = IntegerAttr.of(IntegerType.I64, NEGATED[(int) cmp.predicate()]);
    rewriter.replaceOpWithNewOp(op, b -> ArithCmpIOp.create(b, op.location(),
        op.result().type(), cmp.lhs(), cmp.rhs(), negated));
    return true;
  }
}
