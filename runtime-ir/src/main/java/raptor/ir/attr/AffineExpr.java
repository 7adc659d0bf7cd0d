package raptor.ir.attr;

/**
 * An affine expression over dimensions {@code d0..} and symbols {@code s0..}: immutable and kept
 * in MLIR's simplified canonical form when built through the operator methods.
 *
 * <p>The operator methods ({@link #plus}, {@link #times}, ...) apply the same local
 * simplifications as MLIR's {@code AffineExpr} operators: constant folding, constants moved to the
 * right, {@code d0 + d0 -> d0 * 2}, {@code (d0 * 4) floordiv 2 -> d0 * 2}, and so on.
 */
public sealed interface AffineExpr
    permits AffineExpr.Dim, AffineExpr.Symbol, AffineExpr.Constant, AffineExpr.Binary {

  /** The binary operators. */
  enum Kind {
    /** {@code +}. */
    ADD(" + "),
    /** {@code *}. */
    MUL(" * "),
    /** {@code mod} (result in {@code [0, rhs)}). */
    MOD(" mod "),
    /** {@code floordiv}. */
    FLOOR_DIV(" floordiv "),
    /** {@code ceildiv}. */
    CEIL_DIV(" ceildiv ");

    private final String spelling;

    Kind(String spelling) {
      this.spelling = spelling;
    }

    /** {@return the operator as printed, with its surrounding spaces} */
    public String spelling() {
      return spelling;
    }
  }

  /**
   * The dimension {@code d<position>}.
   *
   * @param position the dimension index
   */
  record Dim(int position) implements AffineExpr {}

  /**
   * The symbol {@code s<position>}.
   *
   * @param position the symbol index
   */
  record Symbol(int position) implements AffineExpr {}

  /**
   * An integer constant.
   *
   * @param value the value
   */
  record Constant(long value) implements AffineExpr {}

  /**
   * A binary expression, as built (use the operator methods to get simplification).
   *
   * @param kind the operator
   * @param lhs the left operand
   * @param rhs the right operand
   */
  record Binary(Kind kind, AffineExpr lhs, AffineExpr rhs) implements AffineExpr {}

  /** {@return the dimension {@code d<position>}} */
  static AffineExpr dim(int position) {
    return new Dim(position);
  }

  /** {@return the symbol {@code s<position>}} */
  static AffineExpr symbol(int position) {
    return new Symbol(position);
  }

  /** {@return the constant {@code value}} */
  static AffineExpr constant(long value) {
    return new Constant(value);
  }

  /** {@return {@code this + other}, simplified} */
  default AffineExpr plus(AffineExpr other) {
    AffineExpr simplified = AffineSimplifier.add(this, other);
    return simplified != null ? simplified : new Binary(Kind.ADD, this, other);
  }

  /** {@return {@code this + value}, simplified} */
  default AffineExpr plus(long value) {
    return plus(constant(value));
  }

  /** {@return {@code this * other}, simplified} */
  default AffineExpr times(AffineExpr other) {
    AffineExpr simplified = AffineSimplifier.mul(this, other);
    return simplified != null ? simplified : new Binary(Kind.MUL, this, other);
  }

  /** {@return {@code this * value}, simplified} */
  default AffineExpr times(long value) {
    return times(constant(value));
  }

  /** {@return {@code -this}, i.e. {@code this * -1}} */
  default AffineExpr negate() {
    return times(-1);
  }

  /** {@return {@code this - other}, i.e. {@code this + other * -1}} */
  default AffineExpr minus(AffineExpr other) {
    return plus(other.negate());
  }

  /** {@return {@code this floordiv other}, simplified} */
  default AffineExpr floorDiv(AffineExpr other) {
    AffineExpr simplified = AffineSimplifier.floorDiv(this, other);
    return simplified != null ? simplified : new Binary(Kind.FLOOR_DIV, this, other);
  }

  /** {@return {@code this ceildiv other}, simplified} */
  default AffineExpr ceilDiv(AffineExpr other) {
    AffineExpr simplified = AffineSimplifier.ceilDiv(this, other);
    return simplified != null ? simplified : new Binary(Kind.CEIL_DIV, this, other);
  }

  /** {@return {@code this mod other}, simplified} */
  default AffineExpr mod(AffineExpr other) {
    AffineExpr simplified = AffineSimplifier.mod(this, other);
    return simplified != null ? simplified : new Binary(Kind.MOD, this, other);
  }

  /** {@return whether the expression uses no dimension (symbols and constants only)} */
  default boolean isSymbolicOrConstant() {
    if (this instanceof Dim) {
      return false;
    }
    if (this instanceof Binary) {
      Binary b = (Binary) this;
      return b.lhs().isSymbolicOrConstant() && b.rhs().isSymbolicOrConstant();
    }
    return true;
  }

  /** {@return whether the expression is a pure affine function (no dimension in a divisor)} */
  default boolean isPureAffine() {
    if (!(this instanceof Binary)) {
      return true;
    }
    Binary b = (Binary) this;
    if (b.kind() == Kind.ADD) {
      return b.lhs().isPureAffine() && b.rhs().isPureAffine();
    }
    if (b.kind() == Kind.MUL) {
      return b.lhs().isPureAffine() && b.rhs().isPureAffine()
          && (b.lhs() instanceof Constant || b.rhs() instanceof Constant);
    }
    return b.lhs().isPureAffine() && b.rhs() instanceof Constant;
  }

  /** {@return the largest integer known to divide every value of the expression} */
  default long largestKnownDivisor() {
    if (this instanceof Constant) {
      return Math.abs(((Constant) this).value());
    }
    if (!(this instanceof Binary)) {
      return 1;
    }
    Binary b = (Binary) this;
    switch (b.kind()) {
      case MUL:
        return b.lhs().largestKnownDivisor() * b.rhs().largestKnownDivisor();
      case ADD:
      case MOD:
        return gcd(b.lhs().largestKnownDivisor(), b.rhs().largestKnownDivisor());
      default:
        if (b.rhs() instanceof Constant) {
          long divisor = ((Constant) b.rhs()).value();
          long lhsDivisor = b.lhs().largestKnownDivisor();
          if (divisor != 0 && lhsDivisor % divisor == 0) {
            return Math.abs(lhsDivisor / divisor);
          }
        }
        return 1;
    }
  }

  private static long gcd(long a, long b) {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }
}
