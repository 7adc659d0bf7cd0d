package raptor.backend.pim.artifact;

/**
 * The accelerator a program is compiled for: square crossbars of {@code crossbarSize} rows and
 * columns, {@code crossbarCount} crossbars per core and {@code coreCount} cores.
 *
 * @param crossbarSize rows and columns of one crossbar
 * @param crossbarCount crossbars (weight slots) per core
 * @param coreCount cores available; a program uses compiler core ids {@code 0..n-1} with {@code n
 *     <= coreCount}
 */
public record PimTarget(int crossbarSize, int crossbarCount, int coreCount) {
  /** Checks that every value is positive. */
  public PimTarget {
    requirePositive(crossbarSize, "crossbar size");
    requirePositive(crossbarCount, "crossbar count");
    requirePositive(coreCount, "core count");
  }

  private static void requirePositive(int value, String what) {
    if (value <= 0) {
      throw new IllegalArgumentException(what + " must be positive: " + value);
    }
  }
}
