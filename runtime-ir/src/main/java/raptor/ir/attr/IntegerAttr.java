package raptor.ir.attr;

import java.math.BigInteger;
import java.util.Objects;

/**
 * An integer constant {@code 5 : i32} of an integer or index type.
 *
 * <p>The value is kept canonical, so equal attributes compare equal: it is wrapped to the type's
 * width and read as unsigned for {@code uiN}, as {@code 0}/{@code 1} for the signless {@code i1}
 * (a {@link BoolAttr}), and as signed otherwise ({@code 255 : i8} is {@code -1}).
 *
 * @param type an {@link IntegerType} or {@link IndexType}
 * @param value the canonical value
 */
public record IntegerAttr(Type type, BigInteger value) implements Attribute {
  /** Checks the type and canonicalises the value. */
  public IntegerAttr {
    Objects.requireNonNull(value, "value");
    value = canonical(type, value);
  }

  /** {@return an integer attribute of {@code type} holding {@code value}, wrapped to the width} */
  public static IntegerAttr of(Type type, long value) {
    return new IntegerAttr(type, BigInteger.valueOf(value));
  }

  /** {@return an {@code index} attribute} */
  public static IntegerAttr index(long value) {
    return of(IndexType.INSTANCE, value);
  }

  /** {@return the value as a {@code long}, wrapping values outside its range} */
  public long longValue() {
    return value.longValue();
  }

  /** {@return the type's width in bits (64 for index)} */
  public int width() {
    return bitWidth(type);
  }

  /** {@return whether this is a signless {@code i1} value, printed as {@code true}/{@code false}} */
  public boolean isBool() {
    return type instanceof IntegerType && ((IntegerType) type).isSignless(1);
  }

  /** {@return the bit width of an integer or index type} */
  public static int bitWidth(Type type) {
    if (type instanceof IntegerType) {
      return ((IntegerType) type).width();
    }
    if (type instanceof IndexType) {
      return IndexType.WIDTH;
    }
    throw new IllegalArgumentException("integer attribute needs an integer or index type: " + type);
  }

  /**
   * {@return {@code value} wrapped to the width of {@code type} and read in its canonical
   * signedness}
   */
  public static BigInteger canonical(Type type, BigInteger value) {
    int width = bitWidth(type);
    boolean unsignedView = readsUnsigned(type);
    if (fitsCanonical(value, width, unsignedView)) {
      return value;
    }
    BigInteger bits = value.and(BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE));
    if (!unsignedView && width > 0 && bits.testBit(width - 1)) {
      return bits.subtract(BigInteger.ONE.shiftLeft(width));
    }
    return bits;
  }

  /** {@return whether values of {@code type} are read as unsigned ({@code uiN} and {@code i1})} */
  public static boolean readsUnsigned(Type type) {
    return type instanceof IntegerType
        && (((IntegerType) type).isUnsigned() || ((IntegerType) type).isSignless(1));
  }

  private static boolean fitsCanonical(BigInteger value, int width, boolean unsignedView) {
    if (unsignedView) {
      return value.signum() >= 0 && value.bitLength() <= width;
    }
    return value.bitLength() < width;
  }
}
