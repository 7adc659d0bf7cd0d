package raptor.frontend.onnx.build;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;

/**
 * One node under construction: its inputs and attributes; {@link #output()} or {@link
 * #outputs(int)} adds it to the model and names its outputs after the node.
 */
public final class NodeBuilder {
  private final OnnxModelBuilder model;
  private final String opType;
  private final String name;
  private final List<String> inputs = new ArrayList<>();
  private final List<OnnxAttribute> attributes = new ArrayList<>();

  NodeBuilder(OnnxModelBuilder model, String opType, String name) {
    this.model = model;
    this.opType = opType;
    this.name = name;
  }

  /** Appends inputs by name; {@code ""} is an absent optional input. */
  public NodeBuilder inputs(String... names) {
    inputs.addAll(List.of(names));
    return this;
  }

  /** Sets the INT attribute {@code attr}. */
  public NodeBuilder attr(String attr, long value) {
    return add(attr, new OnnxAttribute.IntValue(value));
  }

  /** Sets the FLOAT attribute {@code attr}. */
  public NodeBuilder attr(String attr, float value) {
    return add(attr, new OnnxAttribute.FloatValue(value));
  }

  /** Sets the STRING attribute {@code attr}. */
  public NodeBuilder attr(String attr, String value) {
    return add(attr, new OnnxAttribute.StringValue(value.getBytes(StandardCharsets.UTF_8)));
  }

  /** Sets the TENSOR attribute {@code attr}. */
  public NodeBuilder attr(String attr, OnnxTensor value) {
    return add(attr, new OnnxAttribute.TensorValue(value));
  }

  /** Sets the INTS attribute {@code attr}. */
  public NodeBuilder ints(String attr, long... values) {
    return add(attr, new OnnxAttribute.IntsValue(OnnxModelBuilder.boxed(values)));
  }

  /** Sets the FLOATS attribute {@code attr}. */
  public NodeBuilder floats(String attr, float... values) {
    List<Float> list = new ArrayList<>();
    for (float value : values) {
      list.add(value);
    }
    return add(attr, new OnnxAttribute.FloatsValue(list));
  }

  /** Adds the node with one output, named like the node; {@return the output's name} */
  public String output() {
    return outputs(1).get(0);
  }

  /** Adds the node with {@code count} outputs, {@code NAME} then {@code NAME_1} ...; {@return them} */
  public List<String> outputs(int count) {
    List<String> outputs = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      outputs.add(i == 0 ? name : name + "_" + i);
    }
    return outputs(outputs.toArray(String[]::new));
  }

  /** Adds the node with the outputs {@code names}; {@return them} */
  public List<String> outputs(String... names) {
    model.add(new OnnxNode(name, opType, "", inputs, List.of(names), attributes));
    return List.of(names);
  }

  private NodeBuilder add(String attr, OnnxAttribute.Value value) {
    attributes.add(new OnnxAttribute(attr, value));
    return this;
  }
}
