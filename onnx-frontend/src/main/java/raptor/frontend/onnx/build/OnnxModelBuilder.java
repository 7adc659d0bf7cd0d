package raptor.frontend.onnx.build;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.frontend.onnx.proto.OnnxWriter;

/**
 * Builds an ONNX model node by node, with weights drawn from a seeded generator, and writes it
 * as {@code .onnx}. The same calls with the same seed give the same bytes.
 *
 * <pre>{@code
 * OnnxModelBuilder b = new OnnxModelBuilder(13, 42);
 * String x = b.input("x", DataType.FLOAT, 1, 3, 8, 8);
 * String w = b.weight("w", 4, 3, 3, 3);
 * String y = b.node("Conv", "conv1").inputs(x, w).ints("pads", 1, 1, 1, 1).output();
 * b.output(y, DataType.FLOAT, 1, 4, 8, 8);
 * b.write(Path.of("conv.onnx"));
 * }</pre>
 */
public final class OnnxModelBuilder {
  private final long opset;
  private final SplittableRandom random;
  private final List<OnnxNode> nodes = new ArrayList<>();
  private final List<OnnxTensor> initializers = new ArrayList<>();
  private final List<OnnxValueInfo> inputs = new ArrayList<>();
  private final List<OnnxValueInfo> outputs = new ArrayList<>();
  private final Set<String> names = new HashSet<>();
  private long irVersion;

  /** A builder of a model importing {@code opset} of the default domain, weights from {@code seed}. */
  public OnnxModelBuilder(long opset, long seed) {
    this.opset = opset;
    this.random = new SplittableRandom(seed);
    this.irVersion = irVersionOf(opset);
  }

  /** {@return the opset the model imports} */
  public long opset() {
    return opset;
  }

  /** Sets the IR version written (by default the one ONNX released with the opset). */
  public OnnxModelBuilder irVersion(long version) {
    this.irVersion = version;
    return this;
  }

  // ---- Graph inputs and outputs ----

  /** Adds a graph input of static shape {@code dims}; {@return its name} */
  public String input(String name, DataType type, long... dims) {
    inputs.add(OnnxValueInfo.tensor(claim(name), type, dimsOf(dims)));
    return name;
  }

  /** Adds a graph input with the given (possibly symbolic) dimensions; {@return its name} */
  public String input(String name, DataType type, List<Dim> dims) {
    inputs.add(OnnxValueInfo.tensor(claim(name), type, dims));
    return name;
  }

  /** Declares {@code name} a graph output of static shape {@code dims}. */
  public OnnxModelBuilder output(String name, DataType type, long... dims) {
    outputs.add(OnnxValueInfo.tensor(name, type, dimsOf(dims)));
    return this;
  }

  /** Declares {@code name} a graph output of known element type and unknown shape. */
  public OnnxModelBuilder output(String name, DataType type) {
    outputs.add(OnnxValueInfo.tensor(name, type, null));
    return this;
  }

  // ---- Initializers ----

  /** Adds a float initializer of uniform random values in [-1, 1); {@return its name} */
  public String weight(String name, long... dims) {
    long count = count(dims);
    ByteBuffer data = ByteBuffer.allocate(Math.toIntExact(count * 4))
        .order(ByteOrder.LITTLE_ENDIAN);
    for (long i = 0; i < count; i++) {
      data.putFloat((float) (random.nextDouble() * 2 - 1));
    }
    return initializer(OnnxTensor.of(name, DataType.FLOAT, boxed(dims), data.flip()));
  }

  /** Adds a float initializer of uniform random values in [low, high); {@return its name} */
  public String weight(String name, double low, double high, long... dims) {
    long count = count(dims);
    ByteBuffer data = ByteBuffer.allocate(Math.toIntExact(count * 4))
        .order(ByteOrder.LITTLE_ENDIAN);
    for (long i = 0; i < count; i++) {
      data.putFloat((float) (low + random.nextDouble() * (high - low)));
    }
    return initializer(OnnxTensor.of(name, DataType.FLOAT, boxed(dims), data.flip()));
  }

  /** Adds a 1-D int64 initializer (shapes, axes, pads); {@return its name} */
  public String ints(String name, long... values) {
    return initializer(Tensors.int64(name, values));
  }

  /** Adds a float initializer of the given values and shape; {@return its name} */
  public String floats(String name, float[] values, long... dims) {
    return initializer(Tensors.float32(name, values, dims));
  }

  /** Adds {@code tensor} as an initializer; {@return its name} */
  public String initializer(OnnxTensor tensor) {
    claim(tensor.name());
    initializers.add(tensor);
    return tensor.name();
  }

  // ---- Nodes ----

  /** Starts a node of {@code opType} named {@code name}; finish it with {@code output(s)}. */
  public NodeBuilder node(String opType, String name) {
    return new NodeBuilder(this, opType, name);
  }

  /** Starts a node of {@code opType} named {@code OpType_N}. */
  public NodeBuilder node(String opType) {
    return node(opType, opType + "_" + nodes.size());
  }

  /** Adds a finished node; called by {@link NodeBuilder}. */
  void add(OnnxNode node) {
    for (String output : node.outputs()) {
      if (!output.isEmpty()) {
        claim(output);
      }
    }
    nodes.add(node);
  }

  // ---- Results ----

  /** {@return the model built so far} */
  public OnnxModel build() {
    OnnxGraph graph = new OnnxGraph("main_graph", nodes, initializers, inputs, outputs,
        List.of());
    return new OnnxModel(irVersion, Map.of("", opset), "raptor", "0.1", graph);
  }

  /** {@return the {@code .onnx} bytes of the model} */
  public byte[] toBytes() {
    return OnnxWriter.toBytes(build());
  }

  /** Writes the model to {@code file}. */
  public void write(Path file) throws OnnxException {
    OnnxWriter.write(build(), file);
  }

  // ---- Helpers ----

  private String claim(String name) {
    if (!names.add(name)) {
      throw new IllegalArgumentException("the model already defines '" + name + "'");
    }
    return name;
  }

  private static List<Dim> dimsOf(long[] dims) {
    List<Dim> list = new ArrayList<>();
    for (long dim : dims) {
      list.add(Dim.of(dim));
    }
    return list;
  }

  static List<Long> boxed(long[] dims) {
    List<Long> list = new ArrayList<>();
    for (long dim : dims) {
      list.add(dim);
    }
    return list;
  }

  private static long count(long[] dims) {
    long count = 1;
    for (long dim : dims) {
      count = Math.multiplyExact(count, dim);
    }
    return count;
  }

  /** The IR version ONNX released with {@code opset} (the newest a runtime of that era reads). */
  static long irVersionOf(long opset) {
    if (opset <= 8) {
      return 3;
    }
    if (opset <= 10) {
      return opset - 5;
    }
    if (opset == 11) {
      return 6;
    }
    if (opset <= 14) {
      return 7;
    }
    if (opset <= 18) {
      return 8;
    }
    if (opset <= 20) {
      return 9;
    }
    return opset <= 22 ? 10 : 11;
  }
}
