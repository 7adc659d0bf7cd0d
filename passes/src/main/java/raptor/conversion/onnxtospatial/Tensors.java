package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.OnnxNoValueOp;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;

/** Shapes and constant contents of the values an ONNX op reads. */
final class Tensors {
  private Tensors() {
  }

  /** {@return whether {@code value} is absent: the result of {@code onnx.NoValue}} */
  static boolean isNone(Value value) {
    return value instanceof OpResult result && result.owner() instanceof OnnxNoValueOp;
  }

  /** {@return whether {@code value} is an {@code onnx.Constant}} */
  static boolean isConstant(Value value) {
    return value instanceof OpResult result && result.owner() instanceof OnnxConstantOp;
  }

  /**
   * {@return the static shape of {@code value}}
   *
   * @throws LoweringException when it is not a statically shaped tensor
   */
  static long[] shape(Operation op, Value value) throws LoweringException {
    if (value.type() instanceof RankedTensorType type) {
      long[] shape = new long[type.shape().size()];
      for (int i = 0; i < shape.length; i++) {
        shape[i] = type.shape().get(i);
        if (shape[i] == ShapedType.DYNAMIC) {
          throw new LoweringException(op, "requires static shapes (run onnx-prepare first)");
        }
      }
      return shape;
    }
    throw new LoweringException(op, "requires ranked tensors (run onnx-prepare first)");
  }

  /**
   * {@return the f32 shape of a runtime operand}
   *
   * @throws LoweringException when it is not a statically shaped f32 tensor
   */
  static long[] floatShape(Operation op, Value value) throws LoweringException {
    long[] shape = shape(op, value);
    if (((RankedTensorType) value.type()).elementType() != FloatType.F32) {
      throw new LoweringException(op, "supports only f32 tensors, got " + value.type());
    }
    return shape;
  }

  /** {@return the number of elements of {@code shape}} */
  static long count(long[] shape) {
    long count = 1;
    for (long dim : shape) {
      count *= dim;
    }
    return count;
  }

  /** {@return the row-major strides of {@code shape}} */
  static long[] strides(long[] shape) {
    long[] strides = new long[shape.length];
    long stride = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = stride;
      stride *= shape[i];
    }
    return strides;
  }

  /** {@return the f32 tensor type of {@code shape}} */
  static RankedTensorType f32(long... shape) {
    List<Long> dims = new ArrayList<>();
    for (long dim : shape) {
      dims.add(dim);
    }
    return RankedTensorType.of(dims, FloatType.F32);
  }

  /**
   * {@return the elements of the constant {@code value} as floats, row-major}
   *
   * @throws LoweringException when it is not a float or integer {@code onnx.Constant}
   */
  static float[] floats(Operation op, Value value, String what) throws LoweringException {
    DenseElementsAttr attr = attr(op, value, what);
    if (attr.elementType() == FloatType.F32) {
      return attr.f32Values();
    }
    int count = Math.toIntExact(attr.numElements());
    if (count > 0 && !(attr.elementType() instanceof IntegerType)) {
      throw new LoweringException(op, "requires " + what + " of f32 elements, got "
          + attr.elementType());
    }
    float[] values = new float[count];
    for (int i = 0; i < count; i++) {
      values[i] = attr.intValue(attr.isSplat() ? 0 : i).floatValue();
    }
    return values;
  }

  /**
   * {@return the elements of the integer constant {@code value}}
   *
   * @throws LoweringException when it is not an integer {@code onnx.Constant}
   */
  static long[] ints(Operation op, Value value, String what) throws LoweringException {
    DenseElementsAttr attr = attr(op, value, what);
    if (!(attr.elementType() instanceof IntegerType)) {
      throw new LoweringException(op, "requires " + what + " of integer elements");
    }
    long[] values = new long[Math.toIntExact(attr.numElements())];
    for (int i = 0; i < values.length; i++) {
      values[i] = attr.intValue(attr.isSplat() ? 0 : i).longValueExact();
    }
    return values;
  }

  private static DenseElementsAttr attr(Operation op, Value value, String what)
      throws LoweringException {
    if (value instanceof OpResult result && result.owner() instanceof OnnxConstantOp constant
        && constant.valueAttr() instanceof DenseElementsAttr dense) {
      return dense;
    }
    throw new LoweringException(op, "requires " + what + " to be a compile-time constant");
  }

  /** {@return {@code values} broadcast (numpy rules) from {@code from} to {@code to}} */
  static float[] broadcast(float[] values, long[] from, long[] to) {
    float[] out = new float[Math.toIntExact(count(to))];
    long[] fromStrides = strides(from);
    int offset = to.length - from.length;
    long[] index = new long[to.length];
    for (int i = 0; i < out.length; i++) {
      long source = 0;
      for (int d = offset; d < to.length; d++) {
        long dim = from[d - offset];
        source += (dim == 1 ? 0 : index[d]) * fromStrides[d - offset];
      }
      out[i] = values[(int) source];
      for (int d = to.length - 1; d >= 0 && ++index[d] == to[d]; d--) {
        index[d] = 0;
      }
    }
    return out;
  }
}
