package raptor.frontend.onnx.build.networks;

import raptor.frontend.onnx.build.OnnxModelBuilder;

/** A network recipe: a named model written by the ONNX builder with seeded random weights. */
public abstract class Network {
  /** The opset every recipe imports. */
  public static final long OPSET = 13;

  private final String name;
  private final String description;
  private final long[] inputShape;

  /** A recipe named {@code name} whose single graph input has {@code inputShape} (NCHW). */
  protected Network(String name, String description, long... inputShape) {
    this.name = name;
    this.description = description;
    this.inputShape = inputShape.clone();
  }

  /** {@return the name the recipe is found by, such as {@code resnet18}} */
  public final String name() {
    return name;
  }

  /** {@return a one-line description: layers and input shape} */
  public final String description() {
    return description;
  }

  /** {@return the shape of the single graph input, NCHW} */
  public final long[] inputShape() {
    return inputShape.clone();
  }

  /** {@return the model, its weights drawn from {@code seed}} */
  public abstract OnnxModelBuilder build(long seed);
}
