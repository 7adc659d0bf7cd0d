package raptor.ir.attr;

/**
 * The builtin floating-point types, with the bit layout and special-value rules of each (LLVM's
 * {@code fltSemantics}).
 *
 * <p>Layout: a sign bit (absent for {@code f8E8M0FNU}), {@link #exponentBits()} exponent bits and
 * {@link #fractionBits()} stored fraction bits. {@code f80} also stores the integer bit explicitly.
 */
public enum FloatType implements Type {
  /** IEEE half precision. */
  F16("f16", 16, 5, 10, 15, NonFinite.IEEE),
  /** Brain float: f32's exponent with a 7-bit fraction. */
  BF16("bf16", 16, 8, 7, 127, NonFinite.IEEE),
  /** IEEE single precision. */
  F32("f32", 32, 8, 23, 127, NonFinite.IEEE),
  /** IEEE double precision. */
  F64("f64", 64, 11, 52, 1023, NonFinite.IEEE),
  /** x87 extended precision (explicit integer bit). */
  F80("f80", 80, 15, 63, 16383, NonFinite.IEEE),
  /** IEEE quadruple precision. */
  F128("f128", 128, 15, 112, 16383, NonFinite.IEEE),
  /** NVIDIA TensorFloat-32 (19 bits). */
  TF32("tf32", 19, 8, 10, 127, NonFinite.IEEE),
  /** 8-bit E5M2 with IEEE infinities and NaNs. */
  F8E5M2("f8E5M2", 8, 5, 2, 15, NonFinite.IEEE),
  /** 8-bit E4M3 with IEEE infinities and NaNs. */
  F8E4M3("f8E4M3", 8, 4, 3, 7, NonFinite.IEEE),
  /** 8-bit E4M3, finite plus NaN (all ones). */
  F8E4M3FN("f8E4M3FN", 8, 4, 3, 7, NonFinite.NAN_ALL_ONES),
  /** 8-bit E5M2, finite plus NaN encoded as negative zero, bias 16. */
  F8E5M2FNUZ("f8E5M2FNUZ", 8, 5, 2, 16, NonFinite.NAN_NEGATIVE_ZERO),
  /** 8-bit E4M3, finite plus NaN encoded as negative zero, bias 8. */
  F8E4M3FNUZ("f8E4M3FNUZ", 8, 4, 3, 8, NonFinite.NAN_NEGATIVE_ZERO),
  /** 8-bit E4M3, finite plus NaN encoded as negative zero, bias 11. */
  F8E4M3B11FNUZ("f8E4M3B11FNUZ", 8, 4, 3, 11, NonFinite.NAN_NEGATIVE_ZERO),
  /** 8-bit E3M4 with IEEE infinities and NaNs. */
  F8E3M4("f8E3M4", 8, 3, 4, 3, NonFinite.IEEE),
  /** 8-bit unsigned power of two (E8M0), no zero, NaN all ones. */
  F8E8M0FNU("f8E8M0FNU", 8, 8, 0, 127, NonFinite.NAN_ALL_ONES),
  /** 6-bit E2M3, finite only. */
  F6E2M3FN("f6E2M3FN", 6, 2, 3, 1, NonFinite.FINITE_ONLY),
  /** 6-bit E3M2, finite only. */
  F6E3M2FN("f6E3M2FN", 6, 3, 2, 3, NonFinite.FINITE_ONLY),
  /** 4-bit E2M1, finite only. */
  F4E2M1FN("f4E2M1FN", 4, 2, 1, 1, NonFinite.FINITE_ONLY);

  /** How a float format encodes values that are not finite. */
  public enum NonFinite {
    /** Infinities (maximal exponent, zero fraction) and NaNs (maximal exponent). */
    IEEE,
    /** No infinities; NaN is the all-ones exponent and fraction. */
    NAN_ALL_ONES,
    /** No infinities; NaN is the negative-zero bit pattern; no negative zero. */
    NAN_NEGATIVE_ZERO,
    /** Finite values only. */
    FINITE_ONLY
  }

  private final String keyword;
  private final int width;
  private final int exponentBits;
  private final int fractionBits;
  private final int bias;
  private final NonFinite nonFinite;

  FloatType(String keyword, int width, int exponentBits, int fractionBits, int bias,
      NonFinite nonFinite) {
    this.keyword = keyword;
    this.width = width;
    this.exponentBits = exponentBits;
    this.fractionBits = fractionBits;
    this.bias = bias;
    this.nonFinite = nonFinite;
  }

  /** {@return the spelling in MLIR text, e.g. {@code f32}} */
  public String keyword() {
    return keyword;
  }

  /** {@return the storage width in bits} */
  public int width() {
    return width;
  }

  /** {@return the number of exponent bits} */
  public int exponentBits() {
    return exponentBits;
  }

  /** {@return the number of stored fraction bits (for f80, without the explicit integer bit)} */
  public int fractionBits() {
    return fractionBits;
  }

  /** {@return the exponent bias} */
  public int bias() {
    return bias;
  }

  /** {@return how infinities and NaNs are encoded} */
  public NonFinite nonFinite() {
    return nonFinite;
  }

  /** {@return the significand precision in bits, including the leading integer bit} */
  public int precision() {
    return fractionBits + 1;
  }

  /** {@return whether the format has a sign bit} */
  public boolean isSigned() {
    return this != F8E8M0FNU;
  }

  /** {@return whether the format stores its integer bit explicitly (only f80)} */
  public boolean hasExplicitIntegerBit() {
    return this == F80;
  }

  /** {@return whether the format has subnormal numbers and zero} */
  public boolean hasSubnormals() {
    return this != F8E8M0FNU;
  }

  /** {@return the float type spelled {@code keyword}, or {@code null}} */
  public static FloatType fromKeyword(String keyword) {
    for (FloatType type : values()) {
      if (type.keyword.equals(keyword)) {
        return type;
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return keyword;
  }
}
