package raptor.ir.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.FloatType.NonFinite;

/**
 * Conversions between float bit patterns of every {@link FloatType} and text or doubles, rounding
 * to nearest even, plus mlir-opt's float printing algorithm.
 *
 * <p>Printing follows {@code printFloatValue} and {@code APFloat::toString}: a 6-digit
 * {@code d.dddddde±XX} form if it reads back to the same bits, else the "natural precision"
 * {@code E} form if it contains a dot, else the bit pattern in hexadecimal. Digits are produced
 * like APFloat: a coarse truncation to about as many bits as the precision needs, then
 * round-half-up on the decimal digit string.
 */
public final class FloatFormat {
  private static final BigInteger TEN = BigInteger.TEN;
  private static final BigInteger FIVE = BigInteger.valueOf(5);

  private FloatFormat() {}

  // ---- Decoding ----

  /** {@return whether {@code bits} is a NaN of {@code type}} */
  public static boolean isNaN(FloatType type, BigInteger bits) {
    switch (type.nonFinite()) {
      case IEEE:
        return exponentField(type, bits) == maxExponentField(type) && !isInfinity(type, bits);
      case NAN_ALL_ONES:
        return exponentField(type, bits) == maxExponentField(type)
            && fraction(type, bits).equals(fractionMask(type));
      case NAN_NEGATIVE_ZERO:
        return bits.equals(BigInteger.ONE.shiftLeft(type.width() - 1));
      default:
        return false;
    }
  }

  /** {@return whether {@code bits} is an infinity of {@code type}} */
  public static boolean isInfinity(FloatType type, BigInteger bits) {
    if (type.nonFinite() != NonFinite.IEEE || exponentField(type, bits) != maxExponentField(type)) {
      return false;
    }
    BigInteger fraction = fraction(type, bits);
    return type.hasExplicitIntegerBit()
        ? fraction.equals(BigInteger.ONE.shiftLeft(63))
        : fraction.signum() == 0;
  }

  /** {@return whether the sign bit of {@code bits} is set} */
  public static boolean isNegative(FloatType type, BigInteger bits) {
    return type.isSigned() && bits.testBit(type.width() - 1);
  }

  private static int exponentField(FloatType type, BigInteger bits) {
    int shift = type.fractionBits() + (type.hasExplicitIntegerBit() ? 1 : 0);
    return bits.shiftRight(shift).intValue() & ((1 << type.exponentBits()) - 1);
  }

  private static int maxExponentField(FloatType type) {
    return (1 << type.exponentBits()) - 1;
  }

  private static BigInteger fractionMask(FloatType type) {
    return BigInteger.ONE.shiftLeft(type.fractionBits()).subtract(BigInteger.ONE);
  }

  /** The stored fraction; for f80 the 64-bit significand including the integer bit. */
  private static BigInteger fraction(FloatType type, BigInteger bits) {
    int width = type.fractionBits() + (type.hasExplicitIntegerBit() ? 1 : 0);
    return bits.and(BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE));
  }

  /**
   * Decomposes a finite value into {@code significand * 2^exponent}; returns the binary exponent
   * and stores the (non-negative) significand in {@code significandOut[0]}.
   */
  private static int decompose(FloatType type, BigInteger bits, BigInteger[] significandOut) {
    int exponentField = exponentField(type, bits);
    BigInteger fraction = fraction(type, bits);
    int fractionBits = type.fractionBits();
    if (type.hasExplicitIntegerBit()) {
      significandOut[0] = fraction;
      return Math.max(exponentField, 1) - type.bias() - fractionBits;
    }
    if (!type.hasSubnormals()) {
      significandOut[0] = BigInteger.ONE.shiftLeft(fractionBits).or(fraction);
      return exponentField - type.bias() - fractionBits;
    }
    if (exponentField == 0) {
      significandOut[0] = fraction;
      return 1 - type.bias() - fractionBits;
    }
    significandOut[0] = BigInteger.ONE.shiftLeft(fractionBits).or(fraction);
    return exponentField - type.bias() - fractionBits;
  }

  /** {@return the exact value of finite {@code bits}, without its sign} */
  public static BigDecimal exactMagnitude(FloatType type, BigInteger bits) {
    BigInteger[] significand = new BigInteger[1];
    int exponent = decompose(type, bits, significand);
    if (exponent >= 0) {
      return new BigDecimal(significand[0].shiftLeft(exponent));
    }
    return new BigDecimal(significand[0].multiply(FIVE.pow(-exponent)), -exponent);
  }

  /** {@return the value of {@code bits} as the nearest double} */
  public static double toDouble(FloatType type, BigInteger bits) {
    if (type == FloatType.F64) {
      return Double.longBitsToDouble(bits.longValue());
    }
    if (type == FloatType.F32) {
      return Float.intBitsToFloat(bits.intValue());
    }
    boolean negative = isNegative(type, bits);
    if (isNaN(type, bits)) {
      return Double.NaN;
    }
    if (isInfinity(type, bits)) {
      return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    double magnitude = exactMagnitude(type, bits).doubleValue();
    return negative ? -magnitude : magnitude;
  }

  // ---- Encoding (round to nearest, ties to even) ----

  /** {@return the bits of {@code value} converted to {@code type}, rounding to nearest even} */
  public static BigInteger fromDouble(FloatType type, double value) {
    if (type == FloatType.F64) {
      return BigInteger.valueOf(Double.doubleToRawLongBits(value)).and(mask(64));
    }
    if (type == FloatType.F32) {
      return BigInteger.valueOf(Float.floatToRawIntBits((float) value) & 0xFFFFFFFFL);
    }
    boolean negative = (Double.doubleToRawLongBits(value) < 0);
    if (Double.isNaN(value)) {
      return nan(type);
    }
    if (Double.isInfinite(value)) {
      return overflow(type, negative);
    }
    return encode(type, negative, new BigDecimal(Math.abs(value)));
  }

  /**
   * {@return the bits of the decimal {@code text} ({@code [-]digits[.digits][e[+-]digits]})
   * read directly in {@code type}'s semantics, rounding to nearest even}
   */
  public static BigInteger fromDecimalString(FloatType type, String text) {
    if (type == FloatType.F64) {
      return fromDouble(type, Double.parseDouble(text));
    }
    if (type == FloatType.F32) {
      return BigInteger.valueOf(Float.floatToRawIntBits(Float.parseFloat(text)) & 0xFFFFFFFFL);
    }
    BigDecimal value = new BigDecimal(text);
    return encode(type, text.startsWith("-"), value.abs());
  }

  private static BigInteger encode(FloatType type, boolean negative, BigDecimal magnitude) {
    BigInteger sign = negative && type.isSigned()
        ? BigInteger.ONE.shiftLeft(type.width() - 1)
        : BigInteger.ZERO;
    if (magnitude.signum() == 0) {
      if (!type.hasSubnormals()) {
        return BigInteger.ZERO;
      }
      return type.nonFinite() == NonFinite.NAN_NEGATIVE_ZERO ? BigInteger.ZERO : sign;
    }
    BigInteger num;
    BigInteger den;
    if (magnitude.scale() <= 0) {
      num = magnitude.unscaledValue().multiply(TEN.pow(-magnitude.scale()));
      den = BigInteger.ONE;
    } else {
      num = magnitude.unscaledValue();
      den = TEN.pow(magnitude.scale());
    }
    int precision = type.precision();
    int minExponent = type.hasSubnormals() ? 1 - type.bias() : -type.bias();
    int exponent = num.bitLength() - den.bitLength();
    if (compareScaled(num, den, exponent) < 0) {
      exponent--;
    }
    exponent = Math.max(exponent, minExponent);
    BigInteger significand = roundedQuotient(num, den, precision - 1 - exponent);
    if (significand.bitLength() > precision) {
      significand = significand.shiftRight(1);
      exponent++;
    }
    if (significand.signum() == 0) {
      return type.hasSubnormals() ? sign : BigInteger.ZERO;
    }
    BigInteger body = pack(type, exponent, significand, precision);
    if (body == null) {
      return overflow(type, negative);
    }
    return sign.or(body);
  }

  /** Packs exponent and significand, or returns {@code null} on overflow. */
  private static BigInteger pack(FloatType type, int exponent, BigInteger significand,
      int precision) {
    boolean normal = significand.bitLength() == precision;
    long exponentField = normal ? (long) exponent + type.bias() : 0;
    if (!type.hasSubnormals()) {
      exponentField = (long) exponent + type.bias();
    }
    long maxField = maxExponentField(type);
    if (type.nonFinite() == NonFinite.IEEE) {
      maxField--;
    }
    if (exponentField > maxField) {
      return null;
    }
    BigInteger stored = type.hasExplicitIntegerBit()
        ? significand
        : significand.and(fractionMask(type));
    int fractionWidth = type.fractionBits() + (type.hasExplicitIntegerBit() ? 1 : 0);
    BigInteger body = BigInteger.valueOf(exponentField).shiftLeft(fractionWidth).or(stored);
    if (type.nonFinite() == NonFinite.NAN_ALL_ONES && exponentField == maxField
        && stored.and(fractionMask(type)).equals(fractionMask(type))) {
      return null;
    }
    return body;
  }

  private static BigInteger overflow(FloatType type, boolean negative) {
    BigInteger sign = negative && type.isSigned()
        ? BigInteger.ONE.shiftLeft(type.width() - 1)
        : BigInteger.ZERO;
    int fractionWidth = type.fractionBits() + (type.hasExplicitIntegerBit() ? 1 : 0);
    switch (type.nonFinite()) {
      case IEEE:
        BigInteger infinity = BigInteger.valueOf(maxExponentField(type)).shiftLeft(fractionWidth);
        if (type.hasExplicitIntegerBit()) {
          infinity = infinity.setBit(63);
        }
        return sign.or(infinity);
      case FINITE_ONLY:
        return sign.or(mask(type.width() - 1));
      default:
        return nan(type);
    }
  }

  /** {@return the canonical quiet NaN of {@code type}} */
  public static BigInteger nan(FloatType type) {
    switch (type.nonFinite()) {
      case IEEE:
        int fractionWidth = type.fractionBits() + (type.hasExplicitIntegerBit() ? 1 : 0);
        BigInteger exponent = BigInteger.valueOf(maxExponentField(type)).shiftLeft(fractionWidth);
        BigInteger quiet = BigInteger.ONE.shiftLeft(type.fractionBits() - 1);
        if (type.hasExplicitIntegerBit()) {
          quiet = quiet.setBit(63);
        }
        return exponent.or(quiet);
      case NAN_ALL_ONES:
        return mask(type.isSigned() ? type.width() - 1 : type.width());
      case NAN_NEGATIVE_ZERO:
        return BigInteger.ONE.shiftLeft(type.width() - 1);
      default:
        return BigInteger.ZERO;
    }
  }

  private static BigInteger mask(int bits) {
    return BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
  }

  /** {@return the sign of {@code num/den - 2^exponent}} */
  private static int compareScaled(BigInteger num, BigInteger den, int exponent) {
    return exponent >= 0
        ? num.compareTo(den.shiftLeft(exponent))
        : num.shiftLeft(-exponent).compareTo(den);
  }

  /** {@return {@code num/den * 2^shift} rounded to the nearest integer, ties to even} */
  private static BigInteger roundedQuotient(BigInteger num, BigInteger den, int shift) {
    if (shift >= 0) {
      num = num.shiftLeft(shift);
    } else {
      den = den.shiftLeft(-shift);
    }
    BigInteger[] qr = num.divideAndRemainder(den);
    int half = qr[1].shiftLeft(1).compareTo(den);
    if (half > 0 || (half == 0 && qr[0].testBit(0))) {
      return qr[0].add(BigInteger.ONE);
    }
    return qr[0];
  }

  // ---- Printing ----

  /**
   * Appends {@code bits} as mlir-opt prints a float of {@code type}.
   *
   * @return whether the value was printed as a hexadecimal bit pattern
   */
  public static boolean print(FloatType type, BigInteger bits, StringBuilder out) {
    if (!isNaN(type, bits) && !isInfinity(type, bits)) {
      boolean negative = isNegative(type, bits);
      if (isZero(type, bits)) {
        out.append(negative ? "-0.000000e+00" : "0.000000e+00");
        return false;
      }
      BigInteger[] significand = new BigInteger[1];
      int exponent = decompose(type, bits, significand);
      String shortForm = format(negative, digits(significand[0], exponent, 6), 6, 0, false);
      if (fromDecimalString(type, shortForm).equals(bits)) {
        out.append(shortForm);
        return false;
      }
      int precision = 2 + type.precision() * 59 / 196;
      String natural = format(negative, digits(significand[0], exponent, precision), precision, 3,
          true);
      if (natural.indexOf('.') >= 0) {
        out.append(natural);
        return false;
      }
    }
    out.append("0x").append(bits.toString(16).toUpperCase(java.util.Locale.ROOT));
    return true;
  }

  private static boolean isZero(FloatType type, BigInteger bits) {
    if (!type.hasSubnormals()) {
      return false;
    }
    BigInteger magnitude = type.isSigned() ? bits.clearBit(type.width() - 1) : bits;
    return magnitude.signum() == 0;
  }

  /** A decimal digit string (most significant first) and its power of ten. */
  private record Digits(String digits, int exponent) {}

  /** APFloat's digit generation for {@code significand * 2^exponent} at {@code precision}. */
  private static Digits digits(BigInteger significand, int exponent, int precision) {
    int trailing = significand.getLowestSetBit();
    significand = significand.shiftRight(trailing);
    exponent += trailing;
    BigInteger n;
    int exp10;
    if (exponent >= 0) {
      n = significand.shiftLeft(exponent);
      exp10 = 0;
    } else {
      n = significand.multiply(FIVE.pow(-exponent));
      exp10 = exponent;
    }
    int bitsRequired = (precision * 196 + 58) / 59;
    int bits = n.bitLength();
    if (bits > bitsRequired) {
      int tensRemovable = (bits - bitsRequired) * 59 / 196;
      if (tensRemovable > 0) {
        exp10 += tensRemovable;
        n = n.divide(TEN.pow(tensRemovable));
      }
    }
    String text = n.toString();
    int end = text.length();
    while (end > 1 && text.charAt(end - 1) == '0') {
      end--;
    }
    exp10 += text.length() - end;
    text = text.substring(0, end);
    if (text.length() <= precision) {
      return new Digits(text, exp10);
    }
    int dropped = text.length() - precision;
    exp10 += dropped;
    char firstDropped = text.charAt(precision);
    char[] kept = text.substring(0, precision).toCharArray();
    if (firstDropped >= '5') {
      int i = kept.length - 1;
      while (i >= 0 && kept[i] == '9') {
        kept[i] = '0';
        i--;
      }
      if (i < 0) {
        return new Digits("1", exp10 + kept.length);
      }
      kept[i]++;
    }
    int keptEnd = kept.length;
    while (keptEnd > 1 && kept[keptEnd - 1] == '0') {
      keptEnd--;
    }
    return new Digits(new String(kept, 0, keptEnd), exp10 + kept.length - keptEnd);
  }

  /** APFloat's layout of a digit string: scientific or positional. */
  private static String format(boolean negative, Digits d, int precision, int maxPadding,
      boolean truncateZero) {
    String digits = d.digits();
    int count = digits.length();
    int exp10 = d.exponent();
    StringBuilder s = new StringBuilder(precision + 8);
    if (negative) {
      s.append('-');
    }
    boolean scientific;
    if (maxPadding == 0) {
      scientific = true;
    } else if (exp10 >= 0) {
      scientific = exp10 > maxPadding || count + exp10 > precision;
    } else {
      int msd = exp10 + count - 1;
      scientific = msd < 0 && -msd > maxPadding;
    }
    if (scientific) {
      int exponent = exp10 + count - 1;
      s.append(digits.charAt(0)).append('.');
      if (count == 1 && truncateZero) {
        s.append('0');
      } else {
        s.append(digits, 1, count);
      }
      if (!truncateZero) {
        for (int i = count - 1; i < precision; i++) {
          s.append('0');
        }
      }
      s.append(truncateZero ? 'E' : 'e').append(exponent >= 0 ? '+' : '-');
      int magnitude = Math.abs(exponent);
      if (!truncateZero && magnitude < 10) {
        s.append('0');
      }
      return s.append(magnitude).toString();
    }
    if (exp10 >= 0) {
      s.append(digits);
      for (int i = 0; i < exp10; i++) {
        s.append('0');
      }
      return s.toString();
    }
    int wholeDigits = exp10 + count;
    if (wholeDigits > 0) {
      return s.append(digits, 0, wholeDigits).append('.').append(digits, wholeDigits, count)
          .toString();
    }
    s.append("0.");
    for (int i = 0; i < -wholeDigits; i++) {
      s.append('0');
    }
    return s.append(digits).toString();
  }
}
