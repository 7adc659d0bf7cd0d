package raptor.frontend.onnx.build.networks;

/**
 * ResNet-34 v1, the ONNX Model Zoo's {@code resnet34-v1-7} (PIMCOMP-NN's {@code resnet34.json}):
 * 3, 4, 6 and 3 basic blocks per stage, node names prefixed {@code resnetv16}.
 */
public final class ResNet34 extends ResNetV1 {
  /** The recipe. */
  public ResNet34() {
    super("resnet34", "ResNet-34 v1: 36 Conv (BatchNormalization folded), 1 FC, input "
        + "1x3x224x224", "resnetv16", "flatten_306", 3, 4, 6, 3);
  }
}
