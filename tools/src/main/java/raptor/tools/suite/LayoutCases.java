package raptor.tools.suite;

import static raptor.tools.suite.SuiteCase.in;
import static raptor.tools.suite.SuiteCase.out;
import static raptor.tools.suite.SuiteCase.small;
import static raptor.tools.suite.SuiteCase.x;

import java.util.List;
import raptor.frontend.onnx.build.OnnxModelBuilder;

/**
 * Chains of plan ops that layout planning lowers as NHWC row strips (spec §2): a MaxPool reading
 * a dense tensor gives a row strip, and the Relu, SiLU, Add, per-channel bias, Resize and channel
 * Concat after it keep it until an op that is not a plan op (a Conv, Gemm) or the result needs it
 * dense again; a Flatten reads the row strip itself.
 */
final class LayoutCases {
  private LayoutCases() {
  }

  static List<SuiteCase> cases() {
    return List.of(
        small("layout", "maxpool_relu_conv", b -> {
          String pooled = maxPool(b, x(b, 1, 2, 6, 6), 2, 2, 0);
          String relu = b.node("Relu").inputs(pooled).output();
          out(b, conv(b, relu, "w", 3, 2, 3), 1, 3, 3, 3);
        }),
        small("layout", "sppf_add_silu", b -> {
          String p1 = maxPool(b, conv(b, x(b, 1, 2, 5, 5), "w0", 3, 2, 3), 3, 1, 1);
          String p2 = maxPool(b, p1, 3, 1, 1);
          String sum = b.node("Add").inputs(p1, p2).output();
          String silu = b.node("Mul").inputs(sum, b.node("Sigmoid").inputs(sum).output())
              .output();
          out(b, conv(b, silu, "w1", 2, 3, 1), 1, 2, 5, 5);
        }),
        small("layout", "negative_padded_pool", b -> {
          String shifted = b.node("Add").inputs(x(b, 1, 2, 4, 4),
              b.floats("c", new float[] {-4f, -6f}, 2, 1, 1)).output();
          String pooled = maxPool(b, shifted, 3, 1, 1);
          String doubled = b.node("Add").inputs(pooled, pooled).output();
          out(b, conv(b, doubled, "w", 2, 2, 1), 1, 2, 4, 4);
        }),
        small("layout", "bias_after_pool_batch_2", b -> {
          String pooled = maxPool(b, x(b, 2, 3, 4, 6), 2, 2, 0);
          String biased = b.node("Add").inputs(pooled, b.weight("c", 3, 1, 1)).output();
          String relu = b.node("Relu").inputs(biased).output();
          String flat = b.node("Flatten").inputs(relu).output();
          out(b, b.node("Gemm").inputs(flat, b.weight("fc", 18, 4)).output(), 2, 4);
        }),
        small("layout", "pool_concat_relu", b -> {
          String p1 = maxPool(b, conv(b, x(b, 1, 2, 5, 5), "w0", 3, 2, 3), 3, 1, 1);
          String p2 = maxPool(b, p1, 3, 1, 1);
          String joined = b.node("Concat").inputs(p1, p2).attr("axis", 1).output();
          String relu = b.node("Relu").inputs(joined).output();
          out(b, conv(b, relu, "w1", 2, 6, 1), 1, 2, 5, 5);
        }),
        small("layout", "concat_three_batch_2", b -> {
          String input = x(b, 2, 3, 4, 4);
          String p1 = maxPool(b, input, 2, 2, 0);
          String p2 = maxPool(b, input, 3, 2, 1);
          String p3 = maxPool(b, in(b, "y", 2, 1, 4, 4), 2, 2, 0);
          String joined = b.node("Concat").inputs(p2, p3, p1).attr("axis", -3).output();
          String sum = b.node("Add").inputs(joined, joined).output();
          out(b, conv(b, sum, "w", 2, 7, 1), 2, 2, 2, 2);
        }),
        small("layout", "concat_flatten_gemm_batch_2", b -> {
          String input = x(b, 2, 2, 6, 4);
          String joined = b.node("Concat").inputs(maxPool(b, input, 2, 2, 0),
              maxPool(b, input, 3, 2, 1)).attr("axis", 1).output();
          String flat = b.node("Flatten").inputs(joined).output();
          out(b, b.node("Gemm").inputs(flat, b.weight("fc", 24, 3)).output(), 2, 3);
        }),
        small("layout", "pool_resize_relu", b -> {
          String pooled = maxPool(b, x(b, 1, 2, 4, 6), 2, 2, 0);
          String resized = b.node("Resize").inputs(pooled, "",
              b.floats("s", new float[] {1, 1, 2, 2}, 4)).output();
          String relu = b.node("Relu").inputs(resized).output();
          out(b, conv(b, relu, "w", 2, 2, 3), 1, 2, 4, 6);
        }),
        small("layout", "small_cnn", b -> {
          String h = b.node("Relu").inputs(conv(b, x(b, 1, 1, 8, 8), "w0", 4, 1, 3)).output();
          String p = maxPool(b, h, 2, 2, 0);
          String h2 = b.node("Relu").inputs(conv(b, p, "w1", 4, 4, 3)).output();
          String p2 = maxPool(b, h2, 2, 2, 0);
          String flat = b.node("Flatten").inputs(p2).output();
          out(b, b.node("Gemm").inputs(flat, b.weight("fc", 16, 5), b.weight("fb", 5))
              .output(), 1, 5);
        }));
  }

  /** {@return a MaxPool of {@code input} with a square kernel, stride and padding} */
  private static String maxPool(OnnxModelBuilder b, String input, long kernel, long stride,
      long pad) {
    return b.node("MaxPool").inputs(input).ints("kernel_shape", kernel, kernel)
        .ints("strides", stride, stride).ints("pads", pad, pad, pad, pad).output();
  }

  /** {@return a same-padded Conv of {@code input} with a bias, {@code cout} filters of k x k} */
  private static String conv(OnnxModelBuilder b, String input, String name, long cout,
      long cin, long k) {
    return b.node("Conv").inputs(input, b.weight(name, cout, cin, k, k),
        b.weight(name + "_b", cout)).ints("pads", k / 2, k / 2, k / 2, k / 2).output();
  }
}
