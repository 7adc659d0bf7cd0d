package raptor.ir.constraint;

import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.Type;

/**
 * The single type a buildable ODS type constraint stands for ({@code Index}, {@code I32},
 * {@code F32}...), so a format may leave it out. Each method has the name and parameters of the
 * constraint's predicate in {@link TypePredicates}.
 */
public final class BuildableTypes {
  private BuildableTypes() {
  }

  /** {@return {@code index}} */
  public static Type index() {
    return IndexType.INSTANCE;
  }

  /** {@return {@code iN}} */
  public static Type signlessInteger(int width) {
    return IntegerType.of(width);
  }

  /** {@return {@code siN}} */
  public static Type signedInteger(int width) {
    return IntegerType.signed(width);
  }

  /** {@return {@code uiN}} */
  public static Type unsignedInteger(int width) {
    return IntegerType.unsigned(width);
  }

  /** {@return the IEEE float type of {@code width} bits} */
  public static Type floatOfWidth(int width) {
    FloatType type = TypePredicates.ieeeFloat(width);
    if (type == null) {
      throw new IllegalArgumentException("no IEEE float type of width " + width);
    }
    return type;
  }

  /** {@return {@code bf16}} */
  public static Type bfloat16() {
    return FloatType.BF16;
  }

  /** {@return {@code none}} */
  public static Type noneType() {
    return NoneType.INSTANCE;
  }
}
