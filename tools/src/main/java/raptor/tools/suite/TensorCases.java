package raptor.tools.suite;

import static raptor.tools.suite.SuiteCase.in;
import static raptor.tools.suite.SuiteCase.out;
import static raptor.tools.suite.SuiteCase.small;
import static raptor.tools.suite.SuiteCase.x;

import java.util.List;
import java.util.function.UnaryOperator;
import raptor.frontend.onnx.build.NodeBuilder;

/**
 * The pooling, reduction, Resize and data-movement cases (spec §3.4): MaxPool, AveragePool,
 * the global pools, ReduceMean, Resize nearest, Flatten, Reshape, Transpose, Concat, Split,
 * Slice and Gather.
 */
final class TensorCases {
  private TensorCases() {
  }

  private static SuiteCase pool(String op, String type, String name, long[] xs, long[] ys,
      UnaryOperator<NodeBuilder> attrs) {
    return small(op, name, b -> out(b, attrs.apply(b.node(type).inputs(x(b, xs))).output(),
        ys));
  }

  private static SuiteCase resize(String name, long[] xs, float[] scales, long[] ys,
      UnaryOperator<NodeBuilder> attrs) {
    return small("resize", name, b -> out(b, attrs.apply(b.node("Resize").inputs(x(b, xs), "",
        b.floats("s", scales, scales.length))).output(), ys));
  }

  private static long[] s(long... dims) {
    return dims;
  }

  static List<SuiteCase> cases() {
    return List.of(
        pool("maxpool", "MaxPool", "kernel_2x2_stride_2", s(1, 2, 6, 6), s(1, 2, 3, 3),
            n -> n.ints("kernel_shape", 2, 2).ints("strides", 2, 2)),
        pool("maxpool", "MaxPool", "kernel_3x3_pads", s(1, 2, 5, 5), s(1, 2, 5, 5),
            n -> n.ints("kernel_shape", 3, 3).ints("pads", 1, 1, 1, 1)),
        pool("maxpool", "MaxPool", "sppf_5x5_stride_1", s(1, 2, 6, 6), s(1, 2, 6, 6),
            n -> n.ints("kernel_shape", 5, 5).ints("pads", 2, 2, 2, 2)),
        pool("maxpool", "MaxPool", "same_upper", s(1, 1, 5, 5), s(1, 1, 3, 3),
            n -> n.ints("kernel_shape", 2, 2).ints("strides", 2, 2).attr("auto_pad",
                "SAME_UPPER")),
        pool("averagepool", "AveragePool", "exclude_pad", s(1, 2, 5, 5), s(1, 2, 3, 3),
            n -> n.ints("kernel_shape", 3, 3).ints("strides", 2, 2).ints("pads", 1, 1, 1, 1)),
        pool("averagepool", "AveragePool", "include_pad", s(1, 2, 4, 4), s(1, 2, 4, 4),
            n -> n.ints("kernel_shape", 2, 2).ints("pads", 1, 1, 0, 0)
                .attr("count_include_pad", 1L)),
        pool("averagepool", "AveragePool", "kernel_2x2", s(2, 3, 4, 4), s(2, 3, 2, 2),
            n -> n.ints("kernel_shape", 2, 2).ints("strides", 2, 2)),
        pool("globalaveragepool", "GlobalAveragePool", "basic", s(1, 3, 4, 5), s(1, 3, 1, 1),
            n -> n),
        pool("globalaveragepool", "GlobalAveragePool", "batch_2", s(2, 4, 3, 3), s(2, 4, 1, 1),
            n -> n),
        pool("globalmaxpool", "GlobalMaxPool", "basic", s(1, 3, 3, 3), s(1, 3, 1, 1), n -> n),
        pool("reducemean", "ReduceMean", "axis_1", s(2, 5, 3), s(2, 3),
            n -> n.ints("axes", 1).attr("keepdims", 0L)),
        pool("reducemean", "ReduceMean", "spatial", s(1, 4, 3, 3), s(1, 4, 1, 1),
            n -> n.ints("axes", 2, 3)),
        pool("reducemean", "ReduceMean", "last_axis_k_tiled", s(3, 20), s(3, 1),
            n -> n.ints("axes", -1)),
        resize("nearest_2x", s(1, 2, 3, 3), new float[] {1, 1, 2, 2}, s(1, 2, 6, 6), n -> n),
        resize("nearest_downsample", s(1, 1, 6, 8), new float[] {1, 1, 0.5f, 0.5f},
            s(1, 1, 3, 4), n -> n.attr("coordinate_transformation_mode", "asymmetric")
                .attr("nearest_mode", "floor")),
        resize("height_only", s(1, 2, 2, 3), new float[] {1, 1, 2, 1}, s(1, 2, 4, 3), n -> n),
        resize("width_only", s(1, 2, 2, 3), new float[] {1, 1, 1, 3}, s(1, 2, 2, 9), n -> n),
        resize("non_uniform_scales", s(1, 1, 3, 4), new float[] {1, 1, 2, 1.5f}, s(1, 1, 6, 6),
            n -> n.attr("coordinate_transformation_mode", "asymmetric")),
        small("resize", "sizes_input", b -> out(b, b.node("Resize").inputs(x(b, 1, 2, 2, 3),
            "", "", b.ints("sizes", 1, 2, 5, 3)).output(), 1, 2, 5, 3)),
        small("flatten", "axis_1", b -> out(b, b.node("Flatten").inputs(x(b, 1, 2, 3, 3))
            .output(), 1, 18)),
        small("flatten", "then_gemm", b -> out(b, b.node("Gemm").inputs(b.node("Flatten")
            .inputs(x(b, 1, 2, 3, 3)).output(), b.weight("w", 18, 4)).output(), 1, 4)),
        small("reshape", "basic", b -> out(b, b.node("Reshape").inputs(x(b, 2, 6),
            b.ints("s", 3, 4)).output(), 3, 4)),
        small("reshape", "infer_dimension", b -> out(b, b.node("Reshape").inputs(x(b, 2, 3, 4),
            b.ints("s", -1, 4)).output(), 6, 4)),
        small("transpose", "perm_2_0_1", b -> out(b, b.node("Transpose").inputs(x(b, 2, 3, 4))
            .ints("perm", 2, 0, 1).output(), 4, 2, 3)),
        small("transpose", "default_perm", b -> out(b, b.node("Transpose").inputs(x(b, 3, 5))
            .output(), 5, 3)),
        small("concat", "negative_axis", b -> out(b, b.node("Concat").inputs(x(b, 1, 2, 3),
            in(b, "y", 1, 1, 3)).attr("axis", -2L).output(), 1, 3, 3)),
        small("concat", "three_inputs_channel_axis", b -> out(b, b.node("Concat").inputs(
            x(b, 1, 2, 2, 2), in(b, "y", 1, 1, 2, 2), in(b, "z", 1, 3, 2, 2)).attr("axis", 1L)
            .output(), 1, 6, 2, 2)),
        small("concat", "last_axis", b -> out(b, b.node("Concat").inputs(x(b, 2, 3),
            in(b, "y", 2, 2)).attr("axis", 1L).output(), 2, 5)),
        small("split", "axis_1", b -> {
          List<String> parts = b.node("Split").inputs(x(b, 2, 6), b.ints("sizes", 2, 4))
              .attr("axis", 1L).outputs(2);
          out(b, parts.get(0), 2, 2);
          out(b, parts.get(1), 2, 4);
        }),
        small("split", "equal_three", b -> {
          List<String> parts = b.node("Split").inputs(x(b, 6, 2)).outputs(3);
          for (String part : parts) {
            out(b, part, 2, 2);
          }
        }),
        small("slice", "steps", b -> out(b, b.node("Slice").inputs(x(b, 4, 6), b.ints("st", 1,
            0), b.ints("en", 4, 6), b.ints("ax", 0, 1), b.ints("sp", 2, 2)).output(), 2, 3)),
        small("slice", "negative_start", b -> out(b, b.node("Slice").inputs(x(b, 3, 8),
            b.ints("st", -3), b.ints("en", 8), b.ints("ax", 1)).output(), 3, 3)),
        // A start past the end gives no elements; joined to the input, which Concat copies.
        small("slice", "empty_then_concat", b -> {
          String input = x(b, 3, 8);
          String empty = b.node("Slice").inputs(input, b.ints("st", 1000), b.ints("en", 8),
              b.ints("ax", 1)).output();
          out(b, b.node("Concat").inputs(input, empty).attr("axis", 1L).output(), 3, 8);
        }),
        small("gather", "axis_1", b -> out(b, b.node("Gather").inputs(x(b, 3, 5),
            b.ints("i", 4, 0, 2)).attr("axis", 1L).output(), 3, 3)),
        small("gather", "axis_0_negative_index", b -> out(b, b.node("Gather").inputs(x(b, 4, 3),
            b.ints("i", -1, 1)).output(), 2, 3)));
  }
}
