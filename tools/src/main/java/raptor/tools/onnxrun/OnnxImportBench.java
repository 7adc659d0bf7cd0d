package raptor.tools.onnxrun;

import java.nio.file.Path;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * The Java side of {@code bench/onnx-import.sh}: writes the benchmark's builder-made model (a
 * ResNet-50-sized network, or a tiny one for the smoke run) and times onnxruntime's session
 * creation on it.
 *
 * <pre>{@code
 * java -cp raptor.jar raptor.tools.onnxrun.OnnxImportBench generate resnet50 model.onnx
 * java -cp raptor.jar raptor.tools.onnxrun.OnnxImportBench session model.onnx
 * }</pre>
 */
public final class OnnxImportBench {
  /** The bottleneck blocks per stage of ResNet-50. */
  private static final int[] RESNET50_BLOCKS = {3, 4, 6, 3};
  private static final int[] TINY_BLOCKS = {1, 1};

  private OnnxImportBench() {
  }

  /** Runs {@code generate SIZE OUT} or {@code session MODEL}; exits 1 on bad arguments. */
  public static void main(String[] args) throws Exception {
    if (args.length == 3 && args[0].equals("generate")
        && (args[1].equals("resnet50") || args[1].equals("tiny"))) {
      generate(args[1].equals("tiny"), Path.of(args[2]));
    } else if (args.length == 2 && args[0].equals("session")) {
      long start = System.nanoTime();
      try (ReferenceSession session = ReferenceSession.open(Path.of(args[1]))) {
        System.out.printf("onnxruntime session: %.0f ms, %d inputs%n",
            (System.nanoTime() - start) / 1e6, session.inputs().size());
      } catch (ReferenceException e) {
        System.err.println(e.diagnostic());
        System.exit(1);
      }
    } else {
      System.err.println("usage: OnnxImportBench generate resnet50|tiny OUT.onnx"
          + " | session MODEL.onnx");
      System.exit(1);
    }
  }

  /**
   * Writes a ResNet-style network to {@code file}: a 7x7 stem, bottleneck stages (Conv,
   * BatchNormalization, Relu, residual Add), global pooling, Flatten and a Gemm classifier. The
   * full size has ResNet-50's layers (about 25.6 M parameters on a 1x3x224x224 input); the tiny
   * one two narrow blocks on 1x3x32x32.
   */
  public static void generate(boolean tiny, Path file) throws OnnxException {
    int[] blocks = tiny ? TINY_BLOCKS : RESNET50_BLOCKS;
    long base = tiny ? 8 : 64;
    long size = tiny ? 32 : 224;
    Network net = new Network(new OnnxModelBuilder(13, 2026));
    String x = net.b.input("input", DataType.FLOAT, 1, 3, size, size);
    x = net.convBnRelu(x, 3, base, 7, 2, true);
    x = net.b.node("MaxPool", "pool1").inputs(x).ints("kernel_shape", 3, 3)
        .ints("strides", 2, 2).ints("pads", 1, 1, 1, 1).output();
    long channels = base;
    for (int stage = 0; stage < blocks.length; stage++) {
      long width = base << stage;
      for (int block = 0; block < blocks[stage]; block++) {
        long stride = stage > 0 && block == 0 ? 2 : 1;
        x = net.bottleneck(x, channels, width, stride);
        channels = width * 4;
      }
    }
    x = net.b.node("GlobalAveragePool", "gap").inputs(x).output();
    x = net.b.node("Flatten", "flatten").inputs(x).output();
    long classes = tiny ? 10 : 1000;
    x = net.b.node("Gemm", "fc").inputs(x, net.b.weight("fc_w", classes, channels),
        net.b.weight("fc_b", classes)).attr("transB", 1L).output();
    net.b.output(x, DataType.FLOAT, 1, classes);
    net.b.write(file);
  }

  /** The layers of the network being built, named in order. */
  private static final class Network {
    private final OnnxModelBuilder b;
    private int layers;

    Network(OnnxModelBuilder builder) {
      this.b = builder;
    }

    String bottleneck(String x, long in, long width, long stride) {
      String y = convBnRelu(x, in, width, 1, 1, true);
      y = convBnRelu(y, width, width, 3, stride, true);
      y = convBnRelu(y, width, width * 4, 1, 1, false);
      String shortcut = in == width * 4 && stride == 1 ? x
          : convBnRelu(x, in, width * 4, 1, stride, false);
      String sum = b.node("Add", "add" + layers).inputs(y, shortcut).output();
      return b.node("Relu", "relu_add" + layers).inputs(sum).output();
    }

    String convBnRelu(String x, long in, long out, long kernel, long stride, boolean relu) {
      int n = ++layers;
      long pad = kernel / 2;
      double scale = Math.sqrt(2.0 / (in * kernel * kernel));
      String y = b.node("Conv", "conv" + n).inputs(x, b.weight("conv" + n + "_w", -scale, scale,
          out, in, kernel, kernel)).ints("pads", pad, pad, pad, pad)
          .ints("strides", stride, stride).output();
      y = b.node("BatchNormalization", "bn" + n).inputs(y, b.weight("bn" + n + "_s", 0.5, 1.5,
          out), b.weight("bn" + n + "_b", -0.1, 0.1, out), b.weight("bn" + n + "_m", -0.1, 0.1,
          out), b.weight("bn" + n + "_v", 0.5, 1.5, out)).output();
      return relu ? b.node("Relu", "relu" + n).inputs(y).output() : y;
    }
  }
}
