package raptor.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * A dense array {@code array<i64: 1, 2>} of integers ({@code i1} and multiples of 8 bits) or
 * floats.
 *
 * <p>Each element is held in a {@code long}: the canonical integer value (see
 * {@link IntegerAttr}), or the raw bits for floats (f80/f128 elements are not supported).
 */
public final class DenseArrayAttr implements Attribute {
  private final Type elementType;
  private final long[] values;
  private final int hash;

  /** Creates an array of {@code elementType} holding {@code values} (copied). */
  public DenseArrayAttr(Type elementType, long[] values) {
    this.elementType = Objects.requireNonNull(elementType, "elementType");
    if (!(elementType instanceof IntegerType) && !(elementType instanceof FloatType)) {
      throw new IllegalArgumentException("dense array element must be an integer or float type");
    }
    this.values = values.clone();
    for (int i = 0; i < this.values.length; i++) {
      this.values[i] = canonical(elementType, this.values[i]);
    }
    this.hash = elementType.hashCode() * 31 + Arrays.hashCode(this.values);
  }

  private static long canonical(Type elementType, long value) {
    if (elementType instanceof FloatType) {
      int width = ((FloatType) elementType).width();
      return width >= 64 ? value : value & ((1L << width) - 1);
    }
    return IntegerAttr.canonical(elementType, BigInteger.valueOf(value)).longValue();
  }

  /** {@return an {@code array<i64: ...>}} */
  public static DenseArrayAttr ofI64(long... values) {
    return new DenseArrayAttr(IntegerType.I64, values);
  }

  /** {@return an {@code array<i32: ...>}} */
  public static DenseArrayAttr ofI32(long... values) {
    return new DenseArrayAttr(IntegerType.I32, values);
  }

  /** {@return the element type} */
  public Type elementType() {
    return elementType;
  }

  /** {@return the number of elements} */
  public int size() {
    return values.length;
  }

  /** {@return element {@code index}: an integer value or float bits} */
  public long get(int index) {
    return values[index];
  }

  /** {@return a copy of all elements} */
  public long[] toArray() {
    return values.clone();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DenseArrayAttr
        && ((DenseArrayAttr) other).elementType.equals(elementType)
        && Arrays.equals(((DenseArrayAttr) other).values, values);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return "DenseArrayAttr[" + elementType + ": " + Arrays.toString(values) + "]";
  }
}
