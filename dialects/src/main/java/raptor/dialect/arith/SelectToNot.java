package raptor.dialect.arith;

import raptor.ir.attr.BoolAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** {@code select(c, false, true) -> xori(c, true)} (MLIR's {@code SelectI1ToNot}). */
final class SelectToNot extends OpRewritePattern<ArithSelectOp> {
  SelectToNot() {
    super(ArithSelectOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ArithSelectOp op, PatternRewriter rewriter) {
    if (!op.result().type().equals(IntegerType.I1)
        || !BoolAttr.FALSE.equals(OpEffects.constantValue(op.trueValue().definingOp()))
        || !BoolAttr.TRUE.equals(OpEffects.constantValue(op.falseValue().definingOp()))) {
      return rewriter.notifyMatchFailure(op, "not a select of false and true");
    }
    rewriter.setInsertionPoint(op);
    ArithConstantOp one = ArithConstantOp.create(rewriter, op.location(), IntegerType.I1,
        BoolAttr.TRUE);
    rewriter.replaceOp(op, ArithXOrIOp.create(rewriter, op.location(), op.condition(),
        one.result()));
    return true;
  }
}
