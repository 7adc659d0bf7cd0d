package raptor.frontend.onnx.build.networks;

import raptor.frontend.onnx.build.OnnxModelBuilder;

/** A network recipe: a named model written by the ONNX builder with seeded random weights. */
public interface Network {
  /** The opset every recipe imports. */
  long OPSET = 13;

  /** {@return the name the recipe is found by, such as {@code resnet18}} */
  String name();

  /** {@return a one-line description: layers and input shape} */
  String description();

  /** {@return the shape of the single graph input, NCHW} */
  long[] inputShape();

  /** {@return the model, its weights drawn from {@code seed}} */
  OnnxModelBuilder build(long seed);
}
