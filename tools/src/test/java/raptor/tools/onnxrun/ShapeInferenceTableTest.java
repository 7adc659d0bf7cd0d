package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.dialect.onnx.transforms.OnnxShapeInferencePass;
import raptor.frontend.onnx.build.NodeBuilder;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.build.Tensors;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.ir.attr.Type;

/**
 * onnx-shape-inference against onnxruntime: for every supported operator and its main
 * attribute variants, a builder-made model whose outputs declare no shape is imported and
 * shape-inferred, and the inferred result shapes must equal the shapes of the outputs
 * onnxruntime computes on the same model.
 */
class ShapeInferenceTableTest {
  /** At least this many cases, so that a refactoring cannot silently drop them. */
  private static final int MIN_CASES = 150;

  private record Case(String name, long opset, Consumer<OnnxModelBuilder> body) {
  }

  private final List<Case> cases = new ArrayList<>();

  @TempDir
  Path dir;

  @TestFactory
  Stream<DynamicTest> inferredShapesEqualOnnxruntimes() {
    elementwise();
    activations();
    contractions();
    convolutions();
    pooling();
    reductions();
    reshaping();
    slicing();
    constants();
    assertTrue(cases.size() >= MIN_CASES, "only " + cases.size() + " cases");
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
  }

  private void check(Case c) throws Exception {
    OnnxModelBuilder builder = new OnnxModelBuilder(c.opset(), 5);
    c.body().accept(builder);
    byte[] bytes = builder.toBytes();
    Path file = Files.write(dir.resolve(c.name() + ".onnx"), bytes);
    List<RawTensor> expected;
    try (ReferenceSession session = ReferenceSession.open(file)) {
      List<long[]> shapes = new ArrayList<>();
      for (TensorSpec input : session.inputs()) {
        shapes.add(input.shape());
      }
      expected = session.run(SeededInputs.generate(c.name(), session.inputs(), shapes, 1));
    }
    FrontEnd.Imported imported = FrontEnd.importModel(bytes, c.name() + ".onnx");
    assertEquals(List.of(), FrontEnd.run(imported, new OnnxShapeInferencePass()));
    List<Type> types = FrontEnd.resultTypes(imported);
    assertEquals(expected.size(), types.size());
    for (int i = 0; i < types.size(); i++) {
      long[] inferred = FrontEnd.staticShape(types.get(i));
      assertNotNull(inferred, "result " + i + " is " + types.get(i));
      assertArrayEquals(expected.get(i).shape(), inferred, "result " + i + " of " + c.name()
          + ": onnxruntime " + RawTensor.shapeText(expected.get(i).shape()) + ", inferred "
          + types.get(i));
    }
  }

  private void add(String name, long opset, Consumer<OnnxModelBuilder> body) {
    cases.add(new Case(name, opset, body));
  }

  private void add(String name, Consumer<OnnxModelBuilder> body) {
    add(name, 13, body);
  }

  private static String in(OnnxModelBuilder b, String name, long... dims) {
    return b.input(name, DataType.FLOAT, dims);
  }

  private static void out(OnnxModelBuilder b, String... names) {
    for (String name : names) {
      b.output(name, DataType.FLOAT);
    }
  }

  // ---- Cases ----

  private void elementwise() {
    long[][][] pairs = {
        {{2, 3}, {3}}, {{2, 1, 4}, {3, 1}}, {{1}, {2, 2}}, {{4, 1, 5}, {1, 3, 1}}, {{}, {2, 3}}};
    for (String op : List.of("Add", "Sub", "Mul", "Div", "Pow")) {
      for (long[][] pair : pairs) {
        add(op + "_" + RawTensor.shapeText(pair[0]) + "_" + RawTensor.shapeText(pair[1]),
            b -> out(b, b.node(op, "n").inputs(in(b, "a", pair[0]), in(b, "b", pair[1]))
                .output()));
      }
    }
    long[][][] variadic = {{{2, 3}}, {{2, 3}, {3}}, {{2, 1}, {1, 4}, {3, 2, 4}}};
    for (String op : List.of("Sum", "Max", "Min")) {
      for (long[][] shapes : variadic) {
        add(op + "_" + shapes.length, b -> {
          String[] names = new String[shapes.length];
          for (int i = 0; i < shapes.length; i++) {
            names[i] = in(b, "x" + i, shapes[i]);
          }
          out(b, b.node(op, "n").inputs(names).output());
        });
      }
    }
  }

  private void activations() {
    long[][] shapes = {{2, 3}, {1, 3, 4, 5}};
    for (long[] shape : shapes) {
      String s = RawTensor.shapeText(shape);
      for (String op : List.of("Relu", "Sigmoid", "Tanh", "Exp", "Sqrt", "Identity")) {
        add(op + "_" + s, b -> out(b, b.node(op, "n").inputs(in(b, "x", shape)).output()));
      }
      add("HardSwish_" + s, 14, b -> out(b, b.node("HardSwish", "n")
          .inputs(in(b, "x", shape)).output()));
      add("LeakyRelu_" + s, b -> out(b, b.node("LeakyRelu", "n").inputs(in(b, "x", shape))
          .attr("alpha", 0.2f).output()));
      add("HardSigmoid_" + s, b -> out(b, b.node("HardSigmoid", "n").inputs(in(b, "x", shape))
          .attr("alpha", 0.3f).attr("beta", 0.4f).output()));
      add("Softmax_last_" + s, b -> out(b, b.node("Softmax", "n").inputs(in(b, "x", shape))
          .output()));
      add("Softmax_axis0_" + s, b -> out(b, b.node("Softmax", "n").inputs(in(b, "x", shape))
          .attr("axis", 0L).output()));
      add("Softmax_opset11_" + s, 11, b -> out(b, b.node("Softmax", "n")
          .inputs(in(b, "x", shape)).attr("axis", 1L).output()));
      add("Clip_bounds_" + s, b -> out(b, b.node("Clip", "n").inputs(in(b, "x", shape),
          b.floats("lo", new float[] {0f}), b.floats("hi", new float[] {6f})).output()));
      add("Clip_opset7_" + s, 7, b -> out(b, b.node("Clip", "n").inputs(in(b, "x", shape))
          .attr("min", -1f).attr("max", 1f).output()));
      add("Dropout_" + s, b -> out(b, b.node("Dropout", "n").inputs(in(b, "x", shape))
          .output()));
      add("Cast_double_" + s, b -> {
        String y = b.node("Cast", "n").inputs(in(b, "x", shape))
            .attr("to", (long) DataType.DOUBLE.code()).output();
        b.output(y, DataType.DOUBLE);
      });
    }
    add("LRN_size3", b -> out(b, b.node("LRN", "n").inputs(in(b, "x", 1, 5, 4, 4))
        .attr("size", 3L).output()));
    add("LRN_size5", b -> out(b, b.node("LRN", "n").inputs(in(b, "x", 2, 8, 3, 3))
        .attr("size", 5L).attr("alpha", 1e-4f).attr("beta", 0.75f).output()));
    add("BatchNormalization_4d", b -> batchNorm(b, 1, 3, 4, 4));
    add("BatchNormalization_2d", b -> batchNorm(b, 5, 3));
    add("BatchNormalization_opset9", 9, b -> batchNorm(b, 2, 4, 3, 3));
  }

  private static void batchNorm(OnnxModelBuilder b, long... shape) {
    long c = shape[1];
    out(b, b.node("BatchNormalization", "n").inputs(in(b, "x", shape), b.weight("s", c),
        b.weight("bias", c), b.weight("m", c), b.weight("v", 0.5, 2, c)).output());
  }

  private void contractions() {
    long m = 3;
    long k = 4;
    long n = 5;
    for (int transA = 0; transA < 2; transA++) {
      for (int transB = 0; transB < 2; transB++) {
        for (String bias : List.of("none", "row", "matrix", "scalar")) {
          int ta = transA;
          int tb = transB;
          add("Gemm_tA" + ta + "_tB" + tb + "_" + bias, b -> {
            String a = in(b, "a", ta == 1 ? new long[] {k, m} : new long[] {m, k});
            String w = b.weight("w", tb == 1 ? new long[] {n, k} : new long[] {k, n});
            List<String> inputs = new ArrayList<>(List.of(a, w));
            switch (bias) {
              case "row" -> inputs.add(b.weight("c", n));
              case "matrix" -> inputs.add(b.weight("c", m, n));
              case "scalar" -> inputs.add(b.weight("c", 1));
              default -> { }
            }
            out(b, b.node("Gemm", "n").inputs(inputs.toArray(String[]::new))
                .attr("transA", (long) ta).attr("transB", (long) tb).attr("alpha", 0.5f)
                .attr("beta", 2f).output());
          });
        }
      }
    }
    long[][][] matmuls = {
        {{4}, {4, 3}}, {{2, 4}, {4}}, {{2, 3, 4}, {4, 5}}, {{3, 4}, {2, 4, 5}},
        {{2, 1, 3, 4}, {5, 4, 6}}, {{1, 4}, {4, 1}}, {{6}, {2, 6, 3}}};
    for (long[][] pair : matmuls) {
      add("MatMul_" + RawTensor.shapeText(pair[0]) + "_" + RawTensor.shapeText(pair[1]),
          b -> out(b, b.node("MatMul", "n").inputs(in(b, "a", pair[0]), in(b, "b", pair[1]))
              .output()));
    }
  }

  private void convolutions() {
    conv("Conv_plain", new long[] {1, 3, 8, 8}, new long[] {4, 3, 3, 3}, n -> n);
    conv("Conv_pads", new long[] {1, 3, 8, 8}, new long[] {4, 3, 3, 3},
        n -> n.ints("pads", 1, 1, 1, 1));
    conv("Conv_asymmetric_pads", new long[] {1, 3, 7, 9}, new long[] {2, 3, 3, 3},
        n -> n.ints("pads", 0, 1, 2, 0));
    conv("Conv_strides", new long[] {1, 3, 9, 8}, new long[] {4, 3, 3, 3},
        n -> n.ints("strides", 2, 3));
    conv("Conv_dilations", new long[] {1, 2, 9, 9}, new long[] {3, 2, 3, 3},
        n -> n.ints("dilations", 2, 2));
    conv("Conv_group", new long[] {1, 4, 6, 6}, new long[] {6, 2, 3, 3},
        n -> n.attr("group", 2L));
    conv("Conv_depthwise", new long[] {1, 4, 6, 6}, new long[] {4, 1, 3, 3},
        n -> n.attr("group", 4L).ints("pads", 1, 1, 1, 1));
    conv("Conv_same_upper", new long[] {1, 3, 7, 7}, new long[] {2, 3, 3, 3},
        n -> n.attr("auto_pad", "SAME_UPPER").ints("strides", 2, 2));
    conv("Conv_same_lower", new long[] {1, 3, 8, 8}, new long[] {2, 3, 4, 4},
        n -> n.attr("auto_pad", "SAME_LOWER").ints("strides", 3, 3));
    conv("Conv_valid", new long[] {1, 3, 8, 7}, new long[] {2, 3, 3, 2},
        n -> n.attr("auto_pad", "VALID").ints("strides", 2, 2));
    conv("Conv_kernel_shape", new long[] {2, 3, 8, 8}, new long[] {4, 3, 1, 5},
        n -> n.ints("kernel_shape", 1, 5));
    conv("Conv_1d", new long[] {1, 2, 10}, new long[] {3, 2, 3},
        n -> n.ints("pads", 1, 1).ints("strides", 2));
    conv("Conv_3d", new long[] {1, 2, 4, 5, 6}, new long[] {3, 2, 2, 2, 2}, n -> n);
    add("Conv_bias", b -> out(b, b.node("Conv", "n").inputs(in(b, "x", 1, 3, 5, 5),
        b.weight("w", 4, 3, 3, 3), b.weight("b", 4)).output()));
    add("Conv_batch4_pointwise", b -> out(b, b.node("Conv", "n")
        .inputs(in(b, "x", 4, 8, 3, 3), b.weight("w", 16, 8, 1, 1)).output()));
  }

  private void conv(String name, long[] x, long[] w,
      UnaryOperator<NodeBuilder> attrs) {
    add(name, b -> out(b, attrs.apply(b.node("Conv", "n").inputs(in(b, "x", x),
        b.weight("w", w))).output()));
  }

  private void pooling() {
    for (String op : List.of("MaxPool", "AveragePool")) {
      pool(op + "_2x2", op, new long[] {1, 2, 6, 6}, n -> n.ints("kernel_shape", 2, 2)
          .ints("strides", 2, 2));
      pool(op + "_3x3_pads", op, new long[] {1, 2, 5, 5}, n -> n.ints("kernel_shape", 3, 3)
          .ints("pads", 1, 1, 1, 1));
      pool(op + "_ceil", op, new long[] {1, 1, 7, 7}, n -> n.ints("kernel_shape", 2, 2)
          .ints("strides", 2, 2).attr("ceil_mode", 1L));
      pool(op + "_ceil_pads", op, new long[] {1, 1, 6, 6}, n -> n.ints("kernel_shape", 3, 3)
          .ints("strides", 2, 2).ints("pads", 1, 1, 1, 1).attr("ceil_mode", 1L));
      pool(op + "_same_upper", op, new long[] {1, 2, 7, 5}, n -> n.ints("kernel_shape", 3, 3)
          .ints("strides", 2, 2).attr("auto_pad", "SAME_UPPER"));
      pool(op + "_same_lower", op, new long[] {1, 2, 6, 6}, n -> n.ints("kernel_shape", 2, 2)
          .attr("auto_pad", "SAME_LOWER"));
      pool(op + "_valid", op, new long[] {1, 2, 7, 7}, n -> n.ints("kernel_shape", 3, 3)
          .ints("strides", 2, 2).attr("auto_pad", "VALID"));
      pool(op + "_1d", op, new long[] {1, 3, 9}, n -> n.ints("kernel_shape", 3)
          .ints("strides", 2));
      pool(op + "_nonsquare", op, new long[] {2, 1, 8, 6}, n -> n.ints("kernel_shape", 3, 1)
          .ints("strides", 1, 2));
    }
    pool("MaxPool_dilations", "MaxPool", new long[] {1, 1, 8, 8},
        n -> n.ints("kernel_shape", 2, 2).ints("dilations", 2, 2));
    pool("MaxPool_5x5_sppf", "MaxPool", new long[] {1, 4, 8, 8},
        n -> n.ints("kernel_shape", 5, 5).ints("pads", 2, 2, 2, 2));
    pool("AveragePool_count_include_pad", "AveragePool", new long[] {1, 1, 5, 5},
        n -> n.ints("kernel_shape", 3, 3).ints("pads", 1, 1, 1, 1)
            .attr("count_include_pad", 1L));
    for (String op : List.of("GlobalAveragePool", "GlobalMaxPool")) {
      add(op + "_4d", b -> out(b, b.node(op, "n").inputs(in(b, "x", 2, 3, 5, 4)).output()));
      add(op + "_3d", b -> out(b, b.node(op, "n").inputs(in(b, "x", 1, 6, 7)).output()));
    }
  }

  private void pool(String name, String op, long[] x,
      UnaryOperator<NodeBuilder> attrs) {
    add(name, b -> out(b, attrs.apply(b.node(op, "n").inputs(in(b, "x", x))).output()));
  }

  private void reductions() {
    for (String op : List.of("ReduceMean", "ReduceSum")) {
      add(op + "_axes_keep", 18, b -> out(b, b.node(op, "n").inputs(in(b, "x", 2, 3, 4),
          b.ints("axes", 1)).output()));
      add(op + "_axes_drop", 18, b -> out(b, b.node(op, "n").inputs(in(b, "x", 2, 3, 4),
          b.ints("axes", 0, -1)).attr("keepdims", 0L).output()));
      add(op + "_all", 18, b -> out(b, b.node(op, "n").inputs(in(b, "x", 2, 3, 4))
          .output()));
      add(op + "_all_drop", 18, b -> out(b, b.node(op, "n").inputs(in(b, "x", 2, 3))
          .attr("keepdims", 0L).output()));
      add(op + "_spatial", 18, b -> out(b, b.node(op, "n").inputs(in(b, "x", 1, 4, 5, 5),
          b.ints("axes", 2, 3)).output()));
    }
    add("ReduceMean_opset13_attr", b -> out(b, b.node("ReduceMean", "n")
        .inputs(in(b, "x", 2, 3, 4)).ints("axes", 1, 2).attr("keepdims", 0L).output()));
    add("ReduceSum_opset13_input", b -> out(b, b.node("ReduceSum", "n")
        .inputs(in(b, "x", 2, 3, 4), b.ints("axes", -2)).output()));
    add("ReduceSum_opset11_attr", 11, b -> out(b, b.node("ReduceSum", "n")
        .inputs(in(b, "x", 2, 3, 4)).ints("axes", 0).output()));
  }

  private void reshaping() {
    for (long axis : new long[] {0, 1, 2, -1, 4}) {
      add("Flatten_axis" + axis, b -> out(b, b.node("Flatten", "n")
          .inputs(in(b, "x", 2, 3, 4, 5)).attr("axis", axis).output()));
    }
    long[][] targets = {{6, 4}, {0, -1}, {-1}, {2, 0, 2, 2}, {1, 24, 1}};
    for (long[] target : targets) {
      add("Reshape_" + RawTensor.shapeText(target).replace('-', 'm'), b -> out(b,
          b.node("Reshape", "n").inputs(in(b, "x", 2, 3, 4), b.ints("shape", target))
              .output()));
    }
    add("Reshape_allowzero", 14, b -> out(b, b.node("Reshape", "n")
        .inputs(in(b, "x", 2, 3), b.ints("shape", 3, 2)).attr("allowzero", 1L).output()));
    add("Transpose_default", b -> out(b, b.node("Transpose", "n").inputs(in(b, "x", 2, 3, 4))
        .output()));
    add("Transpose_nchw_nhwc", b -> out(b, b.node("Transpose", "n")
        .inputs(in(b, "x", 1, 3, 4, 5)).ints("perm", 0, 2, 3, 1).output()));
    add("Transpose_2d", b -> out(b, b.node("Transpose", "n").inputs(in(b, "x", 3, 7))
        .ints("perm", 1, 0).output()));
    add("Transpose_identity", b -> out(b, b.node("Transpose", "n").inputs(in(b, "x", 3, 2))
        .ints("perm", 0, 1).output()));
    add("Concat_axis0", b -> out(b, b.node("Concat", "n").inputs(in(b, "a", 2, 3),
        in(b, "b", 4, 3)).attr("axis", 0L).output()));
    add("Concat_channels_three", b -> out(b, b.node("Concat", "n").inputs(in(b, "a", 1, 2, 4),
        in(b, "b", 1, 3, 4), in(b, "c", 1, 1, 4)).attr("axis", 1L).output()));
    add("Concat_negative_axis", b -> out(b, b.node("Concat", "n").inputs(in(b, "a", 2, 3),
        in(b, "b", 2, 5)).attr("axis", -1L).output()));
    add("Concat_one_input", b -> out(b, b.node("Concat", "n").inputs(in(b, "a", 2, 3))
        .attr("axis", 1L).output()));
    add("Squeeze_axes", b -> out(b, b.node("Squeeze", "n").inputs(in(b, "x", 1, 3, 1, 2),
        b.ints("axes", 0, 2)).output()));
    add("Squeeze_all", b -> out(b, b.node("Squeeze", "n").inputs(in(b, "x", 1, 3, 1, 2))
        .output()));
    add("Squeeze_opset11_attr", 11, b -> out(b, b.node("Squeeze", "n")
        .inputs(in(b, "x", 3, 1)).ints("axes", -1).output()));
    add("Unsqueeze_front", b -> out(b, b.node("Unsqueeze", "n").inputs(in(b, "x", 3, 4),
        b.ints("axes", 0)).output()));
    add("Unsqueeze_two", b -> out(b, b.node("Unsqueeze", "n").inputs(in(b, "x", 3, 4),
        b.ints("axes", 1, -1)).output()));
    add("Unsqueeze_opset11_attr", 11, b -> out(b, b.node("Unsqueeze", "n")
        .inputs(in(b, "x", 5)).ints("axes", 0, 2).output()));
    add("Pad_all", b -> out(b, b.node("Pad", "n").inputs(in(b, "x", 1, 2, 3, 3),
        b.ints("pads", 0, 0, 1, 2, 0, 0, 2, 1)).output()));
    add("Pad_negative", b -> out(b, b.node("Pad", "n").inputs(in(b, "x", 4, 5),
        b.ints("pads", -1, 0, 0, -2)).output()));
    add("Pad_axes", 18, b -> out(b, b.node("Pad", "n").inputs(in(b, "x", 1, 2, 3, 3),
        b.ints("pads", 1, 1, 2, 2), b.floats("v", new float[] {0.5f}), b.ints("axes", 2, 3))
        .output()));
    add("Pad_opset7_attr", 7, b -> out(b, b.node("Pad", "n").inputs(in(b, "x", 2, 2))
        .ints("pads", 1, 0, 1, 0).output()));
    add("Resize_scales_nearest", b -> out(b, b.node("Resize", "n").inputs(in(b, "x", 1, 1, 3, 4),
        b.floats("roi", new float[0], 0), b.floats("scales", new float[] {1, 1, 2, 2}, 4))
        .output()));
    add("Resize_scales_downsample", b -> out(b, b.node("Resize", "n")
        .inputs(in(b, "x", 1, 2, 6, 5), b.floats("roi", new float[0], 0),
            b.floats("scales", new float[] {1, 1, 0.5f, 0.5f}, 4)).output()));
    add("Resize_sizes_linear", b -> out(b, b.node("Resize", "n")
        .inputs(in(b, "x", 1, 1, 3, 4), b.floats("roi", new float[0], 0),
            b.floats("scales", new float[0], 0), b.ints("sizes", 1, 1, 5, 7))
        .attr("mode", "linear").output()));
    add("Resize_height_only", b -> out(b, b.node("Resize", "n").inputs(in(b, "x", 1, 1, 2, 3),
        b.floats("roi", new float[0], 0), b.floats("scales", new float[] {1, 1, 3, 1}, 4))
        .output()));
    add("Resize_not_larger", 18, b -> out(b, b.node("Resize", "n")
        .inputs(in(b, "x", 1, 1, 4, 6), b.floats("roi", new float[0], 0),
            b.floats("scales", new float[0], 0), b.ints("sizes", 8, 8))
        .ints("axes", 2, 3).attr("keep_aspect_ratio_policy", "not_larger").output()));
    add("Resize_opset10", 10, b -> out(b, b.node("Resize", "n")
        .inputs(in(b, "x", 1, 1, 2, 2), b.floats("scales", new float[] {1, 1, 2, 3}, 4))
        .output()));
  }

  private void slicing() {
    add("Split_equal", b -> out(b, b.node("Split", "n").inputs(in(b, "x", 2, 6))
        .attr("axis", 1L).outputs(3).toArray(String[]::new)));
    add("Split_sizes", b -> out(b, b.node("Split", "n").inputs(in(b, "x", 5, 2),
        b.ints("split", 2, 3)).outputs(2).toArray(String[]::new)));
    add("Split_opset11_attr", 11, b -> out(b, b.node("Split", "n").inputs(in(b, "x", 4, 3))
        .ints("split", 1, 3).outputs(2).toArray(String[]::new)));
    add("Split_num_outputs_uneven", 18, b -> out(b, b.node("Split", "n")
        .inputs(in(b, "x", 7, 2)).attr("num_outputs", 3L).outputs(3).toArray(String[]::new)));
    add("Slice_basic", b -> out(b, b.node("Slice", "n").inputs(in(b, "x", 4, 6),
        b.ints("st", 1, 0), b.ints("en", 3, 4)).output()));
    add("Slice_axes_steps", b -> out(b, b.node("Slice", "n").inputs(in(b, "x", 4, 6),
        b.ints("st", 0), b.ints("en", 6), b.ints("ax", 1), b.ints("sp", 2)).output()));
    add("Slice_negative", b -> out(b, b.node("Slice", "n").inputs(in(b, "x", 5, 5),
        b.ints("st", -3), b.ints("en", -1), b.ints("ax", 0)).output()));
    add("Slice_reverse", b -> out(b, b.node("Slice", "n").inputs(in(b, "x", 5, 3),
        b.ints("st", -1), b.ints("en", Long.MIN_VALUE), b.ints("ax", 0), b.ints("sp", -1))
        .output()));
    add("Slice_clamped_end", b -> out(b, b.node("Slice", "n").inputs(in(b, "x", 3, 8),
        b.ints("st", 2), b.ints("en", Long.MAX_VALUE), b.ints("ax", -1), b.ints("sp", 3))
        .output()));
    add("Slice_empty", b -> out(b, b.node("Slice", "n").inputs(in(b, "x", 3, 4),
        b.ints("st", 3), b.ints("en", 1), b.ints("ax", 1)).output()));
    add("Slice_opset9_attr", 9, b -> out(b, b.node("Slice", "n").inputs(in(b, "x", 4, 4))
        .ints("starts", 1, 1).ints("ends", 3, 4).output()));
    add("Gather_axis0", b -> out(b, b.node("Gather", "n").inputs(in(b, "x", 4, 3),
        b.ints("i", 0, 2, 3)).output()));
    add("Gather_axis1", b -> out(b, b.node("Gather", "n").inputs(in(b, "x", 2, 5, 3),
        b.ints("i", 4, 1)).attr("axis", 1L).output()));
    add("Gather_scalar", b -> out(b, b.node("Gather", "n").inputs(in(b, "x", 4, 3),
        b.initializer(scalarIndex("i", 2))).output()));
    add("Gather_negative_axis", b -> out(b, b.node("Gather", "n").inputs(in(b, "x", 2, 3),
        b.ints("i", -1, 0)).attr("axis", -1L).output()));
    add("Shape_all", b -> shape(b, in(b, "x", 2, 3, 4), null, null));
    add("Shape_start", 15, b -> shape(b, in(b, "x", 2, 3, 4), 1L, null));
    add("Shape_start_end", 15, b -> shape(b, in(b, "x", 2, 3, 4, 5), -3L, -1L));
    add("Shape_empty", 15, b -> shape(b, in(b, "x", 2, 3), 2L, 1L));
  }

  private static OnnxTensor scalarIndex(String name, long value) {
    ByteBuffer data = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(value);
    return OnnxTensor.of(name, DataType.INT64, List.of(), data.flip());
  }

  private static void shape(OnnxModelBuilder b, String x, Long start, Long end) {
    NodeBuilder node = b.node("Shape", "n").inputs(x);
    if (start != null) {
      node.attr("start", start);
    }
    if (end != null) {
      node.attr("end", end);
    }
    b.output(node.output(), DataType.INT64);
  }

  private void constants() {
    add("ConstantOfShape_float", b -> {
      String y = b.node("ConstantOfShape", "n").inputs(b.ints("s", 2, 3))
          .attr("value", Tensors.float32("v", new float[] {1.5f}, 1)).output();
      String z = b.node("Add", "add").inputs(y, in(b, "x", 3)).output();
      out(b, z);
    });
    add("ConstantOfShape_default", b -> out(b, b.node("Add", "add").inputs(
        b.node("ConstantOfShape", "n").inputs(b.ints("s", 4)).output(), in(b, "x", 4))
        .output()));
    add("Constant_node", b -> out(b, b.node("Add", "add").inputs(b.node("Constant", "c")
        .attr("value", Tensors.float32("v", new float[] {1, 2, 3, 4, 5, 6}, 2, 3)).output(),
        in(b, "x", 3)).output()));
    add("Constant_value_floats", b -> out(b, b.node("Mul", "mul").inputs(
        b.node("Constant", "c").floats("value_floats", 1f, 2f).output(), in(b, "x", 3, 2))
        .output()));
  }
}
