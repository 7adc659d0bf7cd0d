package raptor.tools.onnxrun;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtLoggingLevel;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An onnxruntime session on one {@code .onnx} file: the numerical reference of the ONNX front
 * end. It runs single-threaded on the CPU with onnxruntime's default graph optimizations, and
 * exchanges tensors as {@link RawTensor}s. Every failure is a {@link ReferenceException} located
 * at the model file.
 */
public final class ReferenceSession implements AutoCloseable {
  private final String location;
  private final OrtEnvironment environment;
  private final OrtSession session;
  private final List<TensorSpec> inputs;
  private final List<TensorSpec> outputs;

  private ReferenceSession(String location, OrtEnvironment environment, OrtSession session)
      throws OrtException {
    this.location = location;
    this.environment = environment;
    this.session = session;
    this.inputs = specs(session.getInputInfo());
    this.outputs = specs(session.getOutputInfo());
  }

  /**
   * {@return a session on the model in {@code model}}
   *
   * @throws ReferenceException when the file is missing or onnxruntime cannot load it
   */
  public static ReferenceSession open(Path model) throws ReferenceException {
    String location = model.toString();
    if (!Files.exists(model)) {
      throw new ReferenceException(location, "no such file");
    }
    if (!Files.isRegularFile(model)) {
      throw new ReferenceException(location, "not a regular file");
    }
    OrtEnvironment environment = environment(location);
    try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
      options.setIntraOpNumThreads(1);
      options.setInterOpNumThreads(1);
      options.setSessionLogLevel(OrtLoggingLevel.ORT_LOGGING_LEVEL_ERROR);
      OrtSession session = environment.createSession(model.toString(), options);
      try {
        return new ReferenceSession(location, environment, session);
      } catch (OrtException e) {
        session.close();
        throw e;
      }
    } catch (OrtException e) {
      throw new ReferenceException(location, "onnxruntime cannot load the model: "
          + message(e));
    }
  }

  private static OrtEnvironment environment(String location) throws ReferenceException {
    try {
      return OrtEnvironment.getEnvironment(OrtLoggingLevel.ORT_LOGGING_LEVEL_ERROR, "raptor");
    } catch (LinkageError | IllegalStateException e) {
      throw new ReferenceException(location, "onnxruntime cannot start on this machine: "
          + e.getMessage());
    }
  }

  /** {@return the graph inputs, in the model's order} */
  public List<TensorSpec> inputs() {
    return inputs;
  }

  /** {@return the graph outputs, in the model's order} */
  public List<TensorSpec> outputs() {
    return outputs;
  }

  /**
   * {@return the outputs of one run on {@code arguments}, in the model's order}
   *
   * @param arguments one tensor per graph input, matched by name
   * @throws ReferenceException when an argument is missing or does not fit, or the run fails
   */
  public List<RawTensor> run(List<RawTensor> arguments) throws ReferenceException {
    Map<String, RawTensor> byName = new HashMap<>();
    for (RawTensor argument : arguments) {
      byName.put(argument.name(), argument);
    }
    Map<String, OnnxTensor> feeds = new LinkedHashMap<>();
    try {
      for (TensorSpec input : inputs) {
        feeds.put(input.name(), tensor(input, byName.get(input.name())));
      }
      try (OrtSession.Result result = session.run(feeds)) {
        List<RawTensor> values = new ArrayList<>();
        for (int i = 0; i < outputs.size(); i++) {
          values.add(rawTensor(outputs.get(i).name(), result.get(i)));
        }
        return values;
      }
    } catch (OrtException e) {
      throw new ReferenceException(location, "onnxruntime failed to run the model: "
          + message(e));
    } finally {
      OnnxValue.close(feeds);
    }
  }

  private OnnxTensor tensor(TensorSpec input, RawTensor argument)
      throws ReferenceException, OrtException {
    if (argument == null) {
      throw new ReferenceException(location, "no value for input '" + input.name() + "'");
    }
    if (argument.elementType() != input.elementType()) {
      throw new ReferenceException(location, "input '" + input.name() + "' is "
          + input.elementTypeText() + ", the value given is "
          + argument.elementType().manifestName());
    }
    if (input.elementType().javaType() == null) {
      throw new ReferenceException(location, "input '" + input.name() + "' is "
          + input.elementTypeText() + ", which onnxruntime's Java API cannot pass");
    }
    if (!fits(input.shape(), argument.shape())) {
      throw new ReferenceException(location, "input '" + input.name() + "' has shape "
          + input.shapeText() + ", the value given has shape "
          + RawTensor.shapeText(argument.shape()));
    }
    ByteBuffer data = ByteBuffer.allocateDirect(argument.data().length)
        .order(ByteOrder.nativeOrder());
    data.put(reordered(argument.data(), argument.elementType().byteSize())).rewind();
    return OnnxTensor.createTensor(environment, data, argument.shape(),
        input.elementType().javaType());
  }

  private RawTensor rawTensor(String name, OnnxValue value) throws ReferenceException {
    if (!(value instanceof OnnxTensor tensor)) {
      throw new ReferenceException(location, "output '" + name + "' is a "
          + value.getType() + ", not a tensor");
    }
    TensorInfo info = tensor.getInfo();
    ElementType type = ElementType.fromOnnxruntime(info.onnxType);
    if (type == null) {
      throw new ReferenceException(location, "output '" + name + "' has element type "
          + info.onnxType + ", which has no raw form here");
    }
    ByteBuffer buffer = tensor.getByteBuffer();
    byte[] data = new byte[buffer.remaining()];
    buffer.get(data);
    return new RawTensor(name, type, info.getShape(), reordered(data, type.byteSize()));
  }

  private static boolean fits(long[] declared, long[] given) {
    if (declared.length != given.length) {
      return false;
    }
    for (int d = 0; d < declared.length; d++) {
      if (declared[d] >= 0 && declared[d] != given[d]) {
        return false;
      }
    }
    return true;
  }

  /** {@return {@code data} converted between little-endian and native order (its own inverse)} */
  private static byte[] reordered(byte[] data, int elementSize) {
    if (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN || elementSize == 1) {
      return data;
    }
    byte[] swapped = new byte[data.length];
    for (int at = 0; at < data.length; at += elementSize) {
      for (int b = 0; b < elementSize; b++) {
        swapped[at + b] = data[at + elementSize - 1 - b];
      }
    }
    return swapped;
  }

  private static List<TensorSpec> specs(Map<String, NodeInfo> infos) {
    List<TensorSpec> specs = new ArrayList<>();
    for (NodeInfo node : infos.values()) {
      if (node.getInfo() instanceof TensorInfo info) {
        specs.add(new TensorSpec(node.getName(), ElementType.fromOnnxruntime(info.onnxType),
            info.getShape(), dimensionNames(info)));
      } else {
        specs.add(new TensorSpec(node.getName(), null, new long[0], new String[0]));
      }
    }
    return specs;
  }

  private static String[] dimensionNames(TensorInfo info) {
    String[] names = info.getDimensionNames();
    String[] clean = new String[info.getShape().length];
    for (int d = 0; d < clean.length; d++) {
      clean[d] = names == null || d >= names.length || names[d] == null ? "" : names[d];
    }
    return clean;
  }

  private static String message(OrtException e) {
    String text = e.getMessage() == null ? e.getCode().toString() : e.getMessage();
    return text.strip();
  }

  @Override
  public void close() {
    try {
      session.close();
    } catch (OrtException e) {
      throw new IllegalStateException("onnxruntime failed to close a session: " + message(e), e);
    }
  }
}
