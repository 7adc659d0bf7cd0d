package raptor.dialect.onnx.transforms;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/**
 * Registers the ONNX graph passes: {@code onnx-shape-inference}, {@code onnx-constant-folding},
 * {@code onnx-decompose} and {@code onnx-prepare}.
 */
public final class OnnxPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(
        PassRegistration.of(OnnxShapeInferencePass.ARGUMENT,
            "Infer static result shapes and element types of onnx ops",
            OnnxShapeInferencePass::new),
        PassRegistration.of(OnnxConstantFoldingPass.ARGUMENT,
            "Fold onnx ops on constants (Shape, Gather, Concat, Reshape, Cast, arithmetic)",
            OnnxConstantFoldingPass::new),
        PassRegistration.of(OnnxDecomposePass.ARGUMENT,
            "Fold BatchNormalization, remove Dropout/Identity, normalize Gemm and other onnx ops",
            OnnxDecomposePass::new),
        PassRegistration.of(OnnxPreparePass.ARGUMENT,
            "Run onnx-shape-inference, onnx-constant-folding and onnx-decompose to a fixpoint",
            OnnxPreparePass::new));
  }
}
