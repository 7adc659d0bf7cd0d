package raptor.frontend.onnx.build.networks;

import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * VGG-8 on MNIST-sized input ({@code 1x1x28x28}), a reconstruction of the PIMCOMP-NN paper's
 * VGG-8 (no public checkpoint): six 3x3 convolutions (32, 32, 64, 64, 128, 128 channels, padding
 * 1, each with a bias and a Relu) in three pairs, each pair followed by a 2x2 MaxPool (28, 14, 7,
 * 3), then two fully connected layers (1152 to 256 with a Relu, 256 to 10).
 */
public final class Vgg8 extends Network {
  private static final long[] CHANNELS = {32, 32, 64, 64, 128, 128};
  private static final long HIDDEN = 256;
  private static final long CLASSES = 10;

  /** The recipe. */
  public Vgg8() {
    super("vgg8", "VGG-8 reconstruction: 6 Conv 3x3 + 2 FC, input 1x1x28x28", 1, 1, 28, 28);
  }

  @Override
  public OnnxModelBuilder build(long seed) {
    Layers l = new Layers(new OnnxModelBuilder(OPSET, seed));
    long[] shape = inputShape();
    String x = l.builder().input("input", DataType.FLOAT, shape);
    long channels = shape[1];
    long size = shape[2];
    for (int i = 0; i < CHANNELS.length; i++) {
      x = l.relu("relu" + i, l.conv("conv" + i, x, channels, CHANNELS[i], 3, 1, 1, true));
      channels = CHANNELS[i];
      if (i % 2 == 1) {
        x = l.maxPool("pool" + i / 2, x, 2, 2, 0);
        size /= 2;
      }
    }
    x = l.flatten("flatten", x);
    x = l.relu("relu_fc0", l.dense("fc0", x, channels * size * size, HIDDEN));
    x = l.dense("fc1", x, HIDDEN, CLASSES);
    l.builder().output(x, DataType.FLOAT, 1, CLASSES);
    return l.builder();
  }
}
