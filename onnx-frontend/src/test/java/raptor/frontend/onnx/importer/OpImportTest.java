package raptor.frontend.onnx.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.build.Tensors;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.testing.Imports;

/**
 * Every operator of the supported list, built with the model builder in its usual opset and in
 * the older forms the importer normalizes, imported with its attributes; the printed IR parses
 * and prints back to the same text, and exported to ONNX and imported again gives it too.
 */
class OpImportTest {
  private record Case(String name, long opset, Consumer<OnnxModelBuilder> body,
      List<String> expected) {
  }

  private final List<Case> cases = new ArrayList<>();

  private void add(String name, long opset, Consumer<OnnxModelBuilder> body, String... expected) {
    cases.add(new Case(name, opset, body, List.of(expected)));
  }

  @TestFactory
  Stream<DynamicTest> everyOperatorImports() {
    elementwise();
    activations();
    contractions();
    pooling();
    reductions();
    shapes();
    slicing();
    constants();
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      OnnxModelBuilder builder = new OnnxModelBuilder(c.opset(), 7);
      c.body().accept(builder);
      String text = Imports.importText(builder);
      for (String fragment : c.expected()) {
        assertTrue(text.contains(fragment), () -> "missing '" + fragment + "' in\n" + text);
      }
      assertEquals(text, Imports.reprint(text));
      assertEquals(text, Imports.reimport(text), "export and import again");
    }));
  }

  private static String x(OnnxModelBuilder b, long... dims) {
    return b.input("x", DataType.FLOAT, dims);
  }

  /** A node of {@code op} on the input x with its output as the graph output. */
  private static void unary(OnnxModelBuilder b, String op) {
    b.output(b.node(op, "n").inputs(x(b, 2, 3)).output(), DataType.FLOAT);
  }

  private void elementwise() {
    for (String op : List.of("Add", "Sub", "Mul", "Div", "Pow")) {
      add(op, 13, b -> b.output(b.node(op, "n").inputs(x(b, 2, 3),
          b.input("y", DataType.FLOAT, 3)).output(), DataType.FLOAT),
          "\"onnx." + op + "\"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<*xf32>");
    }
    for (String op : List.of("Sum", "Max", "Min")) {
      add(op, 13, b -> {
        String x = x(b, 2);
        b.output(b.node(op, "n").inputs(x, x, x).output(), DataType.FLOAT, 2);
      }, "\"onnx." + op + "\"(%arg0, %arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>, "
          + "tensor<2xf32>) -> tensor<2xf32>");
    }
  }

  private void activations() {
    for (String op : List.of("Relu", "Sigmoid", "Tanh", "Sqrt", "Exp", "Identity",
        "GlobalAveragePool", "GlobalMaxPool")) {
      add(op, 13, b -> unary(b, op), "\"onnx." + op + "\"(%arg0) : (tensor<2x3xf32>)");
    }
    add("HardSwish", 14, b -> unary(b, "HardSwish"), "\"onnx.HardSwish\"(%arg0)");
    add("LeakyRelu", 13, b -> b.output(b.node("LeakyRelu", "n").inputs(x(b, 2))
        .attr("alpha", 0.25f).output(), DataType.FLOAT),
        "\"onnx.LeakyRelu\"(%arg0) <{alpha = 2.500000e-01 : f32}>");
    add("HardSigmoid", 13, b -> b.output(b.node("HardSigmoid", "n").inputs(x(b, 2))
        .attr("alpha", 0.25f).attr("beta", 0.75f).output(), DataType.FLOAT),
        "<{alpha = 2.500000e-01 : f32, beta = 7.500000e-01 : f32}>");
    add("Softmax", 13, b -> b.output(b.node("Softmax", "n").inputs(x(b, 2, 3, 4))
        .attr("axis", 1L).output(), DataType.FLOAT),
        "\"onnx.Softmax\"(%arg0) <{axis = 1 : si64}>");
    add("Softmax opset 11 flattens", 11, b -> b.output(b.node("Softmax", "n")
        .inputs(x(b, 2, 3, 4)).attr("axis", 1L).output(), DataType.FLOAT),
        "\"onnx.Shape\"(%arg0) <{start = 0 : si64}>", "\"onnx.Flatten\"(%arg0) <{axis = 1 : si64}>",
        "\"onnx.Softmax\"(%1) <{axis = 1 : si64}>", "\"onnx.Reshape\"(%2, %0)");
    add("Softmax opset 11 last axis", 11, b -> b.output(b.node("Softmax", "n")
        .inputs(x(b, 2, 3)).attr("axis", 1L).output(), DataType.FLOAT),
        "\"onnx.Softmax\"(%arg0) <{axis = -1 : si64}>");
    add("Clip", 13, b -> b.output(b.node("Clip", "n").inputs(x(b, 2), b.floats("lo",
        new float[] {0}), "").output(), DataType.FLOAT),
        "\"onnx.Clip\"(%arg0, %1, %0) : (tensor<2xf32>, tensor<f32>, none)");
    add("Clip opset 7 bounds", 7, b -> b.output(b.node("Clip", "n").inputs(x(b, 2))
        .attr("min", -1f).attr("max", 6f).output(), DataType.FLOAT),
        "dense<-1.000000e+00> : tensor<f32>", "dense<6.000000e+00> : tensor<f32>",
        "\"onnx.Clip\"(%arg0, %0, %1)");
    add("Cast", 13, b -> b.output(b.node("Cast", "n").inputs(x(b, 2)).attr("to", 10L)
        .output(), DataType.FLOAT16),
        "\"onnx.Cast\"(%arg0) <{saturate = 1 : si64, to = f16}> : (tensor<2xf32>) -> tensor<*xf16>");
    add("Dropout", 13, b -> unary(b, "Dropout"),
        "\"onnx.Dropout\"(%arg0, %0, %0) : (tensor<2x3xf32>, none, none) -> (tensor<*xf32>, none)");
    add("Dropout opset 10 ratio", 10, b -> b.output(b.node("Dropout", "n").inputs(x(b, 2))
        .attr("ratio", 0.25f).output(), DataType.FLOAT),
        "dense<2.500000e-01> : tensor<f32>", "\"onnx.Dropout\"(%arg0, %1, %0)");
  }

  private void contractions() {
    add("Gemm", 13, b -> b.output(b.node("Gemm", "n").inputs(x(b, 2, 3), b.weight("w", 4, 3),
        b.weight("c", 4)).attr("alpha", 0.5f).attr("beta", 2f).attr("transB", 1L).output(),
        DataType.FLOAT), "\"onnx.Gemm\"(%arg0, %0, %1) <{alpha = 5.000000e-01 : f32, "
        + "beta = 2.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64}>");
    add("MatMul", 13, b -> b.output(b.node("MatMul", "n").inputs(x(b, 2, 3),
        b.weight("w", 3, 4)).output(), DataType.FLOAT),
        "\"onnx.MatMul\"(%arg0, %0) : (tensor<2x3xf32>, tensor<3x4xf32>)");
    add("Conv", 13, b -> b.output(b.node("Conv", "conv1").inputs(x(b, 1, 4, 8, 8),
        b.weight("w", 6, 2, 3, 3), b.weight("b", 6)).attr("group", 2L)
        .ints("kernel_shape", 3, 3).ints("pads", 1, 1, 1, 1).ints("strides", 2, 2)
        .ints("dilations", 1, 1).output(), DataType.FLOAT),
        "\"onnx.Conv\"(%arg0, %0, %1) <{auto_pad = \"NOTSET\", dilations = [1, 1], "
        + "group = 2 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]}>");
    add("Conv without bias", 13, b -> b.output(b.node("Conv", "n").inputs(x(b, 1, 2, 4, 4),
        b.weight("w", 3, 2, 1, 1)).attr("auto_pad", "SAME_UPPER").output(), DataType.FLOAT),
        "\"onnx.Conv\"(%arg0, %1, %0) <{auto_pad = \"SAME_UPPER\", group = 1 : si64}>");
    add("BatchNormalization", 15, b -> b.output(b.node("BatchNormalization", "n")
        .inputs(x(b, 1, 2, 3, 3), b.weight("s", 2), b.weight("bias", 2), b.weight("m", 2),
            b.weight("v", 0.5, 1.5, 2)).attr("epsilon", 0.001f).output(), DataType.FLOAT),
        "\"onnx.BatchNormalizationInferenceMode\"(%arg0, %0, %1, %2, %3) "
        + "<{epsilon = 1.000000e-03 : f32, momentum = 0.899999976 : f32}>");
    add("LRN", 13, b -> b.output(b.node("LRN", "n").inputs(x(b, 1, 4, 2, 2))
        .attr("size", 3L).attr("alpha", 0.001f).output(), DataType.FLOAT),
        "\"onnx.LRN\"(%arg0) <{alpha = 1.000000e-03 : f32, beta = 7.500000e-01 : f32, "
        + "bias = 1.000000e+00 : f32, size = 3 : si64}>");
  }

  private void pooling() {
    add("MaxPool", 13, b -> b.output(b.node("MaxPool", "n").inputs(x(b, 1, 1, 4, 4))
        .ints("kernel_shape", 2, 2).ints("strides", 2, 2).attr("ceil_mode", 1L).output(),
        DataType.FLOAT), "\"onnx.MaxPoolSingleOut\"(%arg0) <{auto_pad = \"NOTSET\", "
        + "ceil_mode = 1 : si64, kernel_shape = [2, 2], storage_order = 0 : si64, "
        + "strides = [2, 2]}>");
    add("AveragePool", 13, b -> b.output(b.node("AveragePool", "n").inputs(x(b, 1, 1, 4, 4))
        .ints("kernel_shape", 3, 3).ints("pads", 1, 1, 1, 1).attr("count_include_pad", 1L)
        .output(), DataType.FLOAT), "\"onnx.AveragePool\"(%arg0) <{auto_pad = \"NOTSET\", "
        + "ceil_mode = 0 : si64, count_include_pad = 1 : si64, kernel_shape = [3, 3], "
        + "pads = [1, 1, 1, 1]}>");
  }

  private void reductions() {
    add("ReduceMean opset 13 axes", 13, b -> b.output(b.node("ReduceMean", "n")
        .inputs(x(b, 1, 2, 3, 3)).ints("axes", 2, 3).attr("keepdims", 0L).output(),
        DataType.FLOAT), "dense<[2, 3]> : tensor<2xi64>", "\"onnx.ReduceMean\"(%arg0, %0) "
        + "<{keepdims = 0 : si64, noop_with_empty_axes = 0 : si64}>");
    add("ReduceMean opset 18", 18, b -> b.output(b.node("ReduceMean", "n")
        .inputs(x(b, 1, 2, 3, 3), b.ints("axes", -1)).output(), DataType.FLOAT),
        "\"onnx.ReduceMean\"(%arg0, %0) <{keepdims = 1 : si64");
    add("ReduceSum opset 11 axes", 11, b -> b.output(b.node("ReduceSum", "n")
        .inputs(x(b, 2, 3)).ints("axes", 1).output(), DataType.FLOAT),
        "dense<1> : tensor<1xi64>", "\"onnx.ReduceSum\"(%arg0, %0)");
    add("ReduceSum opset 13 no axes", 13, b -> b.output(b.node("ReduceSum", "n")
        .inputs(x(b, 2, 3)).attr("noop_with_empty_axes", 1L).output(), DataType.FLOAT),
        "\"onnx.ReduceSum\"(%arg0, %0) <{keepdims = 1 : si64, noop_with_empty_axes = 1 : si64}>");
  }

  private void shapes() {
    add("Flatten", 13, b -> b.output(b.node("Flatten", "n").inputs(x(b, 1, 2, 3))
        .attr("axis", 2L).output(), DataType.FLOAT), "\"onnx.Flatten\"(%arg0) <{axis = 2 : si64}>");
    add("Reshape", 14, b -> b.output(b.node("Reshape", "n").inputs(x(b, 2, 3),
        b.ints("shape", 3, 0)).attr("allowzero", 1L).output(), DataType.FLOAT),
        "\"onnx.Reshape\"(%arg0, %0) <{allowzero = 1 : si64}>");
    add("Reshape opset 13", 13, b -> b.output(b.node("Reshape", "n").inputs(x(b, 2, 3),
        b.ints("shape", 6)).output(), DataType.FLOAT),
        "\"onnx.Reshape\"(%arg0, %0) <{allowzero = 0 : si64}>");
    add("Transpose", 13, b -> b.output(b.node("Transpose", "n").inputs(x(b, 2, 3, 4))
        .ints("perm", 2, 0, 1).output(), DataType.FLOAT),
        "\"onnx.Transpose\"(%arg0) <{perm = [2, 0, 1]}>");
    add("Concat", 13, b -> {
      String x = x(b, 2, 3);
      b.output(b.node("Concat", "n").inputs(x, x).attr("axis", -1L).output(), DataType.FLOAT);
    }, "\"onnx.Concat\"(%arg0, %arg0) <{axis = -1 : si64}>");
    add("Shape", 15, b -> b.output(b.node("Shape", "n").inputs(x(b, 2, 3, 4))
        .attr("start", 1L).output(), DataType.INT64),
        "\"onnx.Shape\"(%arg0) <{start = 1 : si64}> : (tensor<2x3x4xf32>) -> tensor<*xi64>");
    add("Squeeze opset 11 axes", 11, b -> b.output(b.node("Squeeze", "n")
        .inputs(x(b, 1, 3)).ints("axes", 0).output(), DataType.FLOAT),
        "dense<0> : tensor<1xi64>", "\"onnx.Squeeze\"(%arg0, %0)");
    add("Squeeze opset 13", 13, b -> b.output(b.node("Squeeze", "n").inputs(x(b, 1, 3))
        .output(), DataType.FLOAT), "\"onnx.Squeeze\"(%arg0, %0) : (tensor<1x3xf32>, none)");
    add("Unsqueeze opset 11 axes", 11, b -> b.output(b.node("Unsqueeze", "n")
        .inputs(x(b, 3)).ints("axes", 0, 2).output(), DataType.FLOAT),
        "dense<[0, 2]> : tensor<2xi64>", "\"onnx.Unsqueeze\"(%arg0, %0)");
    add("Unsqueeze opset 13", 13, b -> b.output(b.node("Unsqueeze", "n").inputs(x(b, 3),
        b.ints("axes", 0)).output(), DataType.FLOAT), "\"onnx.Unsqueeze\"(%arg0, %0)");
  }

  private void slicing() {
    add("Split opset 13 sizes", 13, b -> b.output(b.node("Split", "n").inputs(x(b, 6),
        b.ints("sizes", 2, 4)).attr("axis", 0L).outputs(2).get(1), DataType.FLOAT),
        "%1:2 = \"onnx.Split\"(%arg0, %0) <{axis = 0 : si64}> : (tensor<6xf32>, "
        + "tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>)");
    add("Split opset 11 attribute", 11, b -> b.output(b.node("Split", "n").inputs(x(b, 6))
        .ints("split", 3, 3).outputs(2).get(0), DataType.FLOAT),
        "dense<3> : tensor<2xi64>", "\"onnx.Split\"(%arg0, %0)");
    add("Split opset 18 num_outputs", 18, b -> b.output(b.node("Split", "n").inputs(x(b, 6))
        .attr("num_outputs", 3L).outputs(3).get(2), DataType.FLOAT),
        "%1:3 = \"onnx.Split\"(%arg0, %0) <{axis = 0 : si64, num_outputs = 3 : si64}>");
    add("Slice", 13, b -> b.output(b.node("Slice", "n").inputs(x(b, 4, 4),
        b.ints("starts", 1), b.ints("ends", 3), b.ints("axes", 1), b.ints("steps", 1))
        .output(), DataType.FLOAT), "\"onnx.Slice\"(%arg0, %0, %1, %2, %3)");
    add("Slice opset 9 attributes", 9, b -> b.output(b.node("Slice", "n").inputs(x(b, 4, 4))
        .ints("starts", 1).ints("ends", 3).output(), DataType.FLOAT),
        "dense<1> : tensor<1xi64>", "dense<3> : tensor<1xi64>",
        "\"onnx.Slice\"(%arg0, %1, %2, %0, %0)");
    add("Gather", 13, b -> b.output(b.node("Gather", "n").inputs(x(b, 4, 3),
        b.ints("idx", 0, 2)).attr("axis", 1L).output(), DataType.FLOAT),
        "\"onnx.Gather\"(%arg0, %0) <{axis = 1 : si64}>");
    add("Pad", 13, b -> b.output(b.node("Pad", "n").inputs(x(b, 2, 2), b.ints("pads",
        1, 1, 1, 1)).attr("mode", "reflect").output(), DataType.FLOAT),
        "\"onnx.Pad\"(%arg0, %1, %0, %0) <{mode = \"reflect\"}>");
    add("Pad opset 7 attributes", 7, b -> b.output(b.node("Pad", "n").inputs(x(b, 2, 2))
        .ints("pads", 0, 1, 0, 1).attr("value", 2f).output(), DataType.FLOAT),
        "dense<[0, 1, 0, 1]> : tensor<4xi64>", "dense<2.000000e+00> : tensor<f32>",
        "\"onnx.Pad\"(%arg0, %1, %2, %0) <{mode = \"constant\"}>");
    add("Resize", 13, b -> b.output(b.node("Resize", "n").inputs(x(b, 1, 1, 2, 2), "", "",
        b.ints("sizes", 1, 1, 4, 4)).attr("mode", "linear").output(), DataType.FLOAT),
        "\"onnx.Resize\"(%arg0, %0, %0, %1) <{antialias = 0 : si64, "
        + "coordinate_transformation_mode = \"half_pixel\", cubic_coeff_a = -7.500000e-01 : f32, "
        + "exclude_outside = 0 : si64, extrapolation_value = 0.000000e+00 : f32, "
        + "keep_aspect_ratio_policy = \"stretch\", mode = \"linear\", "
        + "nearest_mode = \"round_prefer_floor\"}>");
    add("Resize opset 11 empty scales", 11, b -> b.output(b.node("Resize", "n").inputs(
        x(b, 1, 1, 2, 2), b.floats("roi", new float[0], 0), b.floats("scales", new float[0], 0),
        b.ints("sizes", 1, 1, 4, 4)).output(), DataType.FLOAT),
        "\"onnx.Resize\"(%arg0, %0, %0, %3)");
    add("Resize opset 10 scales", 10, b -> b.output(b.node("Resize", "n").inputs(
        x(b, 1, 1, 2, 2), b.floats("scales", new float[] {1, 1, 2, 2}, 4)).output(),
        DataType.FLOAT), "\"onnx.Resize\"(%arg0, %0, %1, %0)",
        "coordinate_transformation_mode = \"asymmetric\"", "nearest_mode = \"floor\"");
  }

  private void constants() {
    add("Constant value", 13, b -> b.output(b.node("Constant", "c").attr("value",
        Tensors.float32("", new float[] {1, 2}, 2)).output(), DataType.FLOAT, 2),
        "\"onnx.Constant\"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> "
        + ": () -> tensor<2xf32>");
    add("Constant value_ints", 13, b -> b.output(b.node("Constant", "c")
        .ints("value_ints", 3, 4).output(), DataType.INT64, 2),
        "<{value = dense<[3, 4]> : tensor<2xi64>}>");
    add("Constant value_float", 13, b -> b.output(b.node("Constant", "c")
        .attr("value_float", 0.5f).output(), DataType.FLOAT),
        "<{value = dense<5.000000e-01> : tensor<f32>}>");
    add("Constant value_int", 13, b -> b.output(b.node("Constant", "c")
        .attr("value_int", 9L).output(), DataType.INT64), "<{value = dense<9> : tensor<i64>}>");
    add("Constant value_floats", 13, b -> b.output(b.node("Constant", "c")
        .floats("value_floats", 1f, 2f).output(), DataType.FLOAT),
        "<{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}>");
    add("ConstantOfShape", 13, b -> b.output(b.node("ConstantOfShape", "n")
        .inputs(b.ints("shape", 2, 3)).attr("value", Tensors.float32("", new float[] {7}, 1))
        .output(), DataType.FLOAT),
        "\"onnx.ConstantOfShape\"(%0) <{value = dense<7.000000e+00> : tensor<1xf32>}> "
        + ": (tensor<2xi64>) -> tensor<*xf32>");
  }
}
