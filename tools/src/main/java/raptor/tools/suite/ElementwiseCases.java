package raptor.tools.suite;

import static raptor.tools.suite.SuiteCase.in;
import static raptor.tools.suite.SuiteCase.out;
import static raptor.tools.suite.SuiteCase.small;
import static raptor.tools.suite.SuiteCase.x;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import raptor.frontend.onnx.build.NodeBuilder;
import raptor.frontend.onnx.build.OnnxModelBuilder;

/**
 * The elementwise cases (spec §3.4): Add, Sub, Mul and Div with every broadcast form, the
 * activations, Softmax on every axis, Clip with constant and runtime bounds, and LRN.
 */
final class ElementwiseCases {
  private ElementwiseCases() {
  }

  /** {@return a case of {@code op} on input x of {@code xs} and a second operand} */
  private static SuiteCase binary(String op, String name, long[] xs,
      BiFunction<OnnxModelBuilder, String, String> other, long[] ys) {
    String type = Character.toUpperCase(op.charAt(0)) + op.substring(1);
    return small(op, name, b -> {
      String left = x(b, xs);
      out(b, b.node(type).inputs(left, other.apply(b, left)).output(), ys);
    });
  }

  private static SuiteCase unary(String op, String name, long[] xs,
      UnaryOperator<NodeBuilder> attrs) {
    return small(op, name, b -> out(b, attrs.apply(b.node(opType(op)).inputs(x(b, xs)))
        .output(), xs));
  }

  private static String opType(String op) {
    return switch (op) {
      case "leaky_relu" -> "LeakyRelu";
      case "hard_sigmoid" -> "HardSigmoid";
      case "lrn" -> "LRN";
      default -> Character.toUpperCase(op.charAt(0)) + op.substring(1);
    };
  }

  /** {@return a case of Conv followed by {@code op} with a constant of {@code shape}} */
  private static SuiteCase afterConv(String op, String name, long... shape) {
    return small(op, name, b -> {
      String h = b.node("Conv").inputs(x(b, 1, 2, 4, 4), b.weight("w", 3, 2, 3, 3)).output();
      out(b, b.node(opType(op)).inputs(h, b.weight("c", shape)).output(), 1, 3, 2, 2);
    });
  }

  private static long[] s(long... dims) {
    return dims;
  }

  static List<SuiteCase> cases() {
    return List.of(
        binary("add", "same_shape", s(2, 3), (b, l) -> in(b, "y", 2, 3), s(2, 3)),
        binary("add", "broadcast_runtime", s(2, 3, 4), (b, l) -> in(b, "y", 4), s(2, 3, 4)),
        binary("add", "constant_per_channel", s(1, 3, 2, 2), (b, l) -> b.weight("c", 3, 1, 1),
            s(1, 3, 2, 2)),
        binary("add", "scalar_constant", s(3, 5), (b, l) -> b.weight("c"), s(3, 5)),
        binary("add", "self", s(2, 4), (b, l) -> l, s(2, 4)),
        small("add", "residual_after_conv", b -> {
          String input = x(b, 1, 2, 4, 4);
          String h = b.node("Conv").inputs(input, b.weight("w", 2, 2, 3, 3))
              .ints("pads", 1, 1, 1, 1).output();
          out(b, b.node("Add").inputs(h, input).output(), 1, 2, 4, 4);
        }),
        afterConv("mul", "after_conv", 3, 1, 1),
        afterConv("mul", "after_conv_scalar_constant", 1),
        binary("mul", "basic", s(2, 5), (b, l) -> in(b, "y", 2, 5), s(2, 5)),
        binary("mul", "channel_broadcast_1024", s(1, 1024, 1, 2), (b, l) -> b.weight("c", 1024,
            1, 1), s(1, 1024, 1, 2)),
        binary("mul", "leading_dimension_broadcast", s(1, 4), (b, l) -> in(b, "y", 3, 4),
            s(3, 4)),
        binary("mul", "square", s(6), (b, l) -> l, s(6)),
        binary("sub", "runtime", s(2, 4), (b, l) -> in(b, "y", 2, 4), s(2, 4)),
        binary("sub", "constant", s(2, 4), (b, l) -> b.weight("c", 4), s(2, 4)),
        small("sub", "from_constant", b -> out(b, b.node("Sub").inputs(b.weight("c", 2, 4),
            x(b, 2, 4)).output(), 2, 4)),
        binary("div", "constant", s(2, 3), (b, l) -> b.weight("c", 0.5, 2.0, 3), s(2, 3)),
        binary("div", "scalar_constant", s(1, 2, 3, 3), (b, l) -> b.floats("c",
            new float[] {4f}), s(1, 2, 3, 3)),
        unary("relu", "basic", s(3, 7), n -> n),
        small("relu", "after_conv", b -> out(b, b.node("Relu").inputs(b.node("Conv").inputs(
            x(b, 1, 2, 4, 4), b.weight("w", 3, 2, 3, 3)).output()).output(), 1, 3, 2, 2)),
        small("relu", "after_gemm", b -> out(b, b.node("Relu").inputs(b.node("Gemm").inputs(
            x(b, 2, 9), b.weight("w", 9, 5)).output()).output(), 2, 5)),
        unary("sigmoid", "basic", s(2, 5), n -> n),
        unary("sigmoid", "rank4", s(1, 2, 3, 3), n -> n),
        unary("tanh", "basic", s(2, 6), n -> n),
        unary("leaky_relu", "alpha_0_1", s(3, 4), n -> n.attr("alpha", 0.1f)),
        unary("hard_sigmoid", "alpha_0_4", s(3, 4), n -> n.attr("alpha", 0.4f)),
        small("sigmoid", "silu", b -> {
          String input = x(b, 2, 6);
          out(b, b.node("Mul").inputs(input, b.node("Sigmoid").inputs(input).output())
              .output(), 2, 6);
        }),
        unary("softmax", "last_axis", s(3, 7), n -> n),
        unary("softmax", "axis_1_of_3", s(2, 4, 3), n -> n.attr("axis", 1)),
        unary("softmax", "axis_0", s(4, 3), n -> n.attr("axis", 0)),
        unary("softmax", "negative_axis", s(2, 3, 5), n -> n.attr("axis", -2)),
        small("clip", "constant_bounds", b -> out(b, b.node("Clip").inputs(x(b, 3, 5),
            b.floats("lo", new float[] {-0.25f}), b.floats("hi", new float[] {0.5f})).output(),
            3, 5)),
        small("clip", "runtime_bounds", b -> out(b, b.node("Clip").inputs(x(b, 3, 5),
            in(b, "lo"), in(b, "hi")).output(), 3, 5)),
        small("clip", "upper_only", b -> out(b, b.node("Clip").inputs(x(b, 2, 4), "",
            b.floats("hi", new float[] {0.3f})).output(), 2, 4)),
        small("clip", "relu6_form", b -> out(b, b.node("Clip").inputs(x(b, 2, 4),
            b.floats("lo", new float[] {0f}), b.floats("hi", new float[] {0.6f})).output(),
            2, 4)),
        unary("lrn", "size_5", s(1, 6, 3, 3), n -> n.attr("size", 5L).attr("alpha", 0.5f)
            .attr("beta", 0.75f).attr("bias", 1f)),
        unary("lrn", "size_3_bias_2", s(2, 4, 2, 2), n -> n.attr("size", 3L)
            .attr("alpha", 1e-2f).attr("beta", 0.75f).attr("bias", 2f)),
        unary("lrn", "beta_half", s(1, 5, 2, 3), n -> n.attr("size", 3L).attr("alpha", 0.3f)
            .attr("beta", 0.5f).attr("bias", 1f)));
  }
}
