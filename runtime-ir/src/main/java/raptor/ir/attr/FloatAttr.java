package raptor.ir.attr;

import java.math.BigInteger;
import java.util.Objects;
import raptor.ir.text.FloatFormat;

/**
 * A floating-point constant {@code 1.0 : f32}, stored as its exact bit pattern so that every
 * float type (f16, bf16, f80, f128, the f8 types) keeps its value.
 *
 * @param type the float type
 * @param bits the bit pattern, {@code 0 <= bits < 2^width}
 */
public record FloatAttr(FloatType type, BigInteger bits) implements Attribute {
  /** Checks that the bits fit the type. */
  public FloatAttr {
    Objects.requireNonNull(type, "type");
    if (bits.signum() < 0 || bits.bitLength() > type.width()) {
      throw new IllegalArgumentException("bit pattern does not fit " + type.keyword());
    }
  }

  /** {@return {@code value} converted to {@code type}, rounding to nearest even} */
  public static FloatAttr of(FloatType type, double value) {
    return new FloatAttr(type, FloatFormat.fromDouble(type, value));
  }

  /** {@return the value as a double, rounding if the type is wider than f64} */
  public double doubleValue() {
    return FloatFormat.toDouble(type, bits);
  }
}
