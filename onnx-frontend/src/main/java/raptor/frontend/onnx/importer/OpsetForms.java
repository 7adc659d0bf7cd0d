package raptor.frontend.onnx.importer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.Type;

/**
 * Brings a node of any supported opset into the latest form of its operator, the one the
 * {@code onnx} dialect defines: Clip bounds (before 11), Pad pads and value (before 11), Slice
 * bounds (before 10), Split sizes, Squeeze and Unsqueeze axes (before 13), ReduceSum axes
 * (before 13), ReduceMean axes (before 18) and Dropout's ratio (before 12) move from attributes
 * to constant operands; opset 10's Resize gets its absent operands and the coordinate mapping it
 * used; MaxPool and BatchNormalization become onnx-mlir's single-output ops. Softmax before 13
 * is expanded by the importer itself.
 */
final class OpsetForms {
  /** The ONNX operators the dialect holds. */
  static final Set<String> SUPPORTED = Set.of("Add", "Sub", "Mul", "Div", "Sum", "Max", "Min",
      "Relu", "LeakyRelu", "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Softmax", "Clip",
      "Sqrt", "Pow", "Exp", "Gemm", "MatMul", "Conv", "BatchNormalization", "MaxPool",
      "AveragePool", "GlobalAveragePool", "GlobalMaxPool", "ReduceMean", "ReduceSum", "LRN",
      "Flatten", "Reshape", "Transpose", "Concat", "Split", "Slice", "Gather", "Squeeze",
      "Unsqueeze", "Pad", "Resize", "Shape", "Constant", "ConstantOfShape", "Identity",
      "Dropout", "Cast");

  private final OnnxNode node;
  private final long opset;
  private final Function<String, Type> elementTypeOf;
  private final NodeForm form;
  private final Set<String> consumed = new HashSet<>();

  private OpsetForms(OnnxNode node, long opset, Function<String, Type> elementTypeOf) {
    this.node = node;
    this.opset = opset;
    this.elementTypeOf = elementTypeOf;
    this.form = new NodeForm("onnx." + node.opType());
  }

  /**
   * {@return the dialect form of {@code node}}
   *
   * @param opset the version of the default operator set
   * @param elementTypeOf the element type of a graph value by name, or null when unknown
   */
  static NodeForm of(OnnxNode node, long opset, Function<String, Type> elementTypeOf)
      throws ImportError {
    OpsetForms forms = new OpsetForms(node, opset, elementTypeOf);
    for (String input : node.inputs()) {
      forms.form.inputs.add(input.isEmpty() ? NodeForm.ABSENT : new NodeForm.Ref(input));
    }
    forms.normalize();
    for (OnnxAttribute attribute : node.attributes()) {
      if (!forms.consumed.contains(attribute.name())) {
        forms.form.attributes.put(attribute.name(), convert(attribute));
      }
    }
    return forms.form;
  }

  private void normalize() throws ImportError {
    switch (node.opType()) {
      case "Clip" -> {
        if (opset < 11) {
          Type element = inputElementType();
          attributeToScalar("min", 1, element);
          attributeToScalar("max", 2, element);
        }
      }
      case "Pad" -> {
        if (opset < 11) {
          attributeToInts("pads", 1);
          attributeToScalar("value", 2, inputElementType());
        }
      }
      case "Slice" -> {
        if (opset < 10) {
          attributeToInts("starts", 1);
          attributeToInts("ends", 2);
          attributeToInts("axes", 3);
        }
      }
      case "Split", "Squeeze", "Unsqueeze", "ReduceSum" -> {
        if (opset < 13) {
          attributeToInts(node.opType().equals("Split") ? "split" : "axes", 1);
        }
      }
      case "ReduceMean" -> {
        if (opset < 18) {
          attributeToInts("axes", 1);
        }
      }
      case "Dropout" -> {
        if (opset < 12) {
          attributeToScalar("ratio", 1, FloatType.F32);
        }
      }
      case "Resize" -> {
        if (opset < 11) {
          resize10();
        }
      }
      case "MaxPool" -> form.opName = "onnx.MaxPoolSingleOut";
      case "BatchNormalization" -> batchNormalization();
      case "Cast" -> cast();
      case "Constant" -> constant();
      default -> {
      }
    }
  }

  /** Opset 10's Resize(X, scales): asymmetric coordinates, floor for nearest. */
  private void resize10() {
    NodeForm.Input scales = form.inputs.size() > 1 ? form.inputs.get(1) : NodeForm.ABSENT;
    form.setInput(1, NodeForm.ABSENT);
    form.setInput(2, scales);
    form.attributes.put("coordinate_transformation_mode", StringAttr.of("asymmetric"));
    form.attributes.put("nearest_mode", StringAttr.of("floor"));
  }

  private void batchNormalization() throws ImportError {
    form.opName = "onnx.BatchNormalizationInferenceMode";
    if (intAttribute("spatial", 1) != 1) {
      throw new ImportError("BatchNormalization with spatial = 0 is not supported");
    }
    if (intAttribute("training_mode", 0) != 0) {
      throw new ImportError("BatchNormalization in training mode is not supported");
    }
  }

  private void cast() throws ImportError {
    long code = intAttribute("to", -1);
    DataType target = DataType.ofCode(code);
    Type type = target == null ? null : OnnxTypes.toIr(target);
    if (type == null) {
      throw new ImportError("attribute 'to' is " + code + ", not a supported element type");
    }
    form.attributes.put("to", type);
  }

  /** Every form of Constant becomes a dense {@code value}. */
  private void constant() throws ImportError {
    if (node.attributes().size() != 1) {
      throw new ImportError("Constant needs exactly one value attribute, but has "
          + node.attributes().size());
    }
    OnnxAttribute attribute = node.attributes().get(0);
    consumed.add(attribute.name());
    DenseElementsAttr value = switch (attribute.name() + ":" + attribute.value().typeName()) {
      case "value:TENSOR" -> DenseTensors.of(((OnnxAttribute.TensorValue) attribute.value())
          .value());
      case "value_float:FLOAT" -> DenseTensors.scalar(FloatType.F32,
          ((OnnxAttribute.FloatValue) attribute.value()).value());
      case "value_int:INT" -> DenseElementsAttr.ofLongs(
          RankedTensorType.of(List.of(), IntegerType.I64),
          ((OnnxAttribute.IntValue) attribute.value()).value());
      case "value_ints:INTS" -> DenseTensors.i64(
          ((OnnxAttribute.IntsValue) attribute.value()).values());
      case "value_floats:FLOATS" -> floats(
          ((OnnxAttribute.FloatsValue) attribute.value()).values());
      default -> throw new ImportError("Constant attribute '" + attribute.name() + "' of type "
          + attribute.value().typeName() + " is not supported");
    };
    form.attributes.put("value", value);
  }

  // ---- Attribute to operand ----

  private void attributeToInts(String name, int index) throws ImportError {
    OnnxAttribute.IntsValue ints = take(name, OnnxAttribute.IntsValue.class);
    if (ints != null) {
      form.setInput(index, new NodeForm.Const(DenseTensors.i64(ints.values())));
    }
  }

  private void attributeToScalar(String name, int index, Type element) throws ImportError {
    OnnxAttribute.FloatValue value = take(name, OnnxAttribute.FloatValue.class);
    if (value == null) {
      return;
    }
    if (!(element instanceof FloatType)) {
      throw new ImportError("attribute '" + name + "' needs a floating-point input");
    }
    form.setInput(index, new NodeForm.Const(DenseTensors.scalar(element, value.value())));
  }

  /**
   * {@return the value of attribute {@code name}, consumed, or null when the node has none}
   *
   * @throws ImportError when the attribute has another type than {@code kind}
   */
  private <T extends OnnxAttribute.Value> T take(String name, Class<T> kind)
      throws ImportError {
    OnnxAttribute attribute = node.attribute(name).orElse(null);
    if (attribute == null) {
      return null;
    }
    consumed.add(name);
    if (!kind.isInstance(attribute.value())) {
      String expected = kind.getSimpleName().replace("Value", "").toUpperCase(Locale.ROOT);
      throw new ImportError("attribute '" + name + "' must be " + expected + ", but is "
          + attribute.value().typeName());
    }
    return kind.cast(attribute.value());
  }

  private Type inputElementType() {
    Type type = node.inputs().isEmpty() ? null : elementTypeOf.apply(node.inputs().get(0));
    return type == null ? FloatType.F32 : type;
  }

  /** {@return the consumed INT attribute {@code name}, or {@code fallback} when absent} */
  private long intAttribute(String name, long fallback) throws ImportError {
    OnnxAttribute.IntValue value = take(name, OnnxAttribute.IntValue.class);
    return value == null ? fallback : value.value();
  }

  private static DenseElementsAttr floats(List<Float> values) {
    double[] array = new double[values.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = values.get(i);
    }
    return DenseElementsAttr.ofDoubles(
        RankedTensorType.of(List.of((long) array.length), FloatType.F32), array);
  }

  // ---- Generic attributes ----

  /** {@return the dialect attribute of {@code attribute}, as onnx-mlir types it} */
  static Attribute convert(OnnxAttribute attribute) throws ImportError {
    OnnxAttribute.Value value = attribute.value();
    if (value instanceof OnnxAttribute.IntValue i) {
      return IntegerAttr.of(IntegerType.signed(64), i.value());
    }
    if (value instanceof OnnxAttribute.FloatValue f) {
      return FloatAttr.of(FloatType.F32, f.value());
    }
    if (value instanceof OnnxAttribute.StringValue s) {
      return StringAttr.of(s.text());
    }
    if (value instanceof OnnxAttribute.IntsValue ints) {
      List<Attribute> elements = new ArrayList<>();
      for (long element : ints.values()) {
        elements.add(IntegerAttr.of(IntegerType.I64, element));
      }
      return new ArrayAttr(elements);
    }
    if (value instanceof OnnxAttribute.TensorValue t) {
      return DenseTensors.of(t.value());
    }
    throw new ImportError("attribute '" + attribute.name() + "' has type " + value.typeName()
        + ", which the onnx dialect does not take");
  }
}
