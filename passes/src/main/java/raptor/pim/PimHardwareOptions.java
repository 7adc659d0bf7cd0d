package raptor.pim;

import raptor.pass.Option;

/**
 * The accelerator options of the PIM passes, declared once and used as an
 * {@link raptor.pass.OptionGroup}: written {@code core-count=2 crossbar-size=4 crossbar-count=2}
 * in a pass's options, each defaulting to {@code raptor-opt}'s global flag of the same name.
 * The core and crossbar values are required: {@link PimTarget#UNSET} means "not given".
 *
 * @param coreCount the number of cores
 * @param crossbarSize the rows and columns of a crossbar
 * @param crossbarCount the crossbars of a core
 * @param maxCoreInstructions the ops one core may execute, loops unrolled ({@link
 *     InstructionBudget})
 */
public record PimHardwareOptions(
    @Option(name = PimTarget.CORE_COUNT, help = "Number of PIM cores (required)")
    int coreCount,
    @Option(name = PimTarget.CROSSBAR_SIZE, help = "Rows and columns of a crossbar (required)")
    int crossbarSize,
    @Option(name = PimTarget.CROSSBAR_COUNT, help = "Crossbars per core (required)")
    int crossbarCount,
    @Option(name = InstructionBudget.OPTION,
        help = "Instructions one core may execute, loops unrolled (default 16777216)")
    int maxCoreInstructions) {
  /** Nothing given: no target, the default instruction limit. */
  public static final PimHardwareOptions UNSET = new PimHardwareOptions(PimTarget.UNSET,
      PimTarget.UNSET, PimTarget.UNSET, InstructionBudget.DEFAULT_LIMIT);

  /**
   * Creates the options of a target with the default instruction limit.
   *
   * @param coreCount the number of cores
   * @param crossbarSize the rows and columns of a crossbar
   * @param crossbarCount the crossbars of a core
   */
  public PimHardwareOptions(int coreCount, int crossbarSize, int crossbarCount) {
    this(coreCount, crossbarSize, crossbarCount, InstructionBudget.DEFAULT_LIMIT);
  }

  /**
   * {@return the target of these values with {@code pipeline} stages}
   *
   * @throws InvalidTargetException naming the first missing or invalid option
   */
  public PimTarget resolve(int pipeline) throws InvalidTargetException {
    PimTarget target = PimTarget.resolve(coreCount, crossbarSize, crossbarCount, pipeline);
    PimTarget.checkPositive(InstructionBudget.OPTION, maxCoreInstructions);
    return target;
  }
}
