package raptor.pim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The PIM accelerator a pass compiles for.
 *
 * <p>Every value comes from pass options ({@code convert-spatial-to-pim{core-count=2 ...}}),
 * which default to {@code raptor-opt}'s global flags of the same names ({@code --core-count=2}).
 * The passes declare them once, as the option group {@link PimTargetOptions}.
 * The core count and the crossbar geometry are required: {@link #UNSET} means "not given" and
 * is an error, never a default. {@code pipeline} defaults to 1 (latency scheduling).
 *
 * @param coreCount the number of cores ({@code --core-count})
 * @param crossbarSize the rows and columns of one crossbar ({@code --crossbar-size})
 * @param crossbarCount the crossbars of one core ({@code --crossbar-count})
 * @param pipeline the pipeline stages, at most the core count ({@code --pipeline})
 */
public record PimTarget(int coreCount, int crossbarSize, int crossbarCount, int pipeline) {
  /** The option value meaning "not given". */
  public static final int UNSET = 0;
  /** The default of {@code --pipeline}. */
  public static final int DEFAULT_PIPELINE = 1;
  /** The flag of {@link #coreCount()}. */
  public static final String CORE_COUNT = "core-count";
  /** The flag of {@link #crossbarSize()}. */
  public static final String CROSSBAR_SIZE = "crossbar-size";
  /** The flag of {@link #crossbarCount()}. */
  public static final String CROSSBAR_COUNT = "crossbar-count";
  /** The flag of {@link #pipeline()}. */
  public static final String PIPELINE = "pipeline";

  /**
   * {@return the target of these values, checked in the compiler driver's order}
   *
   * @throws InvalidTargetException naming every missing flag, or else the first invalid one
   */
  public static PimTarget resolve(long coreCount, long crossbarSize, long crossbarCount,
      long pipeline) throws InvalidTargetException {
    checkGiven(Map.of(CORE_COUNT, coreCount, CROSSBAR_SIZE, crossbarSize,
        CROSSBAR_COUNT, crossbarCount));
    int cores = required(CORE_COUNT, coreCount);
    int size = required(CROSSBAR_SIZE, crossbarSize);
    int crossbars = required(CROSSBAR_COUNT, crossbarCount);
    checkPositive(PIPELINE, pipeline);
    if (pipeline > cores) {
      throw new InvalidTargetException(
          "Pim compilation requires --pipeline not to exceed --core-count");
    }
    if ((long) crossbars * pipeline > Integer.MAX_VALUE) {
      throw new InvalidTargetException("Pim compilation --crossbar-count * --pipeline overflows");
    }
    return new PimTarget(cores, size, crossbars, (int) pipeline);
  }

  /**
   * Checks one given value of a required flag.
   *
   * @throws InvalidTargetException when it is not a positive {@code int}
   */
  public static void checkPositive(String flag, long value) throws InvalidTargetException {
    if (value > 0 && value <= Integer.MAX_VALUE) {
      return;
    }
    throw new InvalidTargetException(flag.equals(PIPELINE)
        ? "Pim compilation requires --pipeline to be positive"
        : "Pim compilation requires --" + flag + " to be a positive integer");
  }

  /** Reports every flag of {@code values} that was not given, in the driver's order. */
  private static void checkGiven(Map<String, Long> values) throws InvalidTargetException {
    List<String> missing = new ArrayList<>();
    for (String flag : List.of(CORE_COUNT, CROSSBAR_SIZE, CROSSBAR_COUNT)) {
      if (values.get(flag) == UNSET) {
        missing.add("--" + flag);
      }
    }
    if (missing.size() > 1) {
      String last = missing.remove(missing.size() - 1);
      throw new InvalidTargetException("Pim compilation requires explicit "
          + String.join(", ", missing) + " and " + last + " (positive integers)");
    }
  }

  private static int required(String flag, long value) throws InvalidTargetException {
    if (value == UNSET) {
      throw new InvalidTargetException("Pim compilation requires an explicit --" + flag
          + "=<positive integer>");
    }
    checkPositive(flag, value);
    return (int) value;
  }
}
