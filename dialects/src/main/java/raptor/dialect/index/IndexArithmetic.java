package raptor.dialect.index;

/**
 * The binary operations of the index dialect evaluated on constants. The width of {@code index}
 * is the target's, so a result is kept only when evaluating at 64 bits and at 32 bits (on the
 * operands' low 32 bits, with every intermediate step wrapping at that width, as MLIR's APInt
 * arithmetic does) agrees on the low 32 bits; an operation without a defined result (division
 * by zero, a shift by the width or more) does not fold.
 */
enum IndexArithmetic {
  ADD((a, b, w) -> a + b),
  SUB((a, b, w) -> a - b),
  MUL((a, b, w) -> a * b),
  DIVS((a, b, w) -> b == 0 ? null : a / b),
  DIVU((a, b, w) -> b == 0 ? null : Long.divideUnsigned(unsigned(a, w), unsigned(b, w))),
  CEILDIVS(IndexArithmetic::ceilDivideSigned),
  CEILDIVU((a, b, w) -> b == 0 ? null
      : a == 0 ? 0 : Long.divideUnsigned(unsigned(a - 1, w), unsigned(b, w)) + 1),
  FLOORDIVS(IndexArithmetic::floorDivideSigned),
  REMS((a, b, w) -> b == 0 ? null : a % b),
  REMU((a, b, w) -> b == 0 ? null : Long.remainderUnsigned(unsigned(a, w), unsigned(b, w))),
  MAXS((a, b, w) -> Math.max(a, b)),
  MAXU((a, b, w) -> Long.compareUnsigned(unsigned(a, w), unsigned(b, w)) >= 0 ? a : b),
  MINS((a, b, w) -> Math.min(a, b)),
  MINU((a, b, w) -> Long.compareUnsigned(unsigned(a, w), unsigned(b, w)) <= 0 ? a : b),
  SHL((a, b, w) -> shiftOutOfRange(b, w) ? null : a << b),
  SHRS((a, b, w) -> shiftOutOfRange(b, w) ? null : a >> b),
  SHRU((a, b, w) -> shiftOutOfRange(b, w) ? null : unsigned(a, w) >>> b),
  AND((a, b, w) -> a & b),
  OR((a, b, w) -> a | b),
  XOR((a, b, w) -> a ^ b);

  /** One operation on {@code bits}-bit operands held sign-extended; null when undefined. */
  @FunctionalInterface
  private interface Evaluation {
    Long apply(long a, long b, int bits);
  }

  private final Evaluation evaluation;

  IndexArithmetic(Evaluation evaluation) {
    this.evaluation = evaluation;
  }

  /** {@return the value of {@code lhs op rhs} for any index width, or null when none is sure} */
  Long fold(long lhs, long rhs) {
    Long wide = evaluation.apply(lhs, rhs, 64);
    Long narrow = evaluation.apply(signed(lhs, 32), signed(rhs, 32), 32);
    if (wide == null || narrow == null || wide.intValue() != narrow.intValue()) {
      return null;
    }
    return wide;
  }

  /** {@return the low {@code bits} bits of {@code value}, sign-extended} */
  static long signed(long value, int bits) {
    return bits == 64 ? value : (int) value;
  }

  /** {@return the low {@code bits} bits of {@code value}, zero-extended} */
  static long unsigned(long value, int bits) {
    return bits == 64 ? value : value & 0xffff_ffffL;
  }

  private static boolean shiftOutOfRange(long amount, int bits) {
    return Long.compareUnsigned(unsigned(amount, bits), bits) >= 0;
  }

  /** {@code ceil(n / m)} by MLIR's steps, each wrapping at the width. */
  private static Long ceilDivideSigned(long n, long m, int bits) {
    if (m == 0) {
      return null;
    }
    if (n == 0) {
      return 0L;
    }
    if (n > 0 != m > 0) {
      return signed(-signed(signed(-n, bits) / m, bits), bits);
    }
    long step = m > 0 ? -1 : 1;
    return signed(signed(signed(n + step, bits) / m, bits) + 1, bits);
  }

  /** {@code floor(n / m)} by MLIR's steps, each wrapping at the width. */
  private static Long floorDivideSigned(long n, long m, int bits) {
    if (m == 0) {
      return null;
    }
    if (n == 0) {
      return 0L;
    }
    if (n < 0 == m < 0) {
      return signed(n / m, bits);
    }
    long step = m < 0 ? 1 : -1;
    return signed(-1 - signed(signed(step - n, bits) / m, bits), bits);
  }
}
