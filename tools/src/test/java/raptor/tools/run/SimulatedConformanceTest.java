package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.frontend.onnx.proto.OnnxWriter;
import raptor.tools.onnxrun.ConformanceRun;

/**
 * Conformance through the simulator: ONNX's node tests ({@code shared/onnx/node}) whose
 * operators the front end lowers to Spatial, and the real models ({@code shared/onnx/models}),
 * compiled by {@code raptor-run}'s pipeline (the passes of {@code raptor-compile}, the IR
 * verified after each), simulated on the first input of their first data set and compared with
 * its stored outputs ({@code raptor-run --test-data}, |diff| <= 1e-3 + 1e-5 |expected|). Every
 * graph input but the first is a weight, a bias or a shape: it is bound as an initializer
 * holding its stored value, so that the crossbars can hold it. The cases known to fail are
 * listed with their reason in {@link #KNOWN_FAILURES} and must keep failing for it; a summary
 * with the pass count is printed. Skipped, saying so, when the shared folder is absent.
 */
class SimulatedConformanceTest {
  /**
   * The operators {@code convert-onnx-to-spatial} lowers, or {@code onnx-prepare} folds or
   * decomposes into them.
   */
  private static final Set<String> LOWERED = Set.of("Add", "Sub", "Mul", "Div", "Sum", "Relu",
      "LeakyRelu", "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Softmax", "Clip", "Gemm",
      "MatMul", "Conv", "BatchNormalization", "MaxPool", "AveragePool", "GlobalAveragePool",
      "GlobalMaxPool", "ReduceMean", "LRN", "Flatten", "Reshape", "Transpose", "Concat", "Split",
      "Slice", "Gather", "Squeeze", "Unsqueeze", "Resize", "Shape", "Cast", "Constant",
      "Identity", "Dropout");

  /** The target of the node tests: small crossbars, so that most weights are tiled. */
  private static final String[] NODE_TARGET = {"--core-count=8", "--crossbar-size=16",
      "--crossbar-count=16"};

  /** The target of the models: enough crossbars for their weights. */
  private static final String[] MODEL_TARGET = {"--core-count=64", "--crossbar-size=64",
      "--crossbar-count=32"};

  /**
   * Models larger than this many bytes (ppocr-cls-mobile-v2, about ten minutes on a loaded
   * two-core machine) run only with {@code -Draptor.conformance.large=true}.
   */
  private static final long LARGE_MODEL_BYTES = 256 << 10;

  private static final boolean LARGE = Boolean.getBoolean("raptor.conformance.large");

  /** Cases that fail for a known reason: case name to a part of the diagnostic. */
  private static final Map<String, String> KNOWN_FAILURES = knownFailures(
      known("supports only 2-D windows over NCHW tensors",
          "node/test_averagepool_1d_default",
          "node/test_averagepool_3d_dilations_large_count_include_pad_is_0_ceil_mode_is_False",
          "node/test_averagepool_3d_dilations_large_count_include_pad_is_0_ceil_mode_is_True",
          "node/test_averagepool_3d_dilations_large_count_include_pad_is_1_ceil_mode_is_True",
          "node/test_averagepool_3d_dilations_small",
          "node/test_maxpool_1d_default",
          "node/test_maxpool_3d_default",
          "node/test_maxpool_3d_dilations_use_ref_impl",
          "node/test_maxpool_3d_dilations_use_ref_impl_large"),
      known("BatchNormalization in training mode is not supported",
          "node/test_batchnorm_epsilon_training_mode",
          "node/test_batchnorm_example_training_mode"),
      known("program: has no cores",
          "node/test_clip_default_inbounds",
          "node/test_dropout_default",
          "node/test_dropout_default_old",
          "node/test_dropout_default_ratio",
          "node/test_identity",
          "node/test_sum_one_input"),
      known("is not a static float32 tensor",
          "node/test_dropout_default_mask",
          "node/test_maxpool_with_argmax_2d_precomputed_strides",
          "node/test_shape",
          "node/test_shape_clip_end",
          "node/test_shape_end_1",
          "node/test_shape_end_negative_1",
          "node/test_shape_start_1",
          "node/test_shape_start_1_end_2",
          "node/test_shape_start_greater_than_end",
          "node/test_shape_start_negative_1",
          "node/test_training_dropout_mask"),
      known("onnx.MatMul supports only a 1-D or 2-D constant right-hand side",
          "node/test_matmul_1d_3d",
          "node/test_matmul_3d",
          "node/test_matmul_4d",
          "node/test_matmul_bcast"),
      known("onnx.Resize supports only mode \"nearest\"",
          "node/test_resize_downsample_scales_cubic",
          "node/test_resize_downsample_scales_cubic_A_n0p5_exclude_outside",
          "node/test_resize_downsample_scales_cubic_antialias",
          "node/test_resize_downsample_scales_linear",
          "node/test_resize_downsample_scales_linear_antialias",
          "node/test_resize_downsample_scales_linear_half_pixel_symmetric",
          "node/test_resize_downsample_sizes_cubic",
          "node/test_resize_downsample_sizes_cubic_antialias",
          "node/test_resize_downsample_sizes_linear_pytorch_half_pixel",
          "node/test_resize_tf_crop_and_resize",
          "node/test_resize_tf_crop_and_resize_axes_3_2",
          "node/test_resize_tf_crop_and_resize_extrapolation_value",
          "node/test_resize_upsample_scales_cubic_A_n0p5_exclude_outside",
          "node/test_resize_upsample_scales_cubic_align_corners",
          "node/test_resize_upsample_scales_linear",
          "node/test_resize_upsample_scales_linear_align_corners",
          "node/test_resize_upsample_sizes_cubic"),
      known("onnx.Dropout is not supported by convert-onnx-to-spatial",
          "node/test_training_dropout",
          "node/test_training_dropout_default",
          "node/test_training_dropout_zero_ratio"));

  private static final ConformanceRun RUN = new ConformanceRun("Simulated ONNX conformance");

  /** The missing feature a group of cases needs, and their names. */
  private record Known(String reason, String... cases) {
  }

  private static Known known(String reason, String... cases) {
    return new Known(reason, cases);
  }

  private static Map<String, String> knownFailures(Known... groups) {
    Map<String, String> map = new TreeMap<>();
    for (Known group : groups) {
      for (String name : group.cases()) {
        map.put(name, group.reason());
      }
    }
    return map;
  }

  @TempDir
  static Path scratch;

  @TestFactory
  Stream<DynamicTest> nodeTestsAndModels() throws IOException {
    return RUN.tests((suite, dir) -> runCase(suite + "/" + dir.getFileName(), dir,
        suite.equals("node") ? NODE_TARGET : MODEL_TARGET));
  }

  @AfterAll
  static void printSummary() {
    RUN.printSummary();
  }

  private static void runCase(String name, Path dir, String[] target) throws Exception {
    if (!LARGE && Files.size(dir.resolve("model.onnx")) > LARGE_MODEL_BYTES) {
      RUN.skip(name, "large: run with -Draptor.conformance.large=true", "a large model");
    }
    OnnxModel model = OnnxReader.read(dir.resolve("model.onnx"));
    String outside = outsideOp(model);
    if (outside != null) {
      RUN.skip(name, "outside: " + outside, "uses " + outside + ", which is not lowered");
    }
    Path data = dir.resolve("test_data_set_0");
    List<OnnxValueInfo> runtime = runtimeInputs(model);
    if (runtime.isEmpty() || !isFloatTensor(data.resolve("input_0.pb"))) {
      RUN.skip(name, "outside: no float32 data input", "its first input is not float32");
    }
    Path folder = Files.createTempDirectory(scratch, "case");
    Path bound = folder.resolve("model.onnx");
    OnnxWriter.write(bindWeights(model, runtime, data), bound);
    String failure = failure(bound, data, target, shapeOf(runtime.get(0).name(),
        OnnxReader.readTensor(data.resolve("input_0.pb"))));
    String known = KNOWN_FAILURES.get(name);
    RUN.check(name, failure, known != null);
    if (known != null) {
      assertTrue(failure.contains(known), name + " fails otherwise than known: " + failure);
    }
  }

  private static boolean isFloatTensor(Path file) {
    try {
      return OnnxReader.readTensor(file).dataType() == DataType.FLOAT;
    } catch (OnnxException e) {
      return false;
    }
  }

  private static String outsideOp(OnnxModel model) {
    for (OnnxNode node : model.graph().nodes()) {
      if (!node.domain().isEmpty() && !node.domain().equals("ai.onnx")
          || !LOWERED.contains(node.opType())) {
        return node.opType();
      }
    }
    return null;
  }

  /** {@return the graph inputs that no initializer gives} */
  private static List<OnnxValueInfo> runtimeInputs(OnnxModel model) {
    Set<String> initialized = new HashSet<>();
    model.graph().initializers().forEach(t -> initialized.add(t.name()));
    return model.graph().inputs().stream().filter(i -> !initialized.contains(i.name())).toList();
  }

  /** {@return {@code model} with every runtime input but the first an initializer of its data} */
  private static OnnxModel bindWeights(OnnxModel model, List<OnnxValueInfo> runtime, Path data)
      throws Exception {
    OnnxGraph graph = model.graph();
    List<OnnxTensor> initializers = new ArrayList<>(graph.initializers());
    List<OnnxValueInfo> inputs = new ArrayList<>(graph.inputs());
    for (int k = 1; k < runtime.size(); k++) {
      initializers.add(OnnxReader.readTensor(data.resolve("input_" + k + ".pb"))
          .withName(runtime.get(k).name()));
      inputs.remove(runtime.get(k));
    }
    return new OnnxModel(model.irVersion(), model.opsets(), model.producerName(),
        model.producerVersion(), new OnnxGraph(graph.name(), graph.nodes(), initializers,
            inputs, graph.outputs(), graph.valueInfo()));
  }

  /** {@return the {@code --onnx-input-shape} that gives input {@code name} the shape of its data} */
  private static String shapeOf(String name, OnnxTensor data) {
    return "--onnx-input-shape=" + name + ":" + data.dims().stream().map(String::valueOf)
        .collect(Collectors.joining("x"));
  }

  /** {@return why raptor-run does not pass {@code model} on {@code data}, or null} */
  private static String failure(Path model, Path data, String[] target, String inputShape) {
    List<String> args = new ArrayList<>(List.of(model.toString(), "--test-data=" + data,
        inputShape, "--verify-each"));
    args.addAll(List.of(target));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = RaptorRun.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    String verdict = out.toString(StandardCharsets.UTF_8).strip();
    if (status == 0 && verdict.startsWith("PASS")) {
      return null;
    }
    String errors = err.toString(StandardCharsets.UTF_8).strip();
    String first = errors.isEmpty() ? verdict : errors.lines().findFirst().orElse("");
    int error = first.indexOf("error: ");
    return error >= 0 ? first.substring(error + "error: ".length()) : first;
  }
}
