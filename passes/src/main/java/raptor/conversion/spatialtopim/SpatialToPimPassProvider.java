package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/** Registers {@code convert-spatial-to-pim}. */
public final class SpatialToPimPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(PassRegistration.of(ConvertSpatialToPimPass.ARGUMENT,
        "Lower Spatial ops to Pim-ready format", ConvertSpatialToPimPass.SCHEMA,
        ConvertSpatialToPimPass::new));
  }
}
