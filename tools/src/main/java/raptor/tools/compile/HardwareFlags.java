package raptor.tools.compile;

import picocli.CommandLine.Option;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimTarget;

/** The target flags {@code raptor-compile} and {@code raptor-run} share (a picocli mixin). */
public final class HardwareFlags {
  @Option(names = "--core-count", paramLabel = "N", required = true,
      description = "Number of PIM cores.")
  int coreCount;

  @Option(names = "--crossbar-size", paramLabel = "N", required = true,
      description = "Rows and columns of a crossbar.")
  int crossbarSize;

  @Option(names = "--crossbar-count", paramLabel = "N", required = true,
      description = "Crossbars per core.")
  int crossbarCount;

  /** {@return the flags as pass options} */
  public PimHardwareOptions options() {
    return new PimHardwareOptions(coreCount, crossbarSize, crossbarCount);
  }

  /**
   * Checks the flags with {@code pipeline} stages.
   *
   * @throws InvalidTargetException naming the first invalid flag
   */
  public void check(int pipeline) throws InvalidTargetException {
    PimTarget.resolve(coreCount, crossbarSize, crossbarCount, pipeline);
  }
}
