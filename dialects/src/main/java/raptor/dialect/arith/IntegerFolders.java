package raptor.dialect.arith;

import static raptor.dialect.arith.IntegerValues.signed;
import static raptor.dialect.arith.IntegerValues.unsigned;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * The folds of the integer binary ops, with MLIR's semantics: results wrap to the width,
 * division by zero, signed division overflow and over-wide shifts are not folded, and a
 * commutative op whose fold fails moves its constant operand to the right.
 */
final class IntegerFolders {
  /** One integer op on two constants; {@code null} when the result is undefined. */
  @FunctionalInterface
  private interface Arithmetic {
    BigInteger apply(IntegerAttr lhs, IntegerAttr rhs);
  }

  private IntegerFolders() {
  }

  static List<OpFoldResult> addi(ArithAddIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 0)) {
      return FoldResults.value(op.lhs());
    }
    Value cancelled = cancelSub(op.lhs(), op.rhs());
    if (cancelled == null) {
      cancelled = cancelSub(op.rhs(), op.lhs());
    }
    if (cancelled != null) {
      return FoldResults.value(cancelled);
    }
    return commutative(op, c, (a, b) -> a.value().add(b.value()));
  }

  static List<OpFoldResult> subi(ArithSubIOp op, List<Attribute> c) {
    if (op.lhs() == op.rhs() && !(op.result().type() instanceof ShapedType)) {
      return FoldResults.constant(IntegerAttr.of(op.result().type(), 0));
    }
    if (IntegerValues.is(c.get(1), 0)) {
      return FoldResults.value(op.lhs());
    }
    if (op.lhs().definingOp() instanceof ArithAddIOp add) {
      if (add.rhs() == op.rhs()) {
        return FoldResults.value(add.lhs());
      }
      if (add.lhs() == op.rhs()) {
        return FoldResults.value(add.rhs());
      }
    }
    return binary(op, c, (a, b) -> a.value().subtract(b.value()));
  }

  static List<OpFoldResult> muli(ArithMulIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 0)) {
      return FoldResults.value(op.rhs());
    }
    if (IntegerValues.is(c.get(1), 1)) {
      return FoldResults.value(op.lhs());
    }
    return commutative(op, c, (a, b) -> a.value().multiply(b.value()));
  }

  static List<OpFoldResult> divui(ArithDivUIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 1)) {
      return FoldResults.value(op.lhs());
    }
    return binary(op, c, (a, b) -> b.value().signum() == 0 ? null
        : unsigned(a).divide(unsigned(b)));
  }

  static List<OpFoldResult> divsi(ArithDivSIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 1)) {
      return FoldResults.value(op.lhs());
    }
    return binary(op, c, (a, b) -> {
      if (b.value().signum() == 0) {
        return null;
      }
      BigInteger quotient = signed(a).divide(signed(b));
      return quotient.compareTo(IntegerValues.signedMax(a.width())) > 0 ? null : quotient;
    });
  }

  static List<OpFoldResult> remui(ArithRemUIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 1)) {
      return FoldResults.constant(IntegerAttr.of(op.result().type(), 0));
    }
    return binary(op, c, (a, b) -> b.value().signum() == 0 ? null : unsigned(a).mod(unsigned(b)));
  }

  static List<OpFoldResult> remsi(ArithRemSIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 1)) {
      return FoldResults.constant(IntegerAttr.of(op.result().type(), 0));
    }
    return binary(op, c, (a, b) -> b.value().signum() == 0 ? null : signed(a).remainder(signed(b)));
  }

  static List<OpFoldResult> andi(ArithAndIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 0)) {
      return FoldResults.value(op.rhs());
    }
    if (IntegerValues.isAllOnes(c.get(1)) || op.lhs() == op.rhs()) {
      return FoldResults.value(op.lhs());
    }
    return commutative(op, c, (a, b) -> a.value().and(b.value()));
  }

  static List<OpFoldResult> ori(ArithOrIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 0) || op.lhs() == op.rhs()) {
      return FoldResults.value(op.lhs());
    }
    if (IntegerValues.isAllOnes(c.get(1))) {
      return FoldResults.constant(c.get(1));
    }
    return commutative(op, c, (a, b) -> a.value().or(b.value()));
  }

  static List<OpFoldResult> xori(ArithXOrIOp op, List<Attribute> c) {
    if (IntegerValues.is(c.get(1), 0)) {
      return FoldResults.value(op.lhs());
    }
    if (op.lhs() == op.rhs() && !(op.result().type() instanceof ShapedType)) {
      return FoldResults.constant(IntegerAttr.of(op.result().type(), 0));
    }
    if (op.lhs().definingOp() instanceof ArithXOrIOp inner && inner.rhs() == op.rhs()) {
      return FoldResults.value(inner.lhs());
    }
    return commutative(op, c, (a, b) -> a.value().xor(b.value()));
  }

  static List<OpFoldResult> shli(ArithShLIOp op, List<Attribute> c) {
    return shift(op, c, (a, b) -> a.value().shiftLeft(b.value().intValueExact()));
  }

  static List<OpFoldResult> shrui(ArithShRUIOp op, List<Attribute> c) {
    return shift(op, c, (a, b) -> unsigned(a).shiftRight(b.value().intValueExact()));
  }

  static List<OpFoldResult> shrsi(ArithShRSIOp op, List<Attribute> c) {
    return shift(op, c, (a, b) -> signed(a).shiftRight(b.value().intValueExact()));
  }

  static List<OpFoldResult> maxsi(ArithMaxSIOp op, List<Attribute> c) {
    return extremum(op, c, true, true);
  }

  static List<OpFoldResult> minsi(ArithMinSIOp op, List<Attribute> c) {
    return extremum(op, c, false, true);
  }

  static List<OpFoldResult> maxui(ArithMaxUIOp op, List<Attribute> c) {
    return extremum(op, c, true, false);
  }

  static List<OpFoldResult> minui(ArithMinUIOp op, List<Attribute> c) {
    return extremum(op, c, false, false);
  }

  /**
   * {@code ceildivsi}, {@code ceildivui} and {@code floordivsi}: division by one is the dividend;
   * constants fold unless the divisor is zero or the signed quotient overflows.
   */
  static List<OpFoldResult> roundedDivision(Operation op, List<Attribute> c, boolean signed,
      RoundingMode rounding) {
    if (IntegerValues.is(c.get(1), 1)) {
      return FoldResults.value(op.operand(0));
    }
    return binary(op, c, (a, b) -> {
      BigInteger divisor = signed ? signed(b) : unsigned(b);
      if (divisor.signum() == 0) {
        return null;
      }
      BigInteger quotient = new BigDecimal(signed ? signed(a) : unsigned(a))
          .divide(new BigDecimal(divisor), 0, rounding).toBigIntegerExact();
      return signed && quotient.compareTo(IntegerValues.signedMax(a.width())) > 0 ? null : quotient;
    });
  }

  /** {@return {@code a} when {@code sum} is {@code subi(a, b)}, else {@code null}} */
  private static Value cancelSub(Value sum, Value b) {
    return sum.definingOp() instanceof ArithSubIOp sub && sub.rhs() == b ? sub.lhs() : null;
  }

  /** Shifts by zero fold to the value; shifts by the width or more are poison and stay. */
  private static List<OpFoldResult> shift(Operation op, List<Attribute> c, Arithmetic shift) {
    if (IntegerValues.is(c.get(1), 0)) {
      return FoldResults.value(op.operand(0));
    }
    return binary(op, c, (a, b) -> unsigned(b).compareTo(BigInteger.valueOf(a.width())) >= 0
        ? null : shift.apply(a, b));
  }

  private static List<OpFoldResult> extremum(Operation op, List<Attribute> c, boolean max,
      boolean signed) {
    if (op.operand(0) == op.operand(1)) {
      return FoldResults.value(op.operand(0));
    }
    if (c.get(1) instanceof IntegerAttr bound) {
      BigInteger value = signed ? signed(bound) : unsigned(bound);
      int width = bound.width();
      BigInteger top = signed ? IntegerValues.signedMax(width)
          : BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
      BigInteger bottom = signed ? IntegerValues.signedMin(width) : BigInteger.ZERO;
      if (value.equals(top)) {
        return max ? FoldResults.constant(bound) : FoldResults.value(op.operand(0));
      }
      if (value.equals(bottom)) {
        return max ? FoldResults.value(op.operand(0)) : FoldResults.constant(bound);
      }
    }
    return commutative(op, c, (a, b) -> {
      int order = signed ? signed(a).compareTo(signed(b)) : unsigned(a).compareTo(unsigned(b));
      return (max ? order >= 0 : order <= 0) ? a.value() : b.value();
    });
  }

  private static List<OpFoldResult> commutative(Operation op, List<Attribute> c,
      Arithmetic arithmetic) {
    List<OpFoldResult> folded = binary(op, c, arithmetic);
    return folded != null ? folded : FoldResults.commute(op, c);
  }

  private static List<OpFoldResult> binary(Operation op, List<Attribute> c,
      Arithmetic arithmetic) {
    if (c.get(0) instanceof DenseElementsAttr a && c.get(1) instanceof DenseElementsAttr b) {
      return FoldResults.constant(elementwise(a, b, arithmetic));
    }
    if (!(c.get(0) instanceof IntegerAttr a) || !(c.get(1) instanceof IntegerAttr b)
        || !a.type().equals(b.type())) {
      return null;
    }
    BigInteger result = arithmetic.apply(a, b);
    return result == null ? null : FoldResults.constant(new IntegerAttr(a.type(), result));
  }

  /**
   * {@return the elementwise result on two integer constants of one shaped type, or null when
   * an element is undefined (MLIR's {@code constFoldBinaryOp}); two splats give a splat}
   */
  private static DenseElementsAttr elementwise(DenseElementsAttr a, DenseElementsAttr b,
      Arithmetic arithmetic) {
    if (!a.type().equals(b.type()) || a.isStringElements() || b.isStringElements()
        || !(a.elementType() instanceof IntegerType || a.elementType() instanceof IndexType)) {
      return null;
    }
    Type element = a.elementType();
    int bytes = DenseElementsAttr.storageBytes(element);
    long count = a.isSplat() && b.isSplat() ? 1 : a.numElements();
    if (count * bytes > Integer.MAX_VALUE) {
      return null;
    }
    byte[] data = new byte[(int) count * bytes];
    for (int i = 0; i < count; i++) {
      BigInteger result = arithmetic.apply(new IntegerAttr(element, a.intValue(i)),
          new IntegerAttr(element, b.intValue(i)));
      if (result == null) {
        return null;
      }
      DenseElementsAttr.writeLittleEndian(data, i * bytes, bytes, new IntegerAttr(element, result).value());
    }
    return DenseElementsAttr.ofRaw(a.type(), data);
  }
}
