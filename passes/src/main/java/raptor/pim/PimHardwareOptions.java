package raptor.pim;

import raptor.pass.Option;

/**
 * The accelerator options of the PIM passes, declared once and used as an
 * {@link raptor.pass.OptionGroup}: written {@code core-count=2 crossbar-size=4 crossbar-count=2}
 * in a pass's options, each defaulting to {@code raptor-opt}'s global flag of the same name.
 * Every value is required: {@link PimTarget#UNSET} means "not given".
 *
 * @param coreCount the number of cores
 * @param crossbarSize the rows and columns of a crossbar
 * @param crossbarCount the crossbars of a core
 */
public record PimHardwareOptions(
    @Option(name = PimTarget.CORE_COUNT, help = "Number of PIM cores (required)")
    int coreCount,
    @Option(name = PimTarget.CROSSBAR_SIZE, help = "Rows and columns of a crossbar (required)")
    int crossbarSize,
    @Option(name = PimTarget.CROSSBAR_COUNT, help = "Crossbars per core (required)")
    int crossbarCount) {
  /** Nothing given. */
  public static final PimHardwareOptions UNSET =
      new PimHardwareOptions(PimTarget.UNSET, PimTarget.UNSET, PimTarget.UNSET);

  /**
   * {@return the target of these values with {@code pipeline} stages}
   *
   * @throws InvalidTargetException naming the first missing or invalid option
   */
  public PimTarget resolve(int pipeline) throws InvalidTargetException {
    return PimTarget.resolve(coreCount, crossbarSize, crossbarCount, pipeline);
  }
}
