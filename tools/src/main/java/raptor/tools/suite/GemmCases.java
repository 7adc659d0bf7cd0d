package raptor.tools.suite;

import static raptor.tools.suite.SuiteCase.in;
import static raptor.tools.suite.SuiteCase.out;
import static raptor.tools.suite.SuiteCase.small;
import static raptor.tools.suite.SuiteCase.x;

import java.util.List;
import raptor.frontend.onnx.build.OnnxModelBuilder;

/**
 * The Gemm, Gemv and MatMul cases (spec §3.4): the reference's named Gemm and Gemv cases,
 * products with constant and runtime right-hand sides, batched and broadcast MatMuls and the
 * attention chain {@code MatMul → scale → Transpose → MatMul}.
 */
final class GemmCases {
  private GemmCases() {
  }

  private static SuiteCase gemm(String name, long m, long k, long n, boolean transA,
      boolean transB, long[] bias, float alpha, float beta) {
    return small("gemm", name, b -> {
      String a = transA ? x(b, k, m) : x(b, m, k);
      String w = transB ? b.weight("w", n, k) : b.weight("w", k, n);
      var node = bias == null ? b.node("Gemm").inputs(a, w)
          : b.node("Gemm").inputs(a, w, b.weight("c", bias));
      out(b, node.attr("transA", transA ? 1 : 0).attr("transB", transB ? 1 : 0)
          .attr("alpha", alpha).attr("beta", beta).output(), m, n);
    });
  }

  private static SuiteCase dynamic(String name, long m, long k, long n, boolean transB,
      boolean runtimeB, boolean runtimeC, float alpha, float beta) {
    return small("gemm", name, b -> {
      String a = x(b, m, k);
      long[] bs = transB ? new long[] {n, k} : new long[] {k, n};
      String w = runtimeB ? in(b, "b", bs) : b.weight("w", bs);
      String c = runtimeC ? in(b, "c", m, n) : b.weight("c", n);
      out(b, b.node("Gemm").inputs(a, w, c).attr("transB", transB ? 1 : 0)
          .attr("alpha", alpha).attr("beta", beta).output(), m, n);
    });
  }

  private static SuiteCase gemv(String name, long k, long n, long[] bias, boolean constantX) {
    return small("gemv", name, b -> {
      String v = x(b, 1, k);
      if (constantX) {
        v = b.node("Add").inputs(v, b.weight("v", 1, k)).output();
      }
      String y = bias == null ? b.node("Gemm").inputs(v, b.weight("w", k, n)).output()
          : b.node("Gemm").inputs(v, b.weight("w", k, n), b.weight("c", bias)).output();
      out(b, y, 1, n);
    });
  }

  private static SuiteCase matmul(String name, long[] a, long[] w, long[] y, boolean runtime) {
    return small("matmul", name, b -> out(b, b.node("MatMul").inputs(x(b, a),
        runtime ? in(b, "b", w) : b.weight("w", w)).output(), y));
  }

  private static long[] s(long... dims) {
    return dims;
  }

  static List<SuiteCase> cases() {
    return List.of(
        dynamic("dynamic_beta", 3, 6, 4, false, false, true, 1f, 0.5f),
        dynamic("dynamic_bias", 3, 6, 4, false, false, true, 1f, 1f),
        dynamic("dynamic_bias_alpha_beta", 2, 5, 3, false, true, true, 0.75f, 1.5f),
        dynamic("dynamic_transpose_b", 3, 4, 5, true, true, false, 1f, 1f),
        gemm("huge_1024", 4, 1024, 1024, false, false, s(1024), 1f, 1f).on(16, 128, 64)
            .asLarge(),
        gemm("large", 4, 200, 150, false, false, s(150), 1f, 1f).on(4, 128, 8),
        gemm("large_k_small_n", 2, 40, 3, false, false, s(3), 1f, 1f),
        gemm("non_square", 3, 7, 11, false, false, s(11), 1f, 1f),
        gemm("scalar_bias", 1, 8, 8, false, false, s(1), 1f, 1f),
        gemm("square_weights", 4, 16, 16, false, false, s(16), 1f, 1f),
        gemm("small", 2, 4, 3, false, false, null, 1f, 1f),
        gemm("small_k_large_n", 2, 3, 40, false, false, s(40), 1f, 1f),
        gemm("transpose_a", 3, 5, 4, true, false, s(4), 1f, 1f),
        gemm("transpose_a_and_b", 3, 5, 4, true, true, s(4), 1f, 1f),
        gemm("transpose_b", 3, 9, 5, false, true, null, 1f, 1f),
        gemm("transpose_b_with_bias", 2, 9, 5, false, true, s(2, 5), 0.5f, 2f),
        gemm("with_bias", 2, 12, 10, false, false, s(10), 1f, 1f),
        small("gemm", "relu_gemm_128", b -> {
          String h = b.node("Gemm").inputs(x(b, 1, 200), b.weight("w1", 200, 64),
              b.weight("b1", 64)).output();
          String r = b.node("Relu").inputs(h).output();
          out(b, b.node("Gemm").inputs(r, b.weight("w2", 64, 10), b.weight("b2", 10)).output(),
              1, 10);
        }).on(2, 128, 2),
        gemv("all_constant", 6, 5, s(5), true),
        gemv("constant_weight", 10, 6, null, false),
        gemv("non_uniform_bias", 9, 4, s(4), false),
        gemv("uniform_bias", 9, 4, s(1, 4), false),
        gemv("scalar_bias", 12, 7, s(1), false),
        matmul("vector_matrix", s(10), s(10, 4), s(4), false),
        matmul("matrix_vector", s(3, 10), s(10), s(3), false),
        matmul("two_d", s(3, 20), s(20, 5), s(3, 5), false),
        matmul("batched_lhs", s(2, 3, 8), s(8, 6), s(2, 3, 6), false),
        matmul("rank4_lhs", s(2, 2, 3, 5), s(5, 4), s(2, 2, 3, 4), false),
        matmul("dynamic_2d", s(3, 5), s(5, 4), s(3, 4), true),
        matmul("dynamic_batched", s(2, 3, 4), s(2, 4, 5), s(2, 3, 5), true),
        matmul("dynamic_broadcast_rhs", s(2, 3, 4), s(4, 2), s(2, 3, 2), true),
        matmul("dynamic_broadcast_lhs", s(3, 4), s(2, 4, 3), s(2, 3, 3), true),
        matmul("dynamic_vector_rhs", s(2, 3, 6), s(6), s(2, 3), true),
        small("matmul", "constant_lhs", b -> out(b, b.node("MatMul").inputs(b.weight("a", 3, 6),
            x(b, 6, 4)).output(), 3, 4)),
        small("matmul", "yolo_attention", GemmCases::attention).on(4, 16, 16));
  }

  /** Q·Kᵀ scaled, then Transpose, then times V: the attention chain of YOLO11n. */
  private static void attention(OnnxModelBuilder b) {
    String q = in(b, "q", 1, 2, 8, 4);
    String k = in(b, "k", 1, 2, 4, 8);
    String v = in(b, "v", 1, 2, 4, 8);
    String scores = b.node("MatMul").inputs(q, k).output();
    String scaled = b.node("Mul").inputs(scores, b.floats("scale", new float[] {0.5f}))
        .output();
    String turned = b.node("Transpose").inputs(scaled).ints("perm", 0, 1, 3, 2).output();
    out(b, b.node("MatMul").inputs(v, turned).output(), 1, 2, 4, 8);
  }
}
