package raptor.tools.filecheck;

import java.math.BigInteger;

/**
 * How a numeric value is matched and printed: {@code %u}, {@code %d}, {@code %x}, {@code %X},
 * with an optional precision (minimum digits) and the {@code #} alternate form ({@code 0x}).
 *
 * @param kind the radix and signedness, or {@link Kind#NONE} when no format is known
 * @param precision the minimum number of digits, 0 for none
 * @param alternate whether hex values carry a {@code 0x} prefix
 */
record ExpressionFormat(Kind kind, int precision, boolean alternate) {

  /** The matching format kinds. */
  enum Kind {
    NONE("<none>"),
    UNSIGNED("%u"),
    SIGNED("%d"),
    HEX_UPPER("%X"),
    HEX_LOWER("%x");

    private final String spelling;

    Kind(String spelling) {
      this.spelling = spelling;
    }
  }

  static final ExpressionFormat NONE = new ExpressionFormat(Kind.NONE, 0, false);
  static final ExpressionFormat UNSIGNED = new ExpressionFormat(Kind.UNSIGNED, 0, false);

  /** {@return whether a format is known} */
  boolean isKnown() {
    return kind != Kind.NONE;
  }

  /** {@return the format as written, e.g. {@code %x}} */
  @Override
  public String toString() {
    return kind.spelling;
  }

  /** {@return whether values print in hexadecimal} */
  boolean isHex() {
    return kind == Kind.HEX_LOWER || kind == Kind.HEX_UPPER;
  }

  /** {@return a POSIX regex matching any value printed in this format} */
  String wildcardRegex() {
    String prefix = alternate ? "0x" : "";
    String digits = switch (kind) {
      case HEX_UPPER -> "0-9A-F";
      case HEX_LOWER -> "0-9a-f";
      default -> "0-9";
    };
    String sign = kind == Kind.SIGNED ? "-?" : "";
    if (precision == 0) {
      return sign + (isHex() ? prefix : "") + "[" + digits + "]+";
    }
    String first = isHex() ? "1-9" + digits.substring(3) : "1-9";
    return prefix + sign + "([" + first + "][" + digits + "]*)?[" + digits + "]{" + precision + "}";
  }

  /**
   * {@return {@code value} printed in this format}
   *
   * @throws ArithmeticException if a negative value has an unsigned format
   */
  String format(BigInteger value) {
    if (kind != Kind.SIGNED && value.signum() < 0) {
      throw new ArithmeticException("overflow");
    }
    String digits = value.abs().toString(isHex() ? 16 : 10);
    if (kind == Kind.HEX_UPPER) {
      digits = digits.toUpperCase(java.util.Locale.ROOT);
    }
    String zeros = "0".repeat(Math.max(0, precision - digits.length()));
    return (value.signum() < 0 ? "-" : "") + (alternate ? "0x" : "") + zeros + digits;
  }

  /** {@return the value of {@code text}, which matched {@link #wildcardRegex()}} */
  BigInteger parse(String text) {
    boolean negative = text.startsWith("-");
    String digits = negative ? text.substring(1) : text;
    if (alternate && kind != Kind.SIGNED && digits.startsWith("0x")) {
      digits = digits.substring(2);
    }
    BigInteger value = new BigInteger(digits, isHex() ? 16 : 10);
    return negative ? value.negate() : value;
  }
}
