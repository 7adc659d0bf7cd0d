package raptor.tools.suite;

import static raptor.tools.suite.SuiteCase.out;
import static raptor.tools.suite.SuiteCase.small;
import static raptor.tools.suite.SuiteCase.x;

import java.util.List;
import java.util.function.UnaryOperator;
import raptor.frontend.onnx.build.NodeBuilder;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.build.Tensors;

/**
 * The Conv cases: the reference's named cases (spec §3.4), each {@code strategy_*} case at the
 * reference's shape on 128x128 crossbars and a small forced variant of every strategy, the
 * geometry attributes, grouping, batches, an image read row-interleaved in three bands, and the
 * 224x224 7x7 stride-2 stem (large).
 */
final class ConvCases {
  private ConvCases() {
  }

  /** {@return a Conv of {@code x} by a random {@code [cout, cin/g, kh, kw]} filter} */
  private static NodeBuilder conv(OnnxModelBuilder b, String input, long cout, long cinPerGroup,
      long kh, long kw, boolean bias) {
    String w = b.weight("w_" + input, cout, cinPerGroup, kh, kw);
    return bias ? b.node("Conv").inputs(input, w, b.weight("b_" + input, cout))
        : b.node("Conv").inputs(input, w);
  }

  private static SuiteCase simple(String name, long[] xs, long cout, long kh, long kw,
      boolean bias, long[] ys, UnaryOperator<NodeBuilder> attrs) {
    return small("conv", name, b -> out(b, attrs.apply(conv(b, x(b, xs), cout, xs[1], kh, kw,
        bias)).output(), ys));
  }

  private static SuiteCase grouped(String name, long[] xs, long cout, long group, long kh,
      long[] ys, UnaryOperator<NodeBuilder> attrs) {
    return small("conv", name, b -> out(b, attrs.apply(conv(b, x(b, xs), cout, xs[1] / group,
        kh, kh, true).attr("group", group)).output(), ys));
  }

  private static long[] s(long... dims) {
    return dims;
  }

  static List<SuiteCase> cases() {
    return List.of(
        simple("batch_2", s(2, 3, 6, 6), 4, 3, 3, true, s(2, 4, 6, 6),
            n -> n.ints("pads", 1, 1, 1, 1)),
        simple("batch_4_pointwise", s(4, 4, 3, 3), 6, 1, 1, true, s(4, 6, 3, 3), n -> n),
        simple("input_224_7x7_stride2", s(1, 3, 224, 224), 64, 7, 7, true, s(1, 64, 112, 112),
            n -> n.ints("strides", 2, 2).ints("pads", 3, 3, 3, 3)).on(16, 128, 64).asLarge(),
        simple("image_in_bands", s(1, 3, 24, 24), 4, 3, 3, true, s(1, 4, 24, 24),
            n -> n.ints("pads", 1, 1, 1, 1)).on(8, 32, 16)
            .with("--pim-conv-image-chunk-positions=8"),
        grouped("depthwise_1024_channels", s(1, 1024, 3, 3), 1024, 1024, 3, s(1, 1024, 3, 3),
            n -> n.ints("pads", 1, 1, 1, 1)),
        grouped("depthwise_grouped", s(1, 4, 5, 5), 8, 4, 3, s(1, 8, 3, 3), n -> n),
        grouped("depthwise_stride_2", s(1, 6, 7, 7), 6, 6, 3, s(1, 6, 3, 3),
            n -> n.ints("strides", 2, 2)),
        grouped("depthwise_forced_legacy", s(1, 3, 5, 5), 3, 3, 3, s(1, 3, 5, 5),
            n -> n.ints("pads", 1, 1, 1, 1)).with("--pim-conv-lowering=legacy"),
        grouped("groups_2", s(1, 4, 5, 5), 4, 2, 3, s(1, 4, 3, 3), n -> n),
        grouped("groups_4_k_tiled", s(1, 8, 4, 4), 8, 4, 3, s(1, 8, 4, 4),
            n -> n.ints("pads", 1, 1, 1, 1)).on(4, 8, 16),
        grouped("groups_batch_3", s(3, 4, 4, 4), 6, 2, 2, s(3, 6, 3, 3), n -> n),
        simple("dilated_3x3", s(1, 2, 7, 7), 3, 3, 3, false, s(1, 3, 3, 3),
            n -> n.ints("dilations", 2, 2)),
        simple("dilation_and_stride", s(1, 2, 9, 9), 4, 3, 3, false, s(1, 4, 3, 3),
            n -> n.ints("strides", 2, 2).ints("dilations", 2, 2)),
        simple("non_square_kernel_1x3", s(1, 2, 5, 5), 3, 1, 3, true, s(1, 3, 5, 3), n -> n),
        simple("non_square_kernel_3x1", s(1, 2, 5, 5), 3, 3, 1, true, s(1, 3, 3, 5), n -> n),
        simple("non_uniform_stride", s(1, 2, 7, 7), 3, 3, 3, false, s(1, 3, 5, 3),
            n -> n.ints("strides", 1, 2)),
        simple("output_channel_grouping_minimal", s(1, 64, 2, 2), 256, 1, 1, false,
            s(1, 256, 2, 2), n -> n).on(4, 128, 8),
        simple("pointwise_1x1", s(1, 8, 4, 4), 5, 1, 1, true, s(1, 5, 4, 4), n -> n),
        small("conv", "pointwise_tiled_chain", b -> {
          String h = conv(b, x(b, 1, 12, 3, 3), 20, 12, 1, 1, true).output();
          out(b, conv(b, h, 6, 20, 1, 1, false).output(), 1, 6, 3, 3);
        }),
        simple("real_asymmetric_padding", s(1, 2, 5, 4), 2, 3, 2, false, s(1, 2, 5, 4),
            n -> n.ints("pads", 0, 1, 2, 0)),
        simple("asymmetric_padding_stride_2", s(1, 1, 6, 6), 2, 3, 3, true, s(1, 2, 4, 3),
            n -> n.ints("pads", 2, 0, 1, 1).ints("strides", 2, 2)),
        small("conv", "relu_conv_store", b -> {
          String h = conv(b, x(b, 1, 2, 5, 5), 4, 2, 3, 3, true).ints("pads", 1, 1, 1, 1)
              .output();
          String r = b.node("Relu").inputs(h).output();
          out(b, conv(b, r, 3, 4, 3, 3, true).output(), 1, 3, 3, 3);
        }),
        simple("same_lower_3x3", s(1, 2, 5, 5), 3, 3, 3, true, s(1, 3, 5, 5),
            n -> n.attr("auto_pad", "SAME_LOWER")),
        simple("same_lower_2x2", s(1, 1, 6, 6), 2, 2, 2, false, s(1, 2, 6, 6),
            n -> n.attr("auto_pad", "SAME_LOWER")),
        simple("same_padding_3x3", s(1, 2, 5, 5), 3, 3, 3, true, s(1, 3, 5, 5),
            n -> n.attr("auto_pad", "SAME_UPPER")),
        simple("same_upper_stride_2", s(1, 1, 7, 7), 2, 4, 4, false, s(1, 2, 4, 4),
            n -> n.attr("auto_pad", "SAME_UPPER").ints("strides", 2, 2)),
        simple("valid_padding", s(1, 2, 5, 5), 2, 3, 3, false, s(1, 2, 3, 3),
            n -> n.attr("auto_pad", "VALID")),
        simple("kernel_2x2", s(1, 2, 4, 4), 3, 2, 2, false, s(1, 3, 3, 3), n -> n),
        simple("kernel_5x5", s(1, 1, 7, 7), 2, 5, 5, true, s(1, 2, 3, 3), n -> n),
        simple("stride_2", s(1, 2, 6, 6), 3, 3, 3, true, s(1, 3, 2, 2),
            n -> n.ints("strides", 2, 2)),
        simple("pointwise_stride_2", s(1, 3, 5, 5), 4, 1, 1, false, s(1, 4, 3, 3),
            n -> n.ints("strides", 2, 2)),
        simple("with_bias_3x3", s(1, 3, 4, 4), 4, 3, 3, true, s(1, 4, 4, 4),
            n -> n.ints("pads", 1, 1, 1, 1)),
        small("conv", "with_constant", b -> {
          float[] values = new float[2 * 2 * 2 * 2];
          for (int i = 0; i < values.length; i++) {
            values[i] = (i % 5 - 2) * 0.25f;
          }
          String w = b.node("Constant").attr("value", Tensors.float32("wc", values, 2, 2, 2, 2))
              .output();
          out(b, b.node("Conv").inputs(x(b, 1, 2, 4, 4), w).output(), 1, 2, 3, 3);
        }),
        simple("without_kernel_shape_attr", s(1, 2, 4, 4), 3, 3, 3, false, s(1, 3, 2, 2),
            n -> n),
        simple("with_kernel_shape_attr", s(1, 2, 4, 4), 3, 3, 3, false, s(1, 3, 2, 2),
            n -> n.ints("kernel_shape", 3, 3)),
        grouped("strategy_depthwise_16", s(1, 16, 6, 6), 16, 16, 3, s(1, 16, 6, 6),
            n -> n.ints("pads", 1, 1, 1, 1)).with("--pim-conv-lowering=depthwise"),
        simple("strategy_input_k_tiled", s(1, 32, 3, 3), 16, 3, 3, true, s(1, 16, 3, 3),
            n -> n.ints("pads", 1, 1, 1, 1)).on(4, 128, 8)
            .with("--pim-conv-lowering=input-k-tiled"),
        simple("strategy_output_channel_tiled", s(1, 8, 4, 4), 192, 3, 3, true,
            s(1, 192, 2, 2), n -> n).on(4, 128, 8)
            .with("--pim-conv-lowering=output-channel-tiled"),
        simple("strategy_streamed_packed", s(1, 3, 128, 128), 16, 3, 3, true,
            s(1, 16, 128, 128), n -> n.ints("pads", 1, 1, 1, 1)).on(16, 128, 64)
            .with("--pim-conv-lowering=streamed-packed").asLarge(),
        simple("strategy_streamed_patch", s(1, 3, 64, 64), 16, 3, 3, true, s(1, 16, 64, 64),
            n -> n.ints("pads", 1, 1, 1, 1)).on(16, 128, 64)
            .with("--pim-conv-lowering=streamed-patch").asLarge(),
        simple("strategy_tiled_2d", s(1, 32, 3, 3), 192, 3, 3, true, s(1, 192, 1, 1), n -> n)
            .on(4, 128, 8).with("--pim-conv-lowering=tiled-2d"),
        simple("strategy_legacy_small", s(1, 2, 4, 4), 3, 3, 3, true, s(1, 3, 4, 4),
            n -> n.ints("pads", 1, 1, 1, 1)).with("--pim-conv-lowering=legacy"),
        simple("strategy_packed_im2col_small", s(1, 1, 6, 6), 2, 3, 3, true, s(1, 2, 4, 4),
            n -> n).on(4, 32, 8).with("--pim-conv-lowering=packed-im2col"),
        simple("strategy_streamed_packed_small", s(1, 1, 8, 8), 3, 3, 3, true, s(1, 3, 8, 8),
            n -> n.ints("pads", 1, 1, 1, 1)).on(4, 32, 8)
            .with("--pim-conv-lowering=streamed-packed", "--pim-conv-stream-chunk-positions=20"),
        simple("strategy_streamed_patch_small", s(1, 2, 5, 5), 3, 2, 2, true, s(1, 3, 4, 4),
            n -> n).on(4, 16, 8)
            .with("--pim-conv-lowering=streamed-patch", "--pim-conv-stream-chunk-positions=5"),
        simple("strategy_output_channel_tiled_small", s(1, 2, 4, 4), 12, 2, 2, true,
            s(1, 12, 3, 3), n -> n).with("--pim-conv-lowering=output-channel-tiled"),
        simple("strategy_input_k_tiled_small", s(2, 2, 4, 4), 3, 3, 3, true, s(2, 3, 2, 2),
            n -> n).with("--pim-conv-lowering=input-k-tiled"),
        simple("strategy_tiled_2d_small", s(1, 2, 4, 4), 10, 3, 3, true, s(1, 10, 2, 2),
            n -> n).with("--pim-conv-lowering=tiled-2d", "--pim-conv-stream-chunk-positions=3"),
        simple("auto_im2col_budget_streams", s(1, 1, 6, 6), 2, 2, 2, true, s(1, 2, 5, 5),
            n -> n).on(4, 16, 8).with("--pim-conv-im2col-max-elements=40"),
        small("conv", "conv_then_maxpool", b -> {
          String h = conv(b, x(b, 1, 2, 6, 6), 3, 2, 3, 3, true).ints("pads", 1, 1, 1, 1)
              .output();
          out(b, b.node("MaxPool").inputs(h).ints("kernel_shape", 2, 2).ints("strides", 2, 2)
              .output(), 1, 3, 3, 3);
        }));
  }
}
