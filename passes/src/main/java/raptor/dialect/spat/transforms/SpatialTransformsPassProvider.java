package raptor.dialect.spat.transforms;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/**
 * Registers {@code spat-trivial-merge}, {@code schedule-and-realize-spatial},
 * {@code spat-place-trivial} and {@code spat-export-dataflow}.
 */
public final class SpatialTransformsPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(
        PassRegistration.of(TrivialMergePass.ARGUMENT,
            "Merge single-consumer chains of Spatial graph computes", TrivialMergePass.SCHEMA,
            TrivialMergePass::new),
        PassRegistration.of(ScheduleAndRealizeSpatialPass.ARGUMENT,
            "Schedule Spatial graph computes on physical cores and realize their communication",
            ScheduleAndRealizeSpatialPass.SCHEMA, ScheduleAndRealizeSpatialPass::new),
        PassRegistration.of(SpatPlaceTrivialPass.ARGUMENT, SpatPlaceTrivialPass.DESCRIPTION,
            SpatPlaceTrivialPass.SCHEMA, SpatPlaceTrivialPass::new),
        PassRegistration.of(SpatExportDataflowPass.ARGUMENT,
            "Write the Spatial dataflow of the entry function as CSV node and edge tables",
            SpatExportDataflowPass.SCHEMA, SpatExportDataflowPass::new));
  }
}
