package raptor.frontend.onnx.build.networks;

import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * GoogLeNet (Inception v1) on {@code 1x3x224x224}, with the layers and node names of the ONNX
 * Model Zoo's {@code googlenet-12} (PIMCOMP-NN's {@code googlenet.json}): a 7x7 stride-2 stem, two
 * LRNs around the 1x1 and 3x3 convolutions of {@code conv2}, nine inception modules (four
 * branches each: 1x1; 1x1 then 3x3; 1x1 then 5x5; 3x3 MaxPool then 1x1, concatenated) between
 * 3x3 stride-2 MaxPools padded at the end only, a 7x7 average pool, Dropout, Reshape, a
 * 1024-to-1000 fully connected layer and a Softmax. Every convolution has a bias and a Relu.
 *
 * <p>The timing view ({@link #timingView()}, the reference's {@code googlenet-12-pimsim-nn})
 * is the same network without the two LRNs and the final Softmax.
 */
public final class GoogLeNet extends Network {
  private static final long CLASSES = 1000;
  private static final long FEATURES = 1024;

  /** One inception module: its name and the widths of its branches. */
  private record Inception(String name, long ones, long reduce3, long out3, long reduce5,
      long out5, long poolProjection) {
    long width() {
      return ones + out3 + out5 + poolProjection;
    }
  }

  /** The modules in order; {@code null} marks a stride-2 MaxPool between two groups. */
  private static final Inception[] MODULES = {
      new Inception("inception_3a", 64, 96, 128, 16, 32, 32),
      new Inception("inception_3b", 128, 128, 192, 32, 96, 64),
      null,
      new Inception("inception_4a", 192, 96, 208, 16, 48, 64),
      new Inception("inception_4b", 160, 112, 224, 24, 64, 64),
      new Inception("inception_4c", 128, 128, 256, 24, 64, 64),
      new Inception("inception_4d", 112, 144, 288, 32, 64, 64),
      new Inception("inception_4e", 256, 160, 320, 32, 128, 128),
      null,
      new Inception("inception_5a", 256, 160, 320, 32, 128, 128),
      new Inception("inception_5b", 384, 192, 384, 48, 128, 128)};

  private final boolean timingView;

  private GoogLeNet(String name, String description, boolean timingView) {
    super(name, description, 1, 3, 224, 224);
    this.timingView = timingView;
  }

  /** {@return the whole network, with its two LRNs and the final Softmax} */
  public static GoogLeNet full() {
    return new GoogLeNet("googlenet", "GoogLeNet (googlenet-12): 57 Conv, 2 LRN, 1 FC, "
        + "Softmax, input 1x3x224x224", false);
  }

  /** {@return the timing view: the network without its LRNs and its Softmax} */
  public static GoogLeNet timingView() {
    return new GoogLeNet("googlenet-pimsim", "GoogLeNet timing view "
        + "(googlenet-12-pimsim-nn): 57 Conv, 1 FC, no LRN or Softmax, input 1x3x224x224", true);
  }

  @Override
  public OnnxModelBuilder build(long seed) {
    Layers l = new Layers(new OnnxModelBuilder(OPSET, seed));
    String x = l.builder().input("data_0", DataType.FLOAT, inputShape());
    x = convRelu(l, "conv1", "7x7_s2", x, 3, 64, 7, 2);
    x = lrn(l, "pool1/norm1_1", downsample(l, "pool1/3x3_s2_1", x));
    x = convRelu(l, "conv2", "3x3_reduce", x, 64, 64, 1, 1);
    x = lrn(l, "conv2/norm2_1", convRelu(l, "conv2", "3x3", x, 64, 192, 3, 1));
    x = downsample(l, "pool2/3x3_s2_1", x);
    long channels = 192;
    int pools = 3;
    for (Inception module : MODULES) {
      if (module == null) {
        x = downsample(l, "pool" + pools++ + "/3x3_s2_1", x);
      } else {
        x = inception(l, module, x, channels);
        channels = module.width();
      }
    }
    OnnxModelBuilder b = l.builder();
    x = l.pool("AveragePool", "pool5/7x7_s1_1", x, 7, 1, 0, 0);
    x = b.node("Dropout", "pool5/7x7_s1_2").inputs(x).output();
    x = l.reshape("OC2_DUMMY_0", x, 1, FEATURES);
    x = l.dense("loss3/classifier_1", x, FEATURES, CLASSES);
    if (!timingView) {
      x = l.softmax("prob_1", x);
    }
    b.output(x, DataType.FLOAT, 1, CLASSES);
    return b;
  }

  /** Four branches of {@code module} on {@code x} of {@code in} channels, concatenated. */
  private static String inception(Layers l, Inception module, String x, long in) {
    String group = module.name();
    String ones = convRelu(l, group, "1x1", x, in, module.ones(), 1, 1);
    String three = convRelu(l, group, "3x3", convRelu(l, group, "3x3_reduce", x, in,
        module.reduce3(), 1, 1), module.reduce3(), module.out3(), 3, 1);
    String five = convRelu(l, group, "5x5", convRelu(l, group, "5x5_reduce", x, in,
        module.reduce5(), 1, 1), module.reduce5(), module.out5(), 5, 1);
    String pooled = l.maxPool(group + "/pool_1", x, 3, 1, 1);
    String projected = convRelu(l, group, "pool_proj", pooled, in, module.poolProjection(), 1,
        1);
    return l.concat(group + "/output_1", ones, three, five, projected);
  }

  /** A convolution {@code group/layer_1} with a bias and its Relu {@code group/relu_layer_1}. */
  private static String convRelu(Layers l, String group, String layer, String x, long in,
      long out, long kernel, long stride) {
    return l.relu(group + "/relu_" + layer + "_1", l.conv(group + "/" + layer + "_1", x, in, out,
        kernel, stride, kernel / 2, true));
  }

  /** The 3x3 stride-2 MaxPool, padded at the end as in PIMCOMP-NN's graph (Caffe's ceil mode). */
  private static String downsample(Layers l, String name, String x) {
    return l.pool("MaxPool", name, x, 3, 2, 0, 2);
  }

  private String lrn(Layers l, String name, String x) {
    if (timingView) {
      return x;
    }
    return l.builder().node("LRN", name).inputs(x).attr("size", 5L).attr("alpha", 1e-4f)
        .attr("beta", 0.75f).attr("bias", 1f).output();
  }
}
