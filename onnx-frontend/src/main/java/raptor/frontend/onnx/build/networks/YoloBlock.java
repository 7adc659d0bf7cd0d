package raptor.frontend.onnx.build.networks;

import java.util.ArrayList;
import java.util.List;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * A YOLO-style block on {@code 1x3x64x64} with the operator patterns of YOLOv8 / YOLO11 exports:
 * two stride-2 Conv-BatchNormalization-SiLU layers (SiLU as Sigmoid and Mul), a C2f (a 1x1
 * convolution Split in two halves, a residual bottleneck on the second, Concat of the three), an
 * SPPF (three chained 5x5 MaxPools concatenated with their input), a spatial self-attention (1x1
 * query, key and value convolutions, Reshape and Transpose to tokens, MatMul, scale, Softmax,
 * MatMul, residual Add), a nearest 2x Resize concatenated with the earlier feature map, another
 * C2f and a 1x1 detection convolution with a bias.
 */
public final class YoloBlock extends Network {
  private static final long STEM = 16;
  private static final long WIDTH = 32;
  private static final long OUTPUTS = 21;

  /** The recipe. */
  public YoloBlock() {
    super("yolo-block", "YOLO-style block: Conv-BN-SiLU, C2f (Split, Concat), SPPF (MaxPool), "
        + "attention MatMul, nearest Resize, input 1x3x64x64", 1, 3, 64, 64);
  }

  @Override
  public OnnxModelBuilder build(long seed) {
    Layers l = new Layers(new OnnxModelBuilder(OPSET, seed));
    long[] shape = inputShape();
    String x = l.builder().input("images", DataType.FLOAT, shape);
    long size = shape[2] / 2;
    String stem = convBnSilu(l, "model.0", x, shape[1], STEM, 3, 2);
    x = convBnSilu(l, "model.1", stem, STEM, WIDTH, 3, 2);
    x = c2f(l, "model.2", x, WIDTH, WIDTH);
    x = sppf(l, "model.3", x, WIDTH);
    x = attention(l, "model.4", x, WIDTH, size / 2);
    OnnxModelBuilder b = l.builder();
    x = b.node("Resize", "model.5").inputs(x, "", b.floats("model.5_scales",
        new float[] {1, 1, 2, 2}, 4)).attr("mode", "nearest")
        .attr("coordinate_transformation_mode", "asymmetric").attr("nearest_mode", "floor")
        .output();
    x = l.concat("model.6", x, stem);
    x = c2f(l, "model.7", x, WIDTH + STEM, STEM);
    x = l.conv("model.8", x, STEM, OUTPUTS, 1, 1, 0, true);
    b.output(x, DataType.FLOAT, 1, OUTPUTS, size, size);
    return b;
  }

  /** A convolution without bias, its BatchNormalization and SiLU ({@code x * sigmoid(x)}). */
  private static String convBnSilu(Layers l, String name, String x, long in, long out,
      long kernel, long stride) {
    String y = l.batchNorm(name + ".bn", l.conv(name + ".conv", x, in, out, kernel, stride,
        kernel / 2, false), out);
    String gate = l.builder().node("Sigmoid", name + ".sigmoid").inputs(y).output();
    return l.builder().node("Mul", name + ".silu").inputs(y, gate).output();
  }

  /**
   * C2f with one bottleneck: a 1x1 convolution to {@code out} channels Split in two halves, two
   * 3x3 convolutions on the second half added to it, the three concatenated and a 1x1
   * convolution back to {@code out}.
   */
  private static String c2f(Layers l, String name, String x, long in, long out) {
    long half = out / 2;
    String y = convBnSilu(l, name + ".cv1", x, in, out, 1, 1);
    OnnxModelBuilder b = l.builder();
    List<String> halves = b.node("Split", name + ".split").inputs(y,
        b.ints(name + ".split_sizes", half, half)).attr("axis", 1L).outputs(2);
    String m = convBnSilu(l, name + ".m.0.cv1", halves.get(1), half, half, 3, 1);
    m = convBnSilu(l, name + ".m.0.cv2", m, half, half, 3, 1);
    m = b.node("Add", name + ".m.0.add").inputs(halves.get(1), m).output();
    List<String> parts = new ArrayList<>(halves);
    parts.add(m);
    String joined = l.concat(name + ".concat", parts.toArray(String[]::new));
    return convBnSilu(l, name + ".cv2", joined, 3 * half, out, 1, 1);
  }

  /** SPPF: a 1x1 convolution, three chained 5x5 stride-1 MaxPools, Concat, a 1x1 convolution. */
  private static String sppf(Layers l, String name, String x, long channels) {
    long half = channels / 2;
    String[] pooled = new String[4];
    pooled[0] = convBnSilu(l, name + ".cv1", x, channels, half, 1, 1);
    for (int i = 1; i < pooled.length; i++) {
      pooled[i] = l.maxPool(name + ".m." + i, pooled[i - 1], 5, 1, 2);
    }
    String joined = l.concat(name + ".concat", pooled);
    return convBnSilu(l, name + ".cv2", joined, pooled.length * half, channels, 1, 1);
  }

  /**
   * Self-attention over the {@code size x size} positions of {@code x}: query, key and value
   * 1x1 convolutions reshaped to {@code [1, channels, tokens]}, {@code softmax(q^T k / sqrt(c))}
   * applied to the values, reshaped back and added to {@code x}.
   */
  private static String attention(Layers l, String name, String x, long channels, long size) {
    OnnxModelBuilder b = l.builder();
    long tokens = size * size;
    String[] qkv = new String[3];
    String[] parts = {"q", "k", "v"};
    for (int i = 0; i < parts.length; i++) {
      String conv = l.conv(name + "." + parts[i], x, channels, channels, 1, 1, 0, true);
      qkv[i] = l.reshape(name + "." + parts[i] + "_tokens", conv, 1, channels, tokens);
    }
    String queries = b.node("Transpose", name + ".q_t").inputs(qkv[0]).ints("perm", 0, 2, 1)
        .output();
    String scores = b.node("MatMul", name + ".scores").inputs(queries, qkv[1]).output();
    scores = b.node("Mul", name + ".scale").inputs(scores, b.floats(name + ".scale_value",
        new float[] {(float) (1 / Math.sqrt(channels))})).output();
    String weights = b.node("Transpose", name + ".attn_t").inputs(l.softmax(name + ".attn",
        scores)).ints("perm", 0, 2, 1).output();
    String mixed = b.node("MatMul", name + ".mix").inputs(qkv[2], weights).output();
    String back = l.reshape(name + ".mix_map", mixed, 1, channels, size, size);
    return b.node("Add", name + ".residual").inputs(x, back).output();
  }
}
