package raptor.frontend.onnx.build.networks;

/**
 * ResNet-18 v1, the ONNX Model Zoo's {@code resnet18-v1-7} (PIMCOMP-NN's {@code resnet18.json}):
 * two basic blocks per stage, node names prefixed {@code resnetv15}.
 */
public final class ResNet18 extends ResNetV1 {
  /** The recipe. */
  public ResNet18() {
    super("resnet18", "ResNet-18 v1: 20 Conv (BatchNormalization folded), 1 FC, input "
        + "1x3x224x224", "resnetv15", "flatten_170", 2, 2, 2, 2);
  }
}
