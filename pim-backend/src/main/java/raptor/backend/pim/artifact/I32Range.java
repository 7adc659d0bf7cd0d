package raptor.backend.pim.artifact;

/** The non-negative i32 range that artifact addresses and sizes must fit in. */
final class I32Range {
  /** The phrase for a value outside the range, e.g. after {@code "address 4294967296 "}. */
  static final String OUTSIDE = "is outside the i32 range 0.." + Integer.MAX_VALUE;

  private I32Range() {}

  /** {@return whether {@code value} is in {@code 0..Integer.MAX_VALUE}} */
  static boolean contains(long value) {
    return value >= 0 && value <= Integer.MAX_VALUE;
  }
}
