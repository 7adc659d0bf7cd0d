package raptor.conversion.onnxtospatial;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/** Registers {@code convert-onnx-to-spatial}. */
public final class OnnxToSpatialPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(PassRegistration.of(ConvertOnnxToSpatialPass.ARGUMENT,
        "Lower ONNX ops to Spatial graph computes", ConvertOnnxToSpatialPass.SCHEMA,
        ConvertOnnxToSpatialPass::new));
  }
}
