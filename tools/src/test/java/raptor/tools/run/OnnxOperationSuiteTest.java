package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * The operation suite: small models written by the ONNX builder, each compiled by
 * {@code raptor-run} through {@code convert-onnx-to-spatial}, scheduling and the PIM back end,
 * simulated, and compared with onnxruntime on seeded inputs. A wrong lowering of any op family
 * changes the simulated values and fails its cases.
 */
class OnnxOperationSuiteTest {
  /** One model and the target it runs on. */
  private record Case(String name, int cores, int crossbarSize, int crossbarCount,
      Consumer<OnnxModelBuilder> model) {
  }

  @TempDir
  Path folder;

  private static Case small(String name, Consumer<OnnxModelBuilder> model) {
    return new Case(name, 4, 8, 8, model);
  }

  private static String x(OnnxModelBuilder b, long... dims) {
    return b.input("x", DataType.FLOAT, dims);
  }

  private static void out(OnnxModelBuilder b, String name, long... dims) {
    b.output(name, DataType.FLOAT, dims);
  }

  private static List<Case> cases() {
    return List.of(
        small("gemm_k_and_n_tiled_padded", b -> out(b, b.node("Gemm").inputs(x(b, 2, 12),
            b.weight("w", 12, 10), b.weight("c", 10)).output(), 2, 10)),
        small("gemm_transpose_b_alpha_beta", b -> out(b, b.node("Gemm").inputs(x(b, 2, 9),
            b.weight("w", 5, 9), b.weight("c", 2, 5)).attr("transB", 1).attr("alpha", 0.5f)
            .attr("beta", 2f).output(), 2, 5)),
        small("gemm_scalar_bias", b -> out(b, b.node("Gemm").inputs(x(b, 1, 8),
            b.weight("w", 8, 8), b.weight("c", 1)).output(), 1, 8)),
        small("gemm_runtime_bias", b -> out(b, b.node("Gemm").inputs(x(b, 3, 6),
            b.weight("w", 6, 4), b.input("c", DataType.FLOAT, 3, 4)).output(), 3, 4)),
        new Case("gemm_relu_gemm_128", 2, 128, 2, b -> {
          String h = b.node("Gemm").inputs(x(b, 1, 200), b.weight("w1", 200, 64),
              b.weight("b1", 64)).output();
          String r = b.node("Relu").inputs(h).output();
          out(b, b.node("Gemm").inputs(r, b.weight("w2", 64, 10), b.weight("b2", 10)).output(),
              1, 10);
        }),
        small("matmul_2d", b -> out(b, b.node("MatMul").inputs(x(b, 3, 20),
            b.weight("w", 20, 5)).output(), 3, 5)),
        small("matmul_batched_lhs", b -> out(b, b.node("MatMul").inputs(x(b, 2, 3, 8),
            b.weight("w", 8, 6)).output(), 2, 3, 6)),
        small("matmul_vector_lhs", b -> out(b, b.node("MatMul").inputs(x(b, 10),
            b.weight("w", 10, 4)).output(), 4)),
        small("conv_pads", b -> out(b, b.node("Conv").inputs(x(b, 1, 2, 6, 6),
            b.weight("w", 3, 2, 3, 3), b.weight("b", 3)).ints("pads", 1, 1, 1, 1).output(),
            1, 3, 6, 6)),
        small("conv_stride_dilation", b -> out(b, b.node("Conv").inputs(x(b, 1, 2, 9, 9),
            b.weight("w", 4, 2, 3, 3)).ints("strides", 2, 2).ints("dilations", 2, 2)
            .output(), 1, 4, 3, 3)),
        small("conv_groups", b -> out(b, b.node("Conv").inputs(x(b, 1, 4, 5, 5),
            b.weight("w", 4, 2, 3, 3), b.weight("b", 4)).attr("group", 2).output(),
            1, 4, 3, 3)),
        small("conv_depthwise", b -> out(b, b.node("Conv").inputs(x(b, 1, 3, 5, 5),
            b.weight("w", 3, 1, 3, 3)).attr("group", 3).ints("pads", 1, 1, 1, 1).output(),
            1, 3, 5, 5)),
        small("conv_same_upper_stride2", b -> out(b, b.node("Conv").inputs(x(b, 1, 1, 7, 7),
            b.weight("w", 2, 1, 4, 4)).attr("auto_pad", "SAME_UPPER").ints("strides", 2, 2)
            .output(), 1, 2, 4, 4)),
        small("conv_same_lower", b -> out(b, b.node("Conv").inputs(x(b, 1, 1, 6, 6),
            b.weight("w", 2, 1, 2, 2)).attr("auto_pad", "SAME_LOWER").output(), 1, 2, 6, 6)),
        small("conv_asymmetric_pads", b -> out(b, b.node("Conv").inputs(x(b, 1, 2, 5, 4),
            b.weight("w", 2, 2, 3, 2)).ints("pads", 0, 1, 2, 0).output(), 1, 2, 5, 4)),
        small("conv_batch2_k_tiled", b -> out(b, b.node("Conv").inputs(x(b, 2, 3, 4, 4),
            b.weight("w", 10, 3, 2, 2), b.weight("b", 10)).output(), 2, 10, 3, 3)),
        small("maxpool_2x2_stride2", b -> out(b, b.node("MaxPool").inputs(x(b, 1, 2, 6, 6))
            .ints("kernel_shape", 2, 2).ints("strides", 2, 2).output(), 1, 2, 3, 3)),
        small("maxpool_3x3_pads", b -> out(b, b.node("MaxPool").inputs(x(b, 1, 2, 5, 5))
            .ints("kernel_shape", 3, 3).ints("pads", 1, 1, 1, 1).output(), 1, 2, 5, 5)),
        small("averagepool_exclude_pad", b -> out(b, b.node("AveragePool")
            .inputs(x(b, 1, 2, 5, 5)).ints("kernel_shape", 3, 3).ints("strides", 2, 2)
            .ints("pads", 1, 1, 1, 1).output(), 1, 2, 3, 3)),
        small("averagepool_include_pad", b -> out(b, b.node("AveragePool")
            .inputs(x(b, 1, 2, 4, 4)).ints("kernel_shape", 2, 2).ints("pads", 1, 1, 0, 0)
            .attr("count_include_pad", 1).output(), 1, 2, 4, 4)),
        small("global_average_pool", b -> out(b, b.node("GlobalAveragePool")
            .inputs(x(b, 1, 3, 4, 5)).output(), 1, 3, 1, 1)),
        small("global_max_pool", b -> out(b, b.node("GlobalMaxPool")
            .inputs(x(b, 1, 3, 3, 3)).output(), 1, 3, 1, 1)),
        small("reduce_mean_axis1", b -> out(b, b.node("ReduceMean").inputs(x(b, 2, 5, 3))
            .ints("axes", 1).attr("keepdims", 0).output(), 2, 3)),
        small("reduce_mean_spatial", b -> out(b, b.node("ReduceMean").inputs(x(b, 1, 4, 3, 3))
            .ints("axes", 2, 3).output(), 1, 4, 1, 1)),
        small("add_broadcast_runtime", b -> out(b, b.node("Add").inputs(x(b, 2, 3, 4),
            b.input("y", DataType.FLOAT, 4)).output(), 2, 3, 4)),
        small("add_constant_per_channel", b -> out(b, b.node("Add").inputs(x(b, 1, 3, 2, 2),
            b.weight("c", 3, 1, 1)).output(), 1, 3, 2, 2)),
        small("sub_runtime", b -> out(b, b.node("Sub").inputs(x(b, 2, 4),
            b.input("y", DataType.FLOAT, 2, 4)).output(), 2, 4)),
        small("sub_from_constant", b -> out(b, b.node("Sub").inputs(b.weight("c", 2, 4),
            x(b, 2, 4)).output(), 2, 4)),
        small("mul_leading_broadcast", b -> out(b, b.node("Mul").inputs(x(b, 1, 4),
            b.input("y", DataType.FLOAT, 3, 4)).output(), 3, 4)),
        small("div_constant", b -> out(b, b.node("Div").inputs(x(b, 2, 3),
            b.weight("c", 0.5, 2.0, 3)).output(), 2, 3)),
        small("sigmoid_tanh", b -> out(b, b.node("Tanh").inputs(b.node("Sigmoid")
            .inputs(x(b, 2, 5)).output()).output(), 2, 5)),
        small("leaky_relu_hard_sigmoid", b -> out(b, b.node("HardSigmoid").attr("alpha", 0.4f)
            .inputs(b.node("LeakyRelu").attr("alpha", 0.1f).inputs(x(b, 3, 4)).output())
            .output(), 3, 4)),
        small("softmax_rows", b -> out(b, b.node("Softmax").inputs(x(b, 3, 7)).output(), 3, 7)),
        small("flatten_then_gemm", b -> out(b, b.node("Gemm").inputs(b.node("Flatten")
            .inputs(x(b, 1, 2, 3, 3)).output(), b.weight("w", 18, 4)).output(), 1, 4)),
        small("reshape", b -> out(b, b.node("Reshape").inputs(x(b, 2, 6),
            b.ints("s", 3, 4)).output(), 3, 4)),
        small("transpose", b -> out(b, b.node("Transpose").inputs(x(b, 2, 3, 4))
            .ints("perm", 2, 0, 1).output(), 4, 2, 3)),
        small("concat_channels", b -> out(b, b.node("Concat").inputs(x(b, 1, 2, 3),
            b.input("y", DataType.FLOAT, 1, 1, 3), b.input("z", DataType.FLOAT, 1, 3, 3))
            .attr("axis", -2).output(), 1, 6, 3)),
        small("slice_steps", b -> out(b, b.node("Slice").inputs(x(b, 4, 6), b.ints("st", 1, 0),
            b.ints("en", 4, 6), b.ints("ax", 0, 1), b.ints("sp", 2, 2)).output(), 2, 3)),
        small("split_axis1", b -> {
          List<String> parts = b.node("Split").inputs(x(b, 2, 6), b.ints("sizes", 2, 4))
              .attr("axis", 1).outputs(2);
          out(b, parts.get(0), 2, 2);
          out(b, parts.get(1), 2, 4);
        }),
        small("resize_nearest_2x", b -> out(b, b.node("Resize").inputs(x(b, 1, 2, 3, 3), "",
            b.floats("s", new float[] {1, 1, 2, 2}, 4)).output(), 1, 2, 6, 6)),
        small("resize_nearest_down_asymmetric", b -> out(b, b.node("Resize").inputs(
            x(b, 1, 1, 6, 8), "", b.floats("s", new float[] {1, 1, 0.5f, 0.75f}, 4))
            .attr("coordinate_transformation_mode", "asymmetric").attr("nearest_mode", "floor")
            .output(), 1, 1, 3, 6)),
        small("resize_nearest_sizes_height_only", b -> out(b, b.node("Resize").inputs(
            x(b, 1, 2, 2, 3), "", "", b.ints("sizes", 1, 2, 5, 3)).output(), 1, 2, 5, 3)),
        small("gather_axis1", b -> out(b, b.node("Gather").inputs(x(b, 3, 5),
            b.ints("i", 4, 0, 2)).attr("axis", 1).output(), 3, 3)));
  }

  @TestFactory
  Stream<DynamicTest> everyCasePassesAgainstOnnxruntime() {
    return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      OnnxModelBuilder builder = new OnnxModelBuilder(13, 11);
      c.model().accept(builder);
      Path model = folder.resolve(c.name() + ".onnx");
      builder.write(model);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int status = RaptorRun.run(new String[] {model.toString(), "--core-count=" + c.cores(),
          "--crossbar-size=" + c.crossbarSize(), "--crossbar-count=" + c.crossbarCount(),
          "--seed=5"}, new ByteArrayInputStream(new byte[0]),
          new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8));
      String verdict = out.toString(StandardCharsets.UTF_8);
      assertEquals(0, status, verdict + err.toString(StandardCharsets.UTF_8));
      assertTrue(verdict.startsWith("PASS: latency mode"), verdict);
    }));
  }
}
