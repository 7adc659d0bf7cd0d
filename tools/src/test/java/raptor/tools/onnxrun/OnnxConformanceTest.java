package raptor.tools.onnxrun;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.transforms.OnnxShapeInferencePass;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.OpBuilder;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * Conformance on ONNX's own node tests ({@code shared/onnx/node}) and the real models
 * ({@code shared/onnx/models}): every case whose operators are all supported imports, verifies,
 * shape-infers to the shapes of its {@code output_K.pb}, and its onnxruntime outputs match the
 * stored ones (atol 1e-7, rtol 1e-3 for node tests; atol 1e-5, rtol 1e-3 for models). Inputs
 * that give shapes (integer inputs, and the small float {@code scales} of Resize) are bound as
 * constants of the first data set before inference, as a compiler binds them. A case that fails
 * names the missing feature; the cases known to fail are listed in {@link #KNOWN_FAILURES} with
 * their reason and must keep failing. Skipped, saying so, when the shared folder is absent.
 */
class OnnxConformanceTest {
  /** The operators of the supported list. */
  private static final Set<String> SUPPORTED = Set.of("Add", "Sub", "Mul", "Div", "Sum", "Max",
      "Min", "Relu", "LeakyRelu", "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Softmax",
      "Clip", "Sqrt", "Pow", "Exp", "Gemm", "MatMul", "Conv", "BatchNormalization", "MaxPool",
      "AveragePool", "GlobalAveragePool", "GlobalMaxPool", "ReduceMean", "ReduceSum", "LRN",
      "Flatten", "Reshape", "Transpose", "Concat", "Split", "Slice", "Gather", "Squeeze",
      "Unsqueeze", "Pad", "Resize", "Shape", "Constant", "ConstantOfShape", "Identity",
      "Dropout", "Cast");

  /** Cases that fail for a known reason (the missing feature), by case name. */
  private static final Map<String, String> KNOWN_FAILURES = Map.ofEntries(
      Map.entry("test_add_uint16", "onnxruntime's Java API cannot pass uint16 tensors"),
      Map.entry("test_add_uint64", "onnxruntime's Java API cannot pass uint64 tensors"),
      Map.entry("test_div_uint16", "onnxruntime's Java API cannot pass uint16 tensors"),
      Map.entry("test_div_uint32", "onnxruntime's Java API cannot pass uint32 tensors"),
      Map.entry("test_mul_uint32", "onnxruntime's Java API cannot pass uint32 tensors"),
      Map.entry("test_mul_uint64", "onnxruntime's Java API cannot pass uint64 tensors"),
      Map.entry("test_sub_uint32", "onnxruntime's Java API cannot pass uint32 tensors"),
      Map.entry("test_sub_uint64", "onnxruntime's Java API cannot pass uint64 tensors"),
      Map.entry("test_max_uint64", "onnxruntime's Java API cannot pass uint64 tensors"),
      Map.entry("test_max_int16", "onnxruntime has no int16 kernel of Max"),
      Map.entry("test_max_uint16", "onnxruntime has no uint16 kernel of Max"),
      Map.entry("test_batchnorm_epsilon_training_mode", "BatchNormalization in training mode"),
      Map.entry("test_batchnorm_example_training_mode", "BatchNormalization in training mode"),
      Map.entry("test_maxpool_with_argmax_2d_precomputed_strides", "MaxPool's Indices output"),
      Map.entry("test_identity_opt", "optional types"),
      Map.entry("test_training_dropout", "Dropout in training mode (a random mask)"),
      Map.entry("test_training_dropout_default", "Dropout in training mode (a random mask)"),
      Map.entry("test_training_dropout_mask", "Dropout in training mode (a random mask)"));

  private static final ConformanceRun RUN = new ConformanceRun("ONNX conformance");

  @TestFactory
  Stream<DynamicTest> nodeTestsAndModels() throws IOException {
    return RUN.tests((suite, dir) -> runCase(dir, suite.equals("node") ? 1e-7 : 1e-5));
  }

  @AfterAll
  static void printSummary() {
    RUN.printSummary();
  }

  private static void runCase(Path dir, double atol) throws Exception {
    String name = dir.getFileName().toString();
    OnnxModel model = OnnxReader.read(dir.resolve("model.onnx"));
    String unsupported = unsupportedOp(model);
    if (unsupported != null) {
      RUN.skip(name, "outside the list: " + unsupported,
          "uses " + unsupported + ", outside the supported list");
    }
    RUN.check(name, failure(dir, model, atol), KNOWN_FAILURES.containsKey(name));
  }

  private static String unsupportedOp(OnnxModel model) {
    for (OnnxNode node : model.graph().nodes()) {
      if (!node.domain().isEmpty() && !node.domain().equals("ai.onnx")
          || !SUPPORTED.contains(node.opType())) {
        return node.opType();
      }
    }
    return null;
  }

  /** {@return why the case fails, or null when it passes} */
  private static String failure(Path dir, OnnxModel model, double atol) throws Exception {
    Path data = dir.resolve("test_data_set_0");
    List<RawTensor> inputs;
    List<RawTensor> expected;
    try {
      inputs = TensorProtoFiles.read(data, "input");
      expected = TensorProtoFiles.read(data, "output");
    } catch (ReferenceException e) {
      return "test data: " + e.diagnostic();
    }
    FrontEnd.Imported imported;
    try {
      imported = FrontEnd.importModel(dir.resolve("model.onnx"), inputShapes(model, inputs));
    } catch (OnnxException e) {
      return "import: " + e.getMessage();
    }
    bindShapeInputs(imported, inputs);
    List<String> errors = FrontEnd.run(imported, new OnnxShapeInferencePass());
    if (!errors.isEmpty()) {
      return "shape inference: " + errors.get(0);
    }
    List<Type> types = FrontEnd.resultTypes(imported);
    for (int i = 0; i < expected.size(); i++) {
      long[] inferred = FrontEnd.staticShape(types.get(i));
      if (inferred == null || !Arrays.equals(inferred, expected.get(i).shape())) {
        return "shape inference: output " + i + " is " + types.get(i) + ", expected "
            + RawTensor.shapeText(expected.get(i).shape());
      }
    }
    List<RawTensor> actual;
    try (ReferenceSession session = ReferenceSession.open(dir.resolve("model.onnx"))) {
      actual = session.run(named(inputs, session.inputs()));
    } catch (ReferenceException e) {
      return "onnxruntime: " + e.getMessage();
    }
    try {
      Closeness.assertClose(expected, actual, atol, 1e-3, "onnxruntime");
    } catch (AssertionError e) {
      return e.getMessage();
    }
    return null;
  }

  /** {@return the shapes of the test data, which fix the model's symbolic dimensions} */
  private static ImportOptions inputShapes(OnnxModel model, List<RawTensor> inputs) {
    ImportOptions options = ImportOptions.DEFAULT;
    Set<String> initializers = new HashSet<>();
    model.graph().initializers().forEach(t -> initializers.add(t.name()));
    int k = 0;
    for (OnnxValueInfo input : model.graph().inputs()) {
      if (initializers.contains(input.name()) || k >= inputs.size()) {
        continue;
      }
      options = options.withInputShape(input.name(), boxed(inputs.get(k++).shape()));
    }
    return options;
  }

  /** Inputs without a name take the graph input's name at their position. */
  private static List<RawTensor> named(List<RawTensor> inputs, List<TensorSpec> specs) {
    List<RawTensor> named = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      RawTensor t = inputs.get(i);
      named.add(!t.name().isEmpty() || i >= specs.size() ? t
          : new RawTensor(specs.get(i).name(), t.elementType(), t.shape(), t.data()));
    }
    return named;
  }

  /**
   * Replaces the uses of each argument that gives shapes (an integer tensor, or a float tensor
   * of at most 8 elements feeding Resize) by an {@code onnx.Constant} of its test data.
   */
  private static void bindShapeInputs(FrontEnd.Imported imported, List<RawTensor> inputs) {
    FuncFuncOp main = null;
    for (Operation op : imported.module().body().ops()) {
      if (op instanceof FuncFuncOp func && func.symName().equals("main_graph")) {
        main = func;
      }
    }
    List<BlockArgument> arguments = main.body().firstBlock().arguments();
    OpBuilder builder = new OpBuilder(imported.context());
    builder.setInsertionPointToStart(main.body().firstBlock());
    for (int i = 0; i < Math.min(arguments.size(), inputs.size()); i++) {
      BlockArgument argument = arguments.get(i);
      RawTensor data = inputs.get(i);
      boolean resizeScales = !data.elementType().isFloat() || data.elementCount() <= 8
          && argument.users().stream().anyMatch(u -> u.name().equals("onnx.Resize"));
      if (!(argument.type() instanceof ShapedType shaped) || !resizeScales) {
        continue;
      }
      RankedTensorType type = RankedTensorType.of(boxed(data.shape()), shaped.elementType());
      OnnxConstantOp constant = OnnxConstantOp.create(builder, main.location(), type,
          DenseElementsAttr.ofRaw(type, data.data()));
      argument.replaceAllUsesWith(constant.output());
    }
  }

  private static List<Long> boxed(long[] values) {
    List<Long> list = new ArrayList<>();
    for (long value : values) {
      list.add(value);
    }
    return list;
  }
}
