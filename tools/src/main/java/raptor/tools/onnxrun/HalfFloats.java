package raptor.tools.onnxrun;

/** IEEE 754 binary16 decoding (Java 17 has no {@code Float.float16ToFloat}). */
final class HalfFloats {
  private HalfFloats() {
  }

  /** {@return the float value of the binary16 bits {@code bits}} */
  static float halfToFloat(short bits) {
    int sign = (bits & 0x8000) << 16;
    int exponent = (bits >>> 10) & 0x1F;
    int mantissa = bits & 0x3FF;
    if (exponent == 0x1F) {
      return Float.intBitsToFloat(sign | 0x7F800000 | (mantissa << 13));
    }
    if (exponent == 0) {
      float magnitude = mantissa * 0x1p-24f;
      return sign == 0 ? magnitude : -magnitude;
    }
    return Float.intBitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
  }
}
