package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.frontend.onnx.build.SharedOnnxData;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.frontend.onnx.proto.OnnxWriter;

/**
 * Conformance through the simulator: ONNX's node tests ({@code shared/onnx/node}) whose
 * operators the front end lowers to Spatial, and the real models ({@code shared/onnx/models}),
 * compiled by {@code raptor-run}'s pipeline (the passes of {@code raptor-compile}), simulated on
 * the first input of their first data set and compared with its stored outputs
 * ({@code raptor-run --test-data}, |diff| <= 1e-3 + 1e-5 |expected|). Every graph input but the
 * first is a weight, a bias or a shape: it is bound as an initializer holding its stored value,
 * so that the crossbars can hold it. The cases known to fail are listed with their reason in
 * {@link #KNOWN_FAILURES} and must keep failing; a summary with the pass count is printed.
 * Skipped, saying so, when the shared folder is absent.
 */
class SimulatedConformanceTest {
  /** The operators {@code convert-onnx-to-spatial} lowers or {@code onnx-prepare} removes. */
  private static final Set<String> LOWERED = Set.of("Add", "Sub", "Mul", "Div", "Sum", "Relu",
      "LeakyRelu", "Sigmoid", "HardSigmoid", "Tanh", "Softmax", "Clip", "Gemm", "MatMul", "Conv",
      "BatchNormalization", "MaxPool", "AveragePool", "GlobalAveragePool", "GlobalMaxPool",
      "ReduceMean", "LRN", "Flatten", "Reshape", "Transpose", "Concat", "Split", "Slice",
      "Gather", "Squeeze", "Unsqueeze", "Resize", "Constant", "Identity", "Dropout");

  /** The target of the node tests: small crossbars, so that most weights are tiled. */
  private static final String[] NODE_TARGET = {"--core-count=8", "--crossbar-size=16",
      "--crossbar-count=16"};

  /** The target of the models: enough crossbars for their weights. */
  private static final String[] MODEL_TARGET = {"--core-count=64", "--crossbar-size=64",
      "--crossbar-count=32"};

  /** Cases that fail for a known reason, by suite and case name. */
  private static final Map<String, String> KNOWN_FAILURES = Map.ofEntries();

  private static final Map<String, String> OUTCOMES = new TreeMap<>();

  @TempDir
  static Path scratch;

  @TestFactory
  Stream<DynamicTest> nodeTestsAndModels() throws IOException {
    Optional<Path> shared = SharedOnnxData.onnxFolder();
    Assumptions.assumeTrue(shared.isPresent(), "shared ONNX test data not found (set"
        + " RAPTOR_SHARED_DIR or place it at ../shared): simulated conformance skipped");
    List<DynamicTest> tests = new ArrayList<>();
    for (String suite : List.of("node", "models")) {
      Path root = shared.get().resolve(suite);
      if (!Files.isDirectory(root)) {
        continue;
      }
      String[] target = suite.equals("node") ? NODE_TARGET : MODEL_TARGET;
      try (Stream<Path> cases = Files.list(root)) {
        cases.filter(dir -> Files.isRegularFile(dir.resolve("model.onnx"))).sorted()
            .forEach(dir -> tests.add(DynamicTest.dynamicTest(suite + "/" + dir.getFileName(),
                () -> runCase(suite + "/" + dir.getFileName(), dir, target))));
      }
    }
    return tests.stream();
  }

  @AfterAll
  static void printSummary() {
    if (OUTCOMES.isEmpty()) {
      return;
    }
    Map<String, Integer> counts = new TreeMap<>();
    OUTCOMES.values().forEach(o -> counts.merge(o.split(":")[0], 1, Integer::sum));
    System.out.println("Simulated ONNX conformance: " + counts + " of " + OUTCOMES.size()
        + " cases");
    OUTCOMES.forEach((name, outcome) -> {
      if (!outcome.equals("pass")) {
        System.out.println("  " + name + ": " + outcome);
      }
    });
  }

  private static void runCase(String name, Path dir, String[] target) throws Exception {
    OnnxModel model = OnnxReader.read(dir.resolve("model.onnx"));
    String outside = outsideOp(model);
    if (outside != null) {
      OUTCOMES.put(name, "outside: " + outside);
      Assumptions.abort("uses " + outside + ", which the front end does not lower");
    }
    Path data = dir.resolve("test_data_set_0");
    List<OnnxValueInfo> runtime = runtimeInputs(model);
    OnnxTensor first = OnnxReader.readTensor(data.resolve("input_0.pb"));
    if (runtime.isEmpty() || first.dataType() != DataType.FLOAT) {
      OUTCOMES.put(name, "outside: no float32 data input");
      Assumptions.abort("its first input is not a float32 tensor");
    }
    Path folder = Files.createTempDirectory(scratch, "case");
    Path bound = folder.resolve("model.onnx");
    OnnxWriter.write(bindWeights(model, runtime, data), bound);
    String failure = failure(bound, data, target);
    OUTCOMES.put(name, failure == null ? "pass" : "fail: " + failure);
    String known = KNOWN_FAILURES.get(name);
    if (known != null) {
      assertTrue(failure != null, name + " passes now: remove it from KNOWN_FAILURES");
      return;
    }
    assertEquals(null, failure, name);
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

  /** {@return why raptor-run does not pass {@code model} on {@code data}, or null} */
  private static String failure(Path model, Path data, String[] target) {
    List<String> args = new ArrayList<>(List.of(model.toString(), "--test-data=" + data));
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
