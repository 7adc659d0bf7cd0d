package raptor.pim;

import raptor.pass.Option;
import raptor.pass.OptionGroup;

/**
 * The target options of the PIM passes that schedule for a pipeline, declared once and used as
 * an {@link OptionGroup}: the {@link PimHardwareOptions} and {@code pipeline}, written
 * {@code core-count=2 crossbar-size=4 crossbar-count=2 pipeline=1}; each defaults to
 * {@code raptor-opt}'s global flag of the same name.
 *
 * @param hardware the cores and crossbars
 * @param pipeline the pipeline stages; 1 means latency scheduling
 */
public record PimTargetOptions(
    @OptionGroup PimHardwareOptions hardware,
    @Option(name = PimTarget.PIPELINE, help = "Pipeline stages; 1 = latency scheduling")
    int pipeline) {
  /** No hardware given, one pipeline stage. */
  public static final PimTargetOptions DEFAULT =
      new PimTargetOptions(PimHardwareOptions.UNSET, PimTarget.DEFAULT_PIPELINE);

  /**
   * {@return the target of these values}
   *
   * @throws InvalidTargetException naming the first missing or invalid option
   */
  public PimTarget resolve() throws InvalidTargetException {
    return hardware.resolve(pipeline);
  }
}
