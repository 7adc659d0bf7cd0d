package raptor.frontend.onnx.build.networks;

import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * ResNet-18 v1 on {@code 1x3x224x224}, with the layers and node names of the ONNX Model Zoo's
 * {@code resnet18-v1-7} (PIMCOMP-NN's {@code resnet18.json}): a 7x7 stride-2 stem with
 * BatchNormalization and Relu, a 3x3 stride-2 MaxPool, four stages of two basic blocks (64, 128,
 * 256, 512 channels; the first block of stages 2 to 4 halves the size and has a 1x1 stride-2
 * projection), a global average pool, Flatten and a 512-to-1000 fully connected layer.
 */
public final class ResNet18 extends Network {
  private static final long[] WIDTHS = {64, 128, 256, 512};
  private static final int BLOCKS = 2;
  private static final long CLASSES = 1000;

  /** The recipe. */
  public ResNet18() {
    super("resnet18", "ResNet-18 v1: 20 Conv (BatchNormalization folded), 1 FC, input "
        + "1x3x224x224", 1, 3, 224, 224);
  }

  @Override
  public OnnxModelBuilder build(long seed) {
    Builder net = new Builder(new Layers(new OnnxModelBuilder(OPSET, seed)));
    Layers l = net.layers;
    String x = l.builder().input("data", DataType.FLOAT, inputShape());
    x = net.convBn("resnetv15_conv0_fwd", "resnetv15_batchnorm0_fwd", x, 3, 64, 7, 2);
    x = l.relu("resnetv15_relu0_fwd", x);
    x = l.maxPool("resnetv15_pool0_fwd", x, 3, 2, 1);
    long channels = 64;
    for (int stage = 0; stage < WIDTHS.length; stage++) {
      net.startStage(stage + 1);
      for (int block = 0; block < BLOCKS; block++) {
        long stride = stage > 0 && block == 0 ? 2 : 1;
        x = net.basicBlock(x, channels, WIDTHS[stage], stride, block);
        channels = WIDTHS[stage];
      }
    }
    x = l.builder().node("GlobalAveragePool", "resnetv15_pool1_fwd").inputs(x).output();
    x = l.flatten("flatten_170", x);
    x = l.dense("resnetv15_dense0_fwd", x, channels, CLASSES);
    l.builder().output(x, DataType.FLOAT, 1, CLASSES);
    return l.builder();
  }

  /** The layers of the network; convolutions are numbered per stage as in the zoo model. */
  private static final class Builder {
    private final Layers layers;
    private String prefix;
    private int convs;

    Builder(Layers layers) {
      this.layers = layers;
    }

    void startStage(int stage) {
      prefix = "resnetv15_stage" + stage + "_";
      convs = 0;
    }

    String convBn(String conv, String norm, String x, long in, long out, long kernel,
        long stride) {
      return layers.batchNorm(norm, layers.conv(conv, x, in, out, kernel, stride, kernel / 2,
          false), out);
    }

    /** The convolution number {@code index} of the stage with its BatchNormalization. */
    private String stageConvBn(int index, String x, long in, long out, long kernel,
        long stride) {
      return convBn(prefix + "conv" + index + "_fwd", prefix + "batchnorm" + index + "_fwd", x,
          in, out, kernel, stride);
    }

    /**
     * Two 3x3 convolutions and the residual Add; a block that changes the size or the width has
     * a 1x1 projection, numbered after the two convolutions as in the zoo model.
     */
    String basicBlock(String x, long in, long out, long stride, int block) {
      int first = convs;
      convs += 2;
      String shortcut = x;
      if (stride != 1 || in != out) {
        shortcut = stageConvBn(convs++, x, in, out, 1, stride);
      }
      String y = stageConvBn(first, x, in, out, 3, stride);
      y = layers.relu(prefix + "relu" + block + "_fwd", y);
      y = stageConvBn(first + 1, y, out, out, 3, 1);
      String sum = layers.builder().node("Add", prefix + "_plus" + block).inputs(shortcut, y)
          .output();
      return layers.relu(prefix + "activation" + block, sum);
    }
  }
}
