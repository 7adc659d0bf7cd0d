package raptor.frontend.onnx.build.networks;

import raptor.frontend.onnx.build.OnnxModelBuilder;

/**
 * The layer patterns the recipes share, added to one builder: convolutions with their
 * BatchNormalization and Relu, pools, fully connected layers, Concat, Reshape and Softmax. Weights are drawn with He
 * scaling ({@code sqrt(2 / fan-in)}) so that activations keep their magnitude through a deep
 * network.
 */
final class Layers {
  private final OnnxModelBuilder b;

  Layers(OnnxModelBuilder builder) {
    this.b = builder;
  }

  /** {@return the builder} */
  OnnxModelBuilder builder() {
    return b;
  }

  /**
   * Adds a square convolution named {@code name} ({@code kernel} x {@code kernel}, symmetric
   * padding {@code pad}); {@return its output}
   *
   * @param bias whether the Conv has a bias input
   */
  String conv(String name, String x, long in, long out, long kernel, long stride, long pad,
      boolean bias) {
    double scale = Math.sqrt(2.0 / (in * kernel * kernel));
    String w = b.weight(name + "_weight", -scale, scale, out, in, kernel, kernel);
    var node = b.node("Conv", name).ints("kernel_shape", kernel, kernel)
        .ints("pads", pad, pad, pad, pad).ints("strides", stride, stride);
    return bias ? node.inputs(x, w, b.weight(name + "_bias", -0.1, 0.1, out)).output()
        : node.inputs(x, w).output();
  }

  /** Adds a BatchNormalization of {@code channels} named {@code name}; {@return its output} */
  String batchNorm(String name, String x, long channels) {
    return b.node("BatchNormalization", name).inputs(x,
        b.weight(name + "_gamma", 0.5, 1.5, channels), b.weight(name + "_beta", -0.1, 0.1, channels),
        b.weight(name + "_mean", -0.1, 0.1, channels),
        b.weight(name + "_var", 0.5, 1.5, channels)).output();
  }

  /** Adds a Relu named {@code name}; {@return its output} */
  String relu(String name, String x) {
    return b.node("Relu", name).inputs(x).output();
  }

  /** Adds a square MaxPool named {@code name}; {@return its output} */
  String maxPool(String name, String x, long kernel, long stride, long pad) {
    return pool("MaxPool", name, x, kernel, stride, pad, pad);
  }

  /**
   * Adds a square pool of {@code opType} (MaxPool or AveragePool) named {@code name}, padded by
   * {@code padBegin} before and {@code padEnd} after each spatial axis; {@return its output}
   */
  String pool(String opType, String name, String x, long kernel, long stride, long padBegin,
      long padEnd) {
    return b.node(opType, name).inputs(x).ints("kernel_shape", kernel, kernel)
        .ints("strides", stride, stride).ints("pads", padBegin, padBegin, padEnd, padEnd)
        .output();
  }

  /** Adds a Concat along the channels named {@code name}; {@return its output} */
  String concat(String name, String... xs) {
    return b.node("Concat", name).inputs(xs).attr("axis", 1L).output();
  }

  /** Adds a Reshape named {@code name} to the static {@code shape}; {@return its output} */
  String reshape(String name, String x, long... shape) {
    return b.node("Reshape", name).inputs(x, b.ints(name + "_shape", shape)).output();
  }

  /** Adds a Softmax over the last axis named {@code name}; {@return its output} */
  String softmax(String name, String x) {
    return b.node("Softmax", name).inputs(x).attr("axis", -1L).output();
  }

  /** Adds a Flatten (axis 1) named {@code name}; {@return its output} */
  String flatten(String name, String x) {
    return b.node("Flatten", name).inputs(x).output();
  }

  /**
   * Adds a fully connected layer named {@code name} (Gemm with a transposed {@code [out, in]}
   * weight and a bias, as exported by the common frameworks); {@return its output}
   */
  String dense(String name, String x, long in, long out) {
    double scale = Math.sqrt(2.0 / in);
    return b.node("Gemm", name).inputs(x, b.weight(name + "_weight", -scale, scale, out, in),
        b.weight(name + "_bias", -0.1, 0.1, out)).attr("transB", 1L).output();
  }
}
