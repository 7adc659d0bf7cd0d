package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.dialect.onnx.transforms.OnnxConstantFoldingPass;
import raptor.dialect.onnx.transforms.OnnxDecomposePass;
import raptor.dialect.onnx.transforms.OnnxPreparePass;
import raptor.dialect.onnx.transforms.OnnxShapeInferencePass;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.build.networks.Network;
import raptor.frontend.onnx.build.networks.YoloBlock;
import raptor.frontend.onnx.export.OnnxExporter;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.proto.OnnxWriter;
import raptor.pass.Pass;

/**
 * Every ONNX graph pass preserves meaning: each builder-made model is imported, transformed by
 * one pass, exported with {@code raptor-export-onnx}'s exporter, and run with onnxruntime on the
 * same seeded inputs as the original; the outputs agree within abs 1e-4, rel 1e-4. The models
 * include the YOLO-style network recipe ({@link YoloBlock}).
 */
class PassPreservationTest {
  private static final int MIN_MODELS = 60;
  private static final double TOLERANCE = 1e-4;
  private static final List<Supplier<Pass>> PASSES = List.of(OnnxShapeInferencePass::new,
      OnnxConstantFoldingPass::new, OnnxDecomposePass::new, OnnxPreparePass::new);

  /** A model to check: its name and how to build it with the test's seed. */
  private record Model(String name, LongFunction<OnnxModelBuilder> recipe) {
  }

  private final List<Model> models = new ArrayList<>();

  @TempDir
  Path dir;

  @TestFactory
  Stream<DynamicContainer> everyPassPreservesOutputs() {
    batchNorms();
    contractions();
    elementwise();
    shapes();
    networks();
    assertTrue(models.size() >= MIN_MODELS, "only " + models.size() + " models");
    return models.stream().map(m -> DynamicContainer.dynamicContainer(m.name(),
        PASSES.stream().map(pass -> DynamicTest.dynamicTest(pass.get().argument(),
            () -> check(m, pass.get())))));
  }

  private void check(Model m, Pass pass) throws Exception {
    byte[] original = m.recipe().apply(11).toBytes();
    Path before = Files.write(dir.resolve(m.name() + ".onnx"), original);
    List<RawTensor> inputs;
    List<RawTensor> expected;
    try (ReferenceSession session = ReferenceSession.open(before)) {
      List<long[]> shapes = new ArrayList<>();
      for (TensorSpec input : session.inputs()) {
        shapes.add(input.shape());
      }
      inputs = SeededInputs.generate(m.name(), session.inputs(), shapes, 3);
      expected = session.run(inputs);
    }
    FrontEnd.Imported imported = FrontEnd.importModel(original, m.name() + ".onnx");
    assertEquals(List.of(), FrontEnd.run(imported, pass));
    Path after = Files.write(dir.resolve(m.name() + "." + pass.argument() + ".onnx"),
        OnnxWriter.toBytes(OnnxExporter.export(imported.module())));
    try (ReferenceSession session = ReferenceSession.open(after)) {
      Closeness.assertClose(expected, session.run(inputs), TOLERANCE, TOLERANCE,
          m.name() + " after " + pass.argument());
    }
  }

  private void add(String name, Consumer<OnnxModelBuilder> body) {
    add(name, 13, body);
  }

  private void add(String name, long opset, Consumer<OnnxModelBuilder> body) {
    models.add(new Model(name, seed -> {
      OnnxModelBuilder builder = new OnnxModelBuilder(opset, seed);
      body.accept(builder);
      return builder;
    }));
  }

  private static String in(OnnxModelBuilder b, String name, long... dims) {
    return b.input(name, DataType.FLOAT, dims);
  }

  private static void out(OnnxModelBuilder b, String name) {
    b.output(name, DataType.FLOAT);
  }

  private static String conv(OnnxModelBuilder b, String x, String name, long in, long outC,
      long kernel, boolean bias, long group) {
    List<String> inputs = new ArrayList<>(List.of(x, b.weight(name + "_w", outC, in / group,
        kernel, kernel)));
    if (bias) {
      inputs.add(b.weight(name + "_b", outC));
    }
    long pad = kernel / 2;
    return b.node("Conv", name).inputs(inputs.toArray(String[]::new))
        .ints("pads", pad, pad, pad, pad).attr("group", group).output();
  }

  private static String batchNorm(OnnxModelBuilder b, String x, String name, long c) {
    return b.node("BatchNormalization", name).inputs(x, b.weight(name + "_s", 0.5, 1.5, c),
        b.weight(name + "_b", c), b.weight(name + "_m", c), b.weight(name + "_v", 0.5, 2, c))
        .attr("epsilon", 1e-3f).output();
  }

  // ---- Models ----

  private void batchNorms() {
    long[][] shapes = {{3, 4, 3}, {2, 8, 1}, {4, 4, 3}, {1, 16, 3}, {6, 6, 5}};
    for (long[] s : shapes) {
      for (boolean bias : new boolean[] {false, true}) {
        add("conv_bn_" + s[0] + "x" + s[1] + "_k" + s[2] + (bias ? "_bias" : ""), b -> {
          String x = in(b, "x", 1, s[0], 6, 6);
          out(b, batchNorm(b, conv(b, x, "conv", s[0], s[1], s[2], bias, 1), "bn", s[1]));
        });
      }
    }
    add("conv_bn_relu_conv_bn", b -> {
      String x = in(b, "x", 1, 3, 8, 8);
      String y = b.node("Relu", "relu").inputs(batchNorm(b, conv(b, x, "c1", 3, 8, 3, true, 1),
          "bn1", 8)).output();
      out(b, batchNorm(b, conv(b, y, "c2", 8, 4, 1, false, 1), "bn2", 4));
    });
    add("depthwise_conv_bn", b -> {
      String x = in(b, "x", 1, 4, 7, 7);
      out(b, batchNorm(b, conv(b, x, "dw", 4, 4, 3, false, 4), "bn", 4));
    });
    add("residual_block", b -> {
      String x = in(b, "x", 1, 4, 6, 6);
      String y = b.node("Relu", "r1").inputs(batchNorm(b, conv(b, x, "c1", 4, 4, 3, false, 1),
          "bn1", 4)).output();
      String z = batchNorm(b, conv(b, y, "c2", 4, 4, 3, false, 1), "bn2", 4);
      out(b, b.node("Relu", "r2").inputs(b.node("Add", "add").inputs(z, x).output()).output());
    });
    add("conv_used_twice_bn", b -> {
      String x = in(b, "x", 1, 2, 5, 5);
      String c = conv(b, x, "conv", 2, 3, 3, true, 1);
      out(b, b.node("Add", "add").inputs(batchNorm(b, c, "bn", 3), c).output());
    });
    add("bn_alone_4d", b -> out(b, batchNorm(b, in(b, "x", 2, 3, 4, 4), "bn", 3)));
    add("bn_alone_2d", b -> out(b, batchNorm(b, in(b, "x", 5, 6), "bn", 6)));
    add("bn_opset9", 9, b -> out(b, batchNorm(b, conv(b, in(b, "x", 1, 2, 4, 4), "conv", 2, 2,
        3, true, 1), "bn", 2)));
  }

  private void contractions() {
    for (int transA = 0; transA < 2; transA++) {
      for (int transB = 0; transB < 2; transB++) {
        for (float alpha : new float[] {1f, 0.5f}) {
          int ta = transA;
          int tb = transB;
          add("gemm_tA" + ta + "_tB" + tb + "_alpha" + alpha, b -> {
            String a = in(b, "a", ta == 1 ? new long[] {4, 3} : new long[] {3, 4});
            String w = b.weight("w", tb == 1 ? new long[] {5, 4} : new long[] {4, 5});
            out(b, b.node("Gemm", "gemm").inputs(a, w, b.weight("c", 5))
                .attr("transA", (long) ta).attr("transB", (long) tb).attr("alpha", alpha)
                .attr("beta", 1.5f).output());
          });
        }
      }
    }
    add("gemm_runtime_b_transposed", b -> out(b, b.node("Gemm", "gemm").inputs(in(b, "a", 2, 3),
        in(b, "w", 4, 3), in(b, "c", 2, 4)).attr("transB", 1L).attr("alpha", 2f)
        .attr("beta", 0.5f).output()));
    add("gemm_no_bias", b -> out(b, b.node("Gemm", "gemm").inputs(in(b, "a", 2, 6),
        b.weight("w", 6, 3)).attr("beta", 3f).output()));
    add("matmul_add", b -> out(b, b.node("Add", "add").inputs(b.node("MatMul", "mm")
        .inputs(in(b, "a", 2, 3, 4), b.weight("w", 4, 5)).output(), b.weight("bias", 5))
        .output()));
  }

  private void elementwise() {
    add("sum_two", b -> out(b, b.node("Sum", "sum").inputs(in(b, "a", 2, 3), in(b, "b", 3))
        .output()));
    add("sum_four", b -> out(b, b.node("Sum", "sum").inputs(in(b, "a", 2, 3), in(b, "b", 3),
        in(b, "c", 2, 1), b.weight("d", 2, 3)).output()));
    add("sum_one", b -> out(b, b.node("Sum", "sum").inputs(in(b, "a", 4)).output()));
    add("identity_dropout", b -> out(b, b.node("Relu", "relu").inputs(b.node("Dropout", "drop")
        .inputs(b.node("Identity", "id").inputs(in(b, "x", 3, 3)).output()).output())
        .output()));
    add("dropout_opset7", 7, b -> out(b, b.node("Dropout", "drop").inputs(in(b, "x", 2, 5))
        .attr("ratio", 0.3f).output()));
    float[][] bounds = {{0, 6}, {-1, 1}, {0.25f, 0.5f}};
    for (float[] bound : bounds) {
      add("clip_" + bound[0] + "_" + bound[1], b -> out(b, b.node("Clip", "clip")
          .inputs(in(b, "x", 2, 4), b.floats("lo", new float[] {bound[0]}),
              b.floats("hi", new float[] {bound[1]})).output()));
    }
    add("clip_lower_only", b -> out(b, b.node("Clip", "clip").inputs(in(b, "x", 2, 4),
        b.floats("lo", new float[] {0f})).output()));
    add("clip_no_bounds", b -> out(b, b.node("Clip", "clip").inputs(in(b, "x", 2, 4))
        .output()));
    add("clip_opset7_attributes", 7, b -> out(b, b.node("Clip", "clip")
        .inputs(in(b, "x", 3, 2)).attr("min", 0f).attr("max", 6f).output()));
    add("div_by_constant", b -> out(b, b.node("Div", "div").inputs(in(b, "x", 2, 3),
        b.floats("c", new float[] {2f, 4f, 0.5f}, 3)).output()));
    add("div_by_input", b -> out(b, b.node("Div", "div").inputs(in(b, "x", 2, 3),
        b.weight("c", 1, 2, 2, 3)).output()));
    add("hardswish", 14, b -> out(b, b.node("HardSwish", "hs").inputs(in(b, "x", 2, 8))
        .output()));
    add("hardsigmoid_mul", b -> {
      String x = in(b, "x", 3, 5);
      out(b, b.node("Mul", "mul").inputs(x, b.node("HardSigmoid", "hsig").inputs(x)
          .attr("alpha", 0.2f).attr("beta", 0.5f).output()).output());
    });
    add("silu", b -> {
      String x = in(b, "x", 2, 6);
      out(b, b.node("Mul", "mul").inputs(x, b.node("Sigmoid", "sig").inputs(x).output())
          .output());
    });
    add("constant_arithmetic", b -> {
      String c = b.node("Add", "add").inputs(b.weight("p", 3), b.weight("q", 3)).output();
      String d = b.node("Sqrt", "sqrt").inputs(b.node("Mul", "sq").inputs(c, c).output())
          .output();
      out(b, b.node("Mul", "mul").inputs(in(b, "x", 2, 3), d).output());
    });
    add("leaky_tanh_exp", b -> out(b, b.node("Exp", "exp").inputs(b.node("Tanh", "tanh")
        .inputs(b.node("LeakyRelu", "lr").inputs(in(b, "x", 4, 4)).output()).output())
        .output()));
  }

  private void shapes() {
    add("shape_gather_concat_reshape", b -> {
      String x = in(b, "x", 2, 3, 4);
      String s = b.node("Shape", "shape").inputs(x).output();
      String n = b.node("Gather", "gather").inputs(s, b.ints("zero", 0)).output();
      String shape = b.node("Concat", "concat").inputs(n, b.ints("rest", -1)).attr("axis", 0L)
          .output();
      out(b, b.node("Reshape", "reshape").inputs(x, shape).output());
    });
    add("flatten_gemm", b -> out(b, b.node("Gemm", "fc").inputs(b.node("Flatten", "flat")
        .inputs(in(b, "x", 2, 2, 3)).output(), b.weight("w", 6, 4)).output()));
    add("flatten_axis2", b -> out(b, b.node("Flatten", "flat").inputs(in(b, "x", 2, 2, 3, 2))
        .attr("axis", 2L).output()));
    add("squeeze_unsqueeze", b -> {
      String u = b.node("Unsqueeze", "u").inputs(in(b, "x", 3, 4), b.ints("ax", 0, 3))
          .output();
      out(b, b.node("Squeeze", "sq").inputs(b.node("Relu", "r").inputs(u).output(),
          b.ints("ax2", 0)).output());
    });
    add("squeeze_opset11", 11, b -> out(b, b.node("Squeeze", "sq")
        .inputs(in(b, "x", 1, 4, 1)).output()));
    add("cast_constant_of_shape", b -> {
      String s = b.node("ConstantOfShape", "cos").inputs(b.ints("shape", 2, 3)).output();
      String c = b.node("Cast", "cast").inputs(b.ints("ints", 1, 2, 3))
          .attr("to", (long) DataType.FLOAT.code()).output();
      out(b, b.node("Add", "add").inputs(b.node("Add", "a1").inputs(in(b, "x", 2, 3), s)
          .output(), c).output());
    });
    add("transpose_slice_concat", b -> {
      String x = in(b, "x", 4, 6);
      String t = b.node("Transpose", "t").inputs(x).ints("perm", 1, 0).output();
      String s = b.node("Slice", "s").inputs(t, b.ints("st", 1), b.ints("en", 5),
          b.ints("ax", 0)).output();
      out(b, b.node("Concat", "c").inputs(s, b.weight("w", 4, 4)).attr("axis", 0L).output());
    });
    add("split_pad", b -> {
      List<String> parts = b.node("Split", "split").inputs(in(b, "x", 2, 6), b.ints("sz", 2, 4))
          .attr("axis", 1L).outputs(2);
      out(b, parts.get(0));
      out(b, b.node("Pad", "pad").inputs(parts.get(1), b.ints("pads", 0, 1, 1, 0)).output());
    });
    add("legacy_softmax", 11, b -> out(b, b.node("Softmax", "sm").inputs(in(b, "x", 2, 3, 4))
        .attr("axis", 1L).output()));
    add("resize_nearest", b -> out(b, b.node("Resize", "rs").inputs(in(b, "x", 1, 2, 3, 3),
        b.floats("roi", new float[0], 0), b.floats("sc", new float[] {1, 1, 2, 2}, 4))
        .output()));
    add("reduce_mean_sum", 18, b -> {
      String m = b.node("ReduceMean", "rm").inputs(in(b, "x", 2, 3, 4), b.ints("ax", 2))
          .output();
      out(b, b.node("ReduceSum", "rs").inputs(m, b.ints("ax2", 1)).attr("keepdims", 0L)
          .output());
    });
    add("gather_constant_table", b -> out(b, b.node("Add", "add").inputs(in(b, "x", 2, 3),
        b.node("Gather", "g").inputs(b.weight("table", 4, 3), b.ints("idx", 3, 0)).output())
        .output()));
  }

  private void networks() {
    add("mlp", b -> {
      String h = b.node("Relu", "r").inputs(b.node("Gemm", "fc1").inputs(in(b, "x", 2, 8),
          b.weight("w1", 16, 8), b.weight("b1", 16)).attr("transB", 1L).output()).output();
      out(b, b.node("Softmax", "sm").inputs(b.node("Gemm", "fc2").inputs(h,
          b.weight("w2", 16, 4), b.weight("b2", 4)).output()).output());
    });
    add("lenet_like", b -> {
      String c = b.node("Relu", "r1").inputs(conv(b, in(b, "x", 1, 1, 8, 8), "c1", 1, 4, 3,
          true, 1)).output();
      String p = b.node("MaxPool", "p1").inputs(c).ints("kernel_shape", 2, 2)
          .ints("strides", 2, 2).output();
      String f = b.node("Flatten", "f").inputs(p).output();
      out(b, b.node("Gemm", "fc").inputs(f, b.weight("w", 64, 3), b.weight("b", 3)).output());
    });
    add("mobilenet_block", b -> {
      String x = in(b, "x", 1, 4, 6, 6);
      String e = b.node("HardSwish", "hs").inputs(batchNorm(b, conv(b, x, "pw", 4, 8, 1,
          false, 1), "bn1", 8)).output();
      String d = b.node("Relu", "r").inputs(batchNorm(b, conv(b, e, "dw", 8, 8, 3, false, 8),
          "bn2", 8)).output();
      String g = b.node("GlobalAveragePool", "gap").inputs(d).output();
      out(b, b.node("Mul", "se").inputs(d, b.node("HardSigmoid", "hsig").inputs(g)
          .output()).output());
    }, 14);
    add("pool_chain", b -> {
      String x = in(b, "x", 1, 2, 9, 9);
      String m = b.node("MaxPool", "mp").inputs(x).ints("kernel_shape", 3, 3)
          .ints("strides", 2, 2).attr("ceil_mode", 1L).output();
      out(b, b.node("AveragePool", "ap").inputs(m).ints("kernel_shape", 2, 2)
          .ints("pads", 1, 1, 1, 1).output());
    });
    add("lrn_global_max", b -> out(b, b.node("GlobalMaxPool", "gmp").inputs(b.node("LRN", "lrn")
        .inputs(in(b, "x", 1, 5, 3, 3)).attr("size", 3L).output()).output()));
    Network yolo = new YoloBlock();
    models.add(new Model(yolo.name(), yolo::build));
  }

  private void add(String name, Consumer<OnnxModelBuilder> body, long opset) {
    add(name, opset, body);
  }
}
