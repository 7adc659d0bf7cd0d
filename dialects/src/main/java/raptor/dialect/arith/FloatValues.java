package raptor.dialect.arith;

import raptor.ir.attr.Attribute;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.Type;

/**
 * Float constants the folders can compute with exactly: {@code f16}, {@code bf16}, {@code f32}
 * and {@code f64}, whose sums, differences, products and quotients computed in {@code double}
 * and rounded once are the correctly rounded results.
 */
final class FloatValues {
  private FloatValues() {
  }

  /** {@return whether values of {@code type} can be folded through {@code double}} */
  static boolean foldable(Type type) {
    return type == FloatType.F16 || type == FloatType.BF16 || type == FloatType.F32
        || type == FloatType.F64;
  }

  /** {@return {@code attr} when it is a float constant of a foldable type, else {@code null}} */
  static FloatAttr foldable(Attribute attr) {
    return attr instanceof FloatAttr f && foldable(f.type()) ? f : null;
  }

  /** {@return whether {@code attr} is a float constant with the bits of {@code value}} */
  static boolean is(Attribute attr, double value) {
    return attr instanceof FloatAttr f && foldable(f.type())
        && f.equals(FloatAttr.of(f.type(), value));
  }
}
