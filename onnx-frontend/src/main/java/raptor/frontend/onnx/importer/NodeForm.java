package raptor.frontend.onnx.importer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;

/**
 * One ONNX node in the form of its {@code onnx} dialect op: the op name, the operands (graph
 * values by name, constants the normalization introduced, or absent) and the attributes.
 */
final class NodeForm {
  /** An operand of the op. */
  sealed interface Input permits Ref, Use, Const, Absent {
  }

  /** The graph value named {@code name}. */
  record Ref(String name) implements Input {
  }

  /** A value the importer made itself. */
  record Use(raptor.ir.Value value) implements Input {
  }

  /** A constant made from an attribute of an older opset. */
  record Const(DenseElementsAttr value) implements Input {
  }

  /** An absent optional operand ({@code onnx.NoValue}). */
  record Absent() implements Input {
  }

  static final Absent ABSENT = new Absent();

  String opName;
  final List<Input> inputs = new ArrayList<>();
  final Map<String, Attribute> attributes = new LinkedHashMap<>();

  NodeForm(String opName) {
    this.opName = opName;
  }

  /** Sets operand {@code index} to {@code input}, padding with absent operands before it. */
  void setInput(int index, Input input) {
    while (inputs.size() <= index) {
      inputs.add(ABSENT);
    }
    inputs.set(index, input);
  }
}
