package raptor.frontend.onnx.model;

import java.util.List;
import java.util.Optional;

/**
 * A {@code NodeProto}: one operator application. An empty input name is an absent optional
 * input.
 *
 * @param name {@code name}, possibly empty
 * @param opType {@code op_type}
 * @param domain {@code domain}; empty for the standard operators
 * @param inputs {@code input}
 * @param outputs {@code output}
 * @param attributes {@code attribute}
 */
public record OnnxNode(String name, String opType, String domain, List<String> inputs,
    List<String> outputs, List<OnnxAttribute> attributes) {
  public OnnxNode {
    inputs = List.copyOf(inputs);
    outputs = List.copyOf(outputs);
    attributes = List.copyOf(attributes);
  }

  /** {@return the attribute named {@code attrName}, if present} */
  public Optional<OnnxAttribute> attribute(String attrName) {
    for (OnnxAttribute attribute : attributes) {
      if (attribute.name().equals(attrName)) {
        return Optional.of(attribute);
      }
    }
    return Optional.empty();
  }

  /** {@return the name diagnostics use: the node name, else its first output, else the op type} */
  public String displayName() {
    if (!name.isEmpty()) {
      return name;
    }
    return outputs.isEmpty() || outputs.get(0).isEmpty() ? opType : outputs.get(0);
  }
}
