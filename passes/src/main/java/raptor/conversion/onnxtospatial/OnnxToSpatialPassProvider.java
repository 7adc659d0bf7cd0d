package raptor.conversion.onnxtospatial;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/**
 * Registers {@code convert-onnx-to-spatial}, {@code spatial-layout-planning} and
 * {@code lower-spatial-plans}.
 */
public final class OnnxToSpatialPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(PassRegistration.of(ConvertOnnxToSpatialPass.ARGUMENT,
        "Lower ONNX ops to Spatial graph computes", ConvertOnnxToSpatialPass.SCHEMA,
        ConvertOnnxToSpatialPass::new),
        PassRegistration.of(SpatialLayoutPlanningPass.ARGUMENT,
            "Choose a physical layout for every Spatial plan op", SpatialLayoutPlanningPass.SCHEMA,
            SpatialLayoutPlanningPass::new),
        PassRegistration.of(LowerSpatialPlansPass.ARGUMENT,
            "Lower Spatial plan ops in their selected layouts", LowerSpatialPlansPass::new));
  }
}
