package raptor.sim;

/**
 * A simulation failure as data: what went wrong and, when an instruction caused it, where (core,
 * pc, iteration and instruction text).
 */
public final class SimulationException extends Exception {
  private final transient Location location;
  private final String problem;

  /** Creates an error that no single instruction caused (deadlock, bad input, bad option). */
  public SimulationException(String problem) {
    this(null, problem);
  }

  /** Creates an error located at an instruction; {@code location} may be null. */
  public SimulationException(Location location, String problem) {
    super(location == null ? problem : location.describe() + ": " + problem);
    this.location = location;
    this.problem = problem;
  }

  /** {@return the instruction that failed, or null} */
  public Location location() {
    return location;
  }

  /** {@return the message without the location} */
  public String problem() {
    return problem;
  }

  /**
   * Where an error happened.
   *
   * @param core internal core index (1-based; the program file is {@code core_<core-1>})
   * @param pc executable pc (after {@code setbw} folding); for load errors the index in the file
   * @param iteration the core's batch iteration, or {@link #AT_LOAD} for errors found when the
   *     program is loaded
   * @param instruction the instruction as text
   */
  public record Location(int core, int pc, int iteration, String instruction) {
    /** The iteration of errors found when the program is loaded. */
    public static final int AT_LOAD = -1;

    /**
     * {@return the location as {@code core 1 (core_0) pc 3 iteration 0 [text]}, or {@code core 1
     * (core_0) instruction 3 [text]} for load errors}
     */
    public String describe() {
      String where =
          iteration == AT_LOAD ? " instruction " + pc : " pc " + pc + " iteration " + iteration;
      return "core " + core + " (core_" + (core - 1) + ")" + where + " [" + instruction + "]";
    }
  }
}
