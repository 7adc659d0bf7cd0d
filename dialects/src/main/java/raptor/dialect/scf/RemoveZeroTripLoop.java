package raptor.dialect.scf;

import java.math.BigInteger;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code scf.for} whose bounds are the same value, or whose constant lower bound is not below its
 * constant upper bound, runs zero times: its results are its initial values (the zero-trip case of MLIR's
 * {@code SimplifyTrivialLoops}).
 */
final class RemoveZeroTripLoop extends OpRewritePattern<ScfForOp> {
  RemoveZeroTripLoop() {
    super(ScfForOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ScfForOp op, PatternRewriter rewriter) {
    if (op.lowerBound() == op.upperBound()) {
      rewriter.replaceOp(op, op.initArgs());
      return true;
    }
    IntegerAttr lower = constant(op.lowerBound());
    IntegerAttr upper = constant(op.upperBound());
    if (lower == null || upper == null) {
      return rewriter.notifyMatchFailure(op, "bounds are not constants");
    }
    int order = op.unsignedCmp() ? unsigned(lower).compareTo(unsigned(upper))
        : lower.value().compareTo(upper.value());
    if (order < 0) {
      return rewriter.notifyMatchFailure(op, "the loop may run");
    }
    rewriter.replaceOp(op, op.initArgs());
    return true;
  }

  private static IntegerAttr constant(Value value) {
    Operation producer = value.definingOp();
    Attribute attr = producer == null ? null : OpEffects.constantValue(producer);
    return attr instanceof IntegerAttr integer ? integer : null;
  }

  private static BigInteger unsigned(IntegerAttr attr) {
    BigInteger value = attr.value();
    if (value.signum() >= 0) {
      return value;
    }
    int width = attr.type() instanceof IntegerType t ? t.width() : 64;
    return value.add(BigInteger.ONE.shiftLeft(width));
  }
}
