package raptor.frontend.onnx.model;

import java.util.List;

/**
 * A {@code GraphProto}: nodes in the order of the file, initializers, and the declared inputs,
 * outputs and intermediate values.
 *
 * @param name {@code name}
 * @param nodes {@code node}
 * @param initializers {@code initializer}
 * @param inputs {@code input}
 * @param outputs {@code output}
 * @param valueInfo {@code value_info}
 */
public record OnnxGraph(String name, List<OnnxNode> nodes, List<OnnxTensor> initializers,
    List<OnnxValueInfo> inputs, List<OnnxValueInfo> outputs, List<OnnxValueInfo> valueInfo) {
  public OnnxGraph {
    nodes = List.copyOf(nodes);
    initializers = List.copyOf(initializers);
    inputs = List.copyOf(inputs);
    outputs = List.copyOf(outputs);
    valueInfo = List.copyOf(valueInfo);
  }
}
