package raptor.tools.compile;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;
import raptor.dialect.spat.transforms.SpatialPlacement;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimTargetOptions;

/**
 * The placement flags {@code raptor-compile} and {@code raptor-run} share (a picocli mixin):
 * {@code --placement=schedule|trivial} and {@code --pipeline=N} (throughput mode).
 */
public final class PlacementFlags {
  /** Reads a placement by its flag name ({@code trivial}). */
  static final class PlacementConverter implements ITypeConverter<SpatialPlacement> {
    @Override
    public SpatialPlacement convert(String value) {
      for (SpatialPlacement placement : SpatialPlacement.values()) {
        if (placement.name().toLowerCase(Locale.ROOT).equals(value)) {
          return placement;
        }
      }
      throw new TypeConversionException("'" + value + "' is not a placement; expected schedule "
          + "or trivial");
    }
  }

  @Option(names = "--placement", paramLabel = "schedule|trivial", defaultValue = "schedule",
      converter = PlacementConverter.class,
      description = "How graph computes go onto cores: schedule (the scheduler, default) or "
          + "trivial (spat-place-trivial: topological order, latency mode only).")
  SpatialPlacement placement;

  @Option(names = "--pipeline", paramLabel = "N", defaultValue = "1",
      description = "Pipeline stages for throughput mode, at most --core-count (default 1: "
          + "latency mode).")
  int pipeline;

  /** {@return the number of pipeline stages} */
  public int pipeline() {
    return pipeline;
  }

  /** {@return the chosen placement} */
  public SpatialPlacement placement() {
    return placement;
  }

  /**
   * {@return the target of {@code hardware} with these stages}
   *
   * @throws InvalidTargetException naming the first invalid flag, or a trivial placement asked
   *     for pipeline stages
   */
  public PimTargetOptions target(HardwareFlags hardware) throws InvalidTargetException {
    hardware.check(pipeline);
    placement.check(pipeline);
    return new PimTargetOptions(hardware.options(), pipeline);
  }
}
