package raptor.dialect.arith;

import java.math.BigInteger;
import java.util.function.BinaryOperator;
import raptor.ir.OpBuilder;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code op(op(x, c0), c1) -> op(x, c0 op c1)} for an associative integer op with overflow flags,
 * keeping the flags both ops share (MLIR's {@code AddIAddConstant} and {@code MulIMulIConstant}).
 *
 * @param <T> the op class
 */
final class ReassociateConstants<T extends Operation> extends OpRewritePattern<T> {
  /** A generated {@code create} builder of the op. */
  @FunctionalInterface
  interface Creator {
    Operation create(OpBuilder builder, Location location, Value lhs, Value rhs,
        IntegerOverflowFlagsAttr flags);
  }

  private final OpInfo<T> info;
  private final BinaryOperator<BigInteger> arithmetic;
  private final Creator creator;

  private ReassociateConstants(OpInfo<T> info, BinaryOperator<BigInteger> arithmetic,
      Creator creator) {
    super(info);
    this.info = info;
    this.arithmetic = arithmetic;
    this.creator = creator;
  }

  /** {@return {@code addi(addi(x, c0), c1) -> addi(x, c0 + c1)}} */
  static ReassociateConstants<ArithAddIOp> addi() {
    return new ReassociateConstants<>(ArithAddIOp.INFO, BigInteger::add, ArithAddIOp::create);
  }

  /** {@return {@code muli(muli(x, c0), c1) -> muli(x, c0 * c1)}} */
  static ReassociateConstants<ArithMulIOp> muli() {
    return new ReassociateConstants<>(ArithMulIOp.INFO, BigInteger::multiply,
        ArithMulIOp::create);
  }

  @Override
  public boolean matchAndRewrite(T op, PatternRewriter rewriter) {
    Operation inner = op.operand(0).definingOp();
    if (inner == null || inner.info() != info
        || !(OpEffects.constantValue(op.operand(1).definingOp()) instanceof IntegerAttr c1)
        || !(OpEffects.constantValue(inner.operand(1).definingOp()) instanceof IntegerAttr c0)) {
      return rewriter.notifyMatchFailure(op, "not an op of a constant and an op of a constant");
    }
    IntegerOverflowFlagsAttr flags = new IntegerOverflowFlagsAttr(
        flags(op).flags() & flags(inner).flags());
    rewriter.setInsertionPoint(op);
    ArithConstantOp constant = ArithConstantOp.create(rewriter, op.location(), c1.type(),
        new IntegerAttr(c1.type(), arithmetic.apply(c0.value(), c1.value())));
    rewriter.replaceOp(op, creator.create(rewriter, op.location(), inner.operand(0),
        constant.result(), flags));
    return true;
  }

  private static IntegerOverflowFlagsAttr flags(Operation op) {
    return op.inherentAttr("overflowFlags") instanceof IntegerOverflowFlagsAttr flags
        ? flags : IntegerOverflowFlagsAttr.NONE;
  }
}
