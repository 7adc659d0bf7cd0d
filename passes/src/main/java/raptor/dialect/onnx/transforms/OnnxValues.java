package raptor.dialect.onnx.transforms;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/** What the ONNX graph passes ask of values: static shapes, element types and constants. */
final class OnnxValues {
  private OnnxValues() {
  }

  /** {@return whether {@code value} is an absent optional operand ({@code onnx.NoValue})} */
  static boolean isNone(Value value) {
    return value.type() instanceof NoneType;
  }

  /** {@return the static shape of {@code value}, or {@code null} when it has none} */
  static long[] staticShape(Value value) {
    return value.type() instanceof ShapedType shaped && shaped.hasStaticShape()
        ? shape(shaped.shape()) : null;
  }

  /** {@return the element type of a tensor {@code value}, or {@code null}} */
  static Type elementType(Value value) {
    return value.type() instanceof ShapedType shaped ? shaped.elementType() : null;
  }

  /** {@return the elements of the constant {@code value} is, or {@code null}} */
  static DenseElementsAttr constantAttr(Value value) {
    return value.definingOp() instanceof OnnxConstantOp constant
        && constant.valueAttr() instanceof DenseElementsAttr dense ? dense : null;
  }

  /** {@return the value of the constant {@code value} is, or {@code null}} */
  static ConstTensor constant(Value value) {
    DenseElementsAttr attr = constantAttr(value);
    return attr == null ? null : ConstTensor.of(attr);
  }

  /** {@return the integer elements of the constant {@code value}, or {@code null}} */
  static long[] constantInts(Value value) {
    ConstTensor tensor = constant(value);
    return tensor == null || tensor.isFloat() ? null : tensor.ints();
  }

  /** {@return the single float value of a one-element constant, or {@code null}} */
  static Double scalarFloat(Value value) {
    ConstTensor tensor = constant(value);
    return tensor == null || tensor.size() != 1 ? null : tensor.doubleAt(0);
  }

  /** {@return the ranked tensor type of {@code shape} and {@code elementType}} */
  static RankedTensorType tensor(long[] shape, Type elementType) {
    List<Long> dims = new ArrayList<>(shape.length);
    for (long dim : shape) {
      dims.add(dim);
    }
    return RankedTensorType.of(dims, elementType);
  }

  /** {@return {@code dims} as an array} */
  static long[] shape(List<Long> dims) {
    long[] shape = new long[dims.size()];
    for (int i = 0; i < shape.length; i++) {
      shape[i] = dims.get(i);
    }
    return shape;
  }

  /** {@return the elements of an integer list attribute, or {@code null} when absent} */
  static long[] longs(ArrayAttr array) {
    if (array == null) {
      return null;
    }
    long[] values = new long[array.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = ((IntegerAttr) array.get(i)).longValue();
    }
    return values;
  }
}
