package raptor.frontend.onnx.build.networks;

import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * ResNet v1 with basic blocks on {@code 1x3x224x224}, laid out and named as the ONNX Model
 * Zoo's {@code resnetNN-v1-7} models (and PIMCOMP-NN's JSON graphs of them): a 7x7 stride-2 stem
 * with BatchNormalization and Relu, a 3x3 stride-2 MaxPool, four stages of basic blocks (64, 128,
 * 256, 512 channels; the first block of stages 2 to 4 halves the size and has a 1x1 stride-2
 * projection), a global average pool, Flatten and a 512-to-1000 fully connected layer. The
 * depths differ by the number of blocks per stage and by the prefix of the node names.
 */
abstract class ResNetV1 extends Network {
  private static final long[] WIDTHS = {64, 128, 256, 512};
  private static final long CLASSES = 1000;

  private final String prefix;
  private final int[] blocks;
  private final String flatten;

  /**
   * A recipe whose node names start with {@code prefix} (such as {@code resnetv15}), with
   * {@code blocks[s]} basic blocks in stage {@code s}, its Flatten named {@code flatten}.
   */
  ResNetV1(String name, String description, String prefix, String flatten, int... blocks) {
    super(name, description, 1, 3, 224, 224);
    this.prefix = prefix;
    this.flatten = flatten;
    this.blocks = blocks.clone();
  }

  @Override
  public final OnnxModelBuilder build(long seed) {
    Builder net = new Builder(new Layers(new OnnxModelBuilder(OPSET, seed)));
    Layers l = net.layers;
    String x = l.builder().input("data", DataType.FLOAT, inputShape());
    x = net.convBn(prefix + "_conv0_fwd", prefix + "_batchnorm0_fwd", x, 3, 64, 7, 2);
    x = l.relu(prefix + "_relu0_fwd", x);
    x = l.maxPool(prefix + "_pool0_fwd", x, 3, 2, 1);
    long channels = 64;
    for (int stage = 0; stage < WIDTHS.length; stage++) {
      net.startStage(prefix + "_stage" + (stage + 1) + "_");
      for (int block = 0; block < blocks[stage]; block++) {
        long stride = stage > 0 && block == 0 ? 2 : 1;
        x = net.basicBlock(x, channels, WIDTHS[stage], stride, block);
        channels = WIDTHS[stage];
      }
    }
    x = l.builder().node("GlobalAveragePool", prefix + "_pool1_fwd").inputs(x).output();
    x = l.flatten(flatten, x);
    x = l.dense(prefix + "_dense0_fwd", x, channels, CLASSES);
    l.builder().output(x, DataType.FLOAT, 1, CLASSES);
    return l.builder();
  }

  /** The layers of the network; convolutions are numbered per stage as in the zoo model. */
  private static final class Builder {
    private final Layers layers;
    private String stage;
    private int convs;

    Builder(Layers layers) {
      this.layers = layers;
    }

    void startStage(String stagePrefix) {
      stage = stagePrefix;
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
      return convBn(stage + "conv" + index + "_fwd", stage + "batchnorm" + index + "_fwd", x,
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
      y = layers.relu(stage + "relu" + block + "_fwd", y);
      y = stageConvBn(first + 1, y, out, out, 3, 1);
      String sum = layers.builder().node("Add", stage + "_plus" + block).inputs(shortcut, y)
          .output();
      return layers.relu(stage + "activation" + block, sum);
    }
  }
}
