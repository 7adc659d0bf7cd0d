package raptor.ir.attr;

/**
 * An integer type {@code iN}, {@code siN} or {@code uiN} of any width (including {@code i0}).
 *
 * @param width the bit width, at most {@link #MAX_WIDTH}
 * @param signedness signless, signed or unsigned
 */
public record IntegerType(int width, Signedness signedness) implements Type {
  /** The widest integer type MLIR accepts. */
  public static final int MAX_WIDTH = 16777215;

  /** The signless {@code i1}, the type of booleans. */
  public static final IntegerType I1 = new IntegerType(1, Signedness.SIGNLESS);
  /** The signless {@code i8}. */
  public static final IntegerType I8 = new IntegerType(8, Signedness.SIGNLESS);
  /** The signless {@code i16}. */
  public static final IntegerType I16 = new IntegerType(16, Signedness.SIGNLESS);
  /** The signless {@code i32}. */
  public static final IntegerType I32 = new IntegerType(32, Signedness.SIGNLESS);
  /** The signless {@code i64}. */
  public static final IntegerType I64 = new IntegerType(64, Signedness.SIGNLESS);

  /** The interpretation of an integer type's sign bit. */
  public enum Signedness {
    /** {@code iN}: no sign semantics; printed as signed. */
    SIGNLESS,
    /** {@code siN}. */
    SIGNED,
    /** {@code uiN}. */
    UNSIGNED
  }

  /** Checks the width and the signedness. */
  public IntegerType {
    if (width < 0 || width > MAX_WIDTH) {
      throw new IllegalArgumentException("integer width out of range: " + width);
    }
    if (signedness == null) {
      throw new NullPointerException("signedness");
    }
  }

  /** {@return the signless integer type {@code iN}, shared for common widths} */
  public static IntegerType of(int width) {
    switch (width) {
      case 1: return I1;
      case 8: return I8;
      case 16: return I16;
      case 32: return I32;
      case 64: return I64;
      default: return new IntegerType(width, Signedness.SIGNLESS);
    }
  }

  /** {@return the signed integer type {@code siN}} */
  public static IntegerType signed(int width) {
    return new IntegerType(width, Signedness.SIGNED);
  }

  /** {@return the unsigned integer type {@code uiN}} */
  public static IntegerType unsigned(int width) {
    return new IntegerType(width, Signedness.UNSIGNED);
  }

  /** {@return whether this is the signless type of the given width} */
  public boolean isSignless(int bits) {
    return width == bits && signedness == Signedness.SIGNLESS;
  }

  /** {@return whether values of this type print as unsigned numbers} */
  public boolean isUnsigned() {
    return signedness == Signedness.UNSIGNED;
  }

  /** {@return the keyword spelling, e.g. {@code i32}, {@code si8}, {@code ui16}} */
  public String spelling() {
    switch (signedness) {
      case SIGNED: return "si" + width;
      case UNSIGNED: return "ui" + width;
      default: return "i" + width;
    }
  }
}
