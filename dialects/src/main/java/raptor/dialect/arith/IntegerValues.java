package raptor.dialect.arith;

import java.math.BigInteger;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;

/**
 * Reads integer constants as two's-complement values of their width, the way {@code APInt}
 * does: every op decides whether it reads its operands as signed or unsigned.
 */
final class IntegerValues {
  private IntegerValues() {
  }

  /** {@return the value of {@code attr} read as a signed number of its width} */
  static BigInteger signed(IntegerAttr attr) {
    BigInteger value = attr.value();
    int width = attr.width();
    return value.testBit(width - 1) && value.signum() > 0
        ? value.subtract(BigInteger.ONE.shiftLeft(width)) : value;
  }

  /** {@return the value of {@code attr} read as an unsigned number of its width} */
  static BigInteger unsigned(IntegerAttr attr) {
    BigInteger value = attr.value();
    return value.signum() < 0 ? value.add(BigInteger.ONE.shiftLeft(attr.width())) : value;
  }

  /** {@return whether {@code attr} is an integer constant with the bits of {@code value}} */
  static boolean is(Attribute attr, long value) {
    return attr instanceof IntegerAttr integer
        && integer.equals(IntegerAttr.of(integer.type(), value));
  }

  /** {@return whether {@code attr} is an integer constant with every bit set} */
  static boolean isAllOnes(Attribute attr) {
    return is(attr, -1);
  }

  /** {@return the largest signed value of {@code width} bits} */
  static BigInteger signedMax(int width) {
    return BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE);
  }

  /** {@return the smallest signed value of {@code width} bits} */
  static BigInteger signedMin(int width) {
    return BigInteger.ONE.shiftLeft(width - 1).negate();
  }
}
