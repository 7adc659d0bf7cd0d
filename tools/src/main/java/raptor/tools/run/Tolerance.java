package raptor.tools.run;

/**
 * How far an actual value may be from the expected one: {@code |actual - expected| <= abs + rel *
 * |expected|}, as numpy's {@code allclose}. NaN matches nothing but the same NaN bits.
 *
 * @param abs the absolute tolerance
 * @param rel the relative tolerance
 */
public record Tolerance(double abs, double rel) {
  /** The tolerance of outputs against the reference: 1e-3 absolute, 1e-5 relative. */
  public static final Tolerance REFERENCE = new Tolerance(1e-3, 1e-5);

  /** Bit-identical values only, for outputs of different schedules. */
  static final Tolerance EXACT = new Tolerance(0, 0);

  /**
   * {@return how many allowed deviations {@code actual} is away from {@code expected}: 0 for
   * identical bits, at most 1 within tolerance, infinite for NaN or for any difference under
   * {@link #EXACT}}
   */
  public double excess(float expected, float actual) {
    if (Float.floatToIntBits(expected) == Float.floatToIntBits(actual)) {
      return 0;
    }
    double allowed = abs + rel * Math.abs(expected);
    double difference = Math.abs((double) actual - expected);
    if (Double.isNaN(difference) || allowed == 0) {
      return Double.POSITIVE_INFINITY;
    }
    return difference / allowed;
  }
}
