package raptor.pim.copies;

import java.util.HashMap;
import java.util.Map;
import raptor.dialect.arith.ArithAddIOp;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.arith.ArithDivUIOp;
import raptor.dialect.arith.ArithMulIOp;
import raptor.dialect.arith.ArithSubIOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.pim.StaticIndexEvaluator;

/**
 * Byte offsets of Pim ops as {@code index} values: their constant value when they have one, a
 * factor they are known to be a multiple of, and new offsets built from them. An offset is
 * divided into elements once per element size: the rows of one buffer that a core's crossbar
 * products read are views at the same offset, and each view made its own division before.
 */
final class ByteOffsets {
  private final StaticIndexEvaluator constants = new StaticIndexEvaluator();
  private final Map<Value, Map<Long, Value>> elementOffsets = new HashMap<>();

  /** {@return the constant value of {@code offset}, or {@code null} when it is not constant} */
  Long constant(Value offset) {
    return constants.evaluate(offset);
  }

  /**
   * {@return a factor of every value {@code offset} may take, 0 when it is the constant 0} A
   * product multiplies the factors of its operands, a sum or difference keeps their greatest
   * common divisor; any other value is only known to be a multiple of 1.
   */
  long knownFactor(Value offset) {
    Long value = constant(offset);
    if (value != null) {
      return Math.abs(value);
    }
    Operation def = offset.definingOp();
    if (def instanceof ArithMulIOp) {
      long product = knownFactor(def.operand(0)) * knownFactor(def.operand(1));
      return product < 0 ? 1 : product;
    }
    if (def instanceof ArithAddIOp || def instanceof ArithSubIOp) {
      return gcd(knownFactor(def.operand(0)), knownFactor(def.operand(1)));
    }
    return 1;
  }

  /**
   * {@return the non-constant {@code offset} bytes in elements of {@code elementBytes} bytes,
   * or {@code null}, building nothing, when it may not be a whole number of elements} The
   * division is built right after the offset is defined (at the start of its block for a block
   * argument), where it dominates every use of the offset, and is shared by later requests.
   */
  Value elements(OpBuilder builder, Operation at, Value offset, long elementBytes) {
    if (knownFactor(offset) % elementBytes != 0) {
      return null;
    }
    Map<Long, Value> known = elementOffsets.computeIfAbsent(offset, v -> new HashMap<>());
    Value quotient = known.get(elementBytes);
    if (quotient == null) {
      OpBuilder after = new OpBuilder(builder.context());
      after.setInsertionPointAfterValue(offset);
      Value divisor = index(after, at, elementBytes);
      quotient = ArithDivUIOp.create(after, at.location(), offset, divisor, true).result(0);
      known.put(elementBytes, quotient);
    }
    return quotient;
  }

  /** {@return {@code lhs + rhs}, built at {@code builder}'s insertion point} */
  Value add(OpBuilder builder, Operation at, Value lhs, Value rhs) {
    Long left = constant(lhs);
    Long right = constant(rhs);
    if (left != null && left == 0) {
      return rhs;
    }
    if (right != null && right == 0) {
      return lhs;
    }
    if (left != null && right != null) {
      return index(builder, at, left + right);
    }
    return ArithAddIOp.create(builder, at.location(), lhs, rhs, null).result(0);
  }

  private static Value index(OpBuilder builder, Operation at, long value) {
    return ArithConstantOp.create(builder, at.location(), IndexType.INSTANCE,
        IntegerAttr.index(value)).result(0);
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }
}
