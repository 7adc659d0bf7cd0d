package raptor.dialect.arith;

import java.util.List;
import java.util.function.DoubleBinaryOperator;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.FloatAttr;

/**
 * The folds of the float ops, with MLIR's identities ({@code x + -0.0}, {@code x - 0.0},
 * {@code x * 1.0}, {@code x / 1.0}) and IEEE round-to-nearest-even constant folding.
 */
final class FloatFolders {
  private FloatFolders() {
  }

  static List<OpFoldResult> addf(ArithAddFOp op, List<Attribute> c) {
    if (FloatValues.is(c.get(1), -0.0)) {
      return FoldResults.value(op.lhs());
    }
    return commutative(op, c, Double::sum);
  }

  static List<OpFoldResult> subf(ArithSubFOp op, List<Attribute> c) {
    if (FloatValues.is(c.get(1), 0.0)) {
      return FoldResults.value(op.lhs());
    }
    return binary(c, (a, b) -> a - b);
  }

  static List<OpFoldResult> mulf(ArithMulFOp op, List<Attribute> c) {
    if (FloatValues.is(c.get(1), 1.0)) {
      return FoldResults.value(op.lhs());
    }
    return commutative(op, c, (a, b) -> a * b);
  }

  static List<OpFoldResult> divf(ArithDivFOp op, List<Attribute> c) {
    if (FloatValues.is(c.get(1), 1.0)) {
      return FoldResults.value(op.lhs());
    }
    return binary(c, (a, b) -> a / b);
  }

  static List<OpFoldResult> maximumf(ArithMaximumFOp op, List<Attribute> c) {
    if (op.lhs() == op.rhs() || FloatValues.is(c.get(1), Double.NEGATIVE_INFINITY)) {
      return FoldResults.value(op.lhs());
    }
    return commutative(op, c, Math::max);
  }

  static List<OpFoldResult> minimumf(ArithMinimumFOp op, List<Attribute> c) {
    if (op.lhs() == op.rhs() || FloatValues.is(c.get(1), Double.POSITIVE_INFINITY)) {
      return FoldResults.value(op.lhs());
    }
    return commutative(op, c, Math::min);
  }

  /** {@code negf(negf(x)) -> x}; a constant has its sign bit flipped. */
  static List<OpFoldResult> negf(ArithNegFOp op, List<Attribute> c) {
    if (op.operand().definingOp() instanceof ArithNegFOp inner) {
      return FoldResults.value(inner.operand());
    }
    if (c.get(0) instanceof FloatAttr f && f.type().isSigned()) {
      return FoldResults.constant(new FloatAttr(f.type(),
          f.bits().flipBit(f.type().width() - 1)));
    }
    return null;
  }

  private static List<OpFoldResult> commutative(Operation op, List<Attribute> c,
      DoubleBinaryOperator arithmetic) {
    List<OpFoldResult> folded = binary(c, arithmetic);
    return folded != null ? folded : FoldResults.commute(op, c);
  }

  private static List<OpFoldResult> binary(List<Attribute> c, DoubleBinaryOperator arithmetic) {
    FloatAttr a = FloatValues.foldable(c.get(0));
    FloatAttr b = FloatValues.foldable(c.get(1));
    if (a == null || b == null || a.type() != b.type()) {
      return null;
    }
    return FoldResults.constant(FloatAttr.of(a.type(),
        arithmetic.applyAsDouble(a.doubleValue(), b.doubleValue())));
  }
}
