package raptor.dialect.onnx.transforms;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;

/**
 * The value of a constant tensor for folding: its shape, its element type and its elements in
 * row-major order, as longs for integer element types and as doubles for float ones (exactly
 * one of the two arrays is set). Reading and writing {@link DenseElementsAttr}s costs
 * O(elements).
 *
 * @param shape the dimension sizes
 * @param elementType an integer or float type
 * @param ints the elements of an integer tensor, or {@code null}
 * @param floats the elements of a float tensor, or {@code null}
 */
record ConstTensor(long[] shape, Type elementType, long[] ints, double[] floats) {
  /** {@return a float tensor} */
  static ConstTensor ofFloats(long[] shape, Type elementType, double[] values) {
    return new ConstTensor(shape, elementType, null, values);
  }

  /** {@return an integer tensor} */
  static ConstTensor ofInts(long[] shape, Type elementType, long[] values) {
    return new ConstTensor(shape, elementType, values, null);
  }

  /** {@return the value of {@code attr}, or {@code null} for element types we do not fold} */
  static ConstTensor of(DenseElementsAttr attr) {
    Type type = attr.elementType();
    if (!(type instanceof IntegerType || type instanceof FloatType)) {
      return null;
    }
    long[] shape = OnnxValues.shape(attr.type().shape());
    int count = Math.toIntExact(attr.numElements());
    int bytes = DenseElementsAttr.storageBytes(type);
    ByteBuffer raw = attr.rawBuffer();
    boolean splat = attr.isSplat();
    if (type instanceof FloatType floatType) {
      double[] values = new double[count];
      for (int i = 0; i < count; i++) {
        values[i] = readFloat(raw, floatType, splat ? 0 : i * bytes);
      }
      return ofFloats(shape, type, values);
    }
    long[] values = new long[count];
    for (int i = 0; i < count; i++) {
      values[i] = readInt(raw, (IntegerType) type, splat ? 0 : i * bytes, bytes);
    }
    return ofInts(shape, type, values);
  }

  private static double readFloat(ByteBuffer raw, FloatType type, int at) {
    return switch (type) {
      case F32 -> raw.getFloat(at);
      case F64 -> raw.getDouble(at);
      case F16 -> new FloatAttr(type, BigInteger.valueOf(raw.getShort(at) & 0xFFFF))
          .doubleValue();
      case BF16 -> Float.intBitsToFloat((raw.getShort(at) & 0xFFFF) << 16);
      default -> throw new IllegalArgumentException("no folding of " + type);
    };
  }

  private static long readInt(ByteBuffer raw, IntegerType type, int at, int bytes) {
    long value = 0;
    for (int b = bytes - 1; b >= 0; b--) {
      value = (value << 8) | (raw.get(at + b) & 0xFF);
    }
    int width = IntegerAttr.bitWidth(type);
    if (width < 64 && !IntegerAttr.readsUnsigned(type) && width > 1) {
      value = (value << (64 - width)) >> (64 - width);
    }
    return value;
  }

  /** {@return whether the elements are floats} */
  boolean isFloat() {
    return floats != null;
  }

  /** {@return the number of elements} */
  int size() {
    return isFloat() ? floats.length : ints.length;
  }

  /** {@return element {@code i} as a double} */
  double doubleAt(int i) {
    return isFloat() ? floats[i] : ints[i];
  }

  /** {@return element {@code i} as a long (floats truncated)} */
  long longAt(int i) {
    return isFloat() ? (long) floats[i] : ints[i];
  }

  /** {@return the tensor type} */
  RankedTensorType type() {
    return OnnxValues.tensor(shape, elementType);
  }

  /** {@return the same elements with another shape} */
  ConstTensor reshaped(long[] newShape) {
    return new ConstTensor(newShape, elementType, ints, floats);
  }

  /**
   * {@return the elements picked at {@code sources} (indices into this tensor), as a tensor of
   * {@code newShape}}
   */
  ConstTensor gathered(long[] newShape, int[] sources) {
    if (isFloat()) {
      double[] values = new double[sources.length];
      for (int i = 0; i < sources.length; i++) {
        values[i] = floats[sources[i]];
      }
      return ofFloats(newShape, elementType, values);
    }
    long[] values = new long[sources.length];
    for (int i = 0; i < sources.length; i++) {
      values[i] = ints[sources[i]];
    }
    return ofInts(newShape, elementType, values);
  }

  /** {@return the elements converted to {@code type}, rounded as the type stores them} */
  ConstTensor cast(Type type) {
    int n = size();
    if (type instanceof FloatType) {
      double[] values = new double[n];
      for (int i = 0; i < n; i++) {
        values[i] = doubleAt(i);
      }
      return ofFloats(shape, type, values);
    }
    long[] values = new long[n];
    int width = IntegerAttr.bitWidth(type);
    for (int i = 0; i < n; i++) {
      long value = isFloat() ? (long) floats[i] : ints[i];
      values[i] = width == 1 ? (doubleAt(i) != 0 ? 1 : 0) : value;
    }
    return ofInts(shape, type, values);
  }

  /** {@return the dense attribute holding these elements, each rounded to the element type} */
  DenseElementsAttr toAttr() {
    RankedTensorType type = type();
    if (elementType == FloatType.F16 || elementType == FloatType.BF16) {
      return DenseElementsAttr.ofDoubles(type, floats);
    }
    int bytes = DenseElementsAttr.storageBytes(elementType);
    ByteBuffer raw = DenseElementsAttr.allocateStorage(Math.multiplyExact(size(), bytes));
    for (int i = 0; i < size(); i++) {
      if (elementType == FloatType.F32) {
        raw.putFloat((float) floats[i]);
      } else if (elementType == FloatType.F64) {
        raw.putDouble(floats[i]);
      } else {
        for (int b = 0; b < bytes; b++) {
          raw.put((byte) (ints[i] >>> (8 * b)));
        }
      }
    }
    return DenseElementsAttr.ofBuffer(type, raw.flip());
  }

  /** {@return the strides of a row-major layout of {@code shape}} */
  static long[] strides(long[] shape) {
    long[] strides = new long[shape.length];
    long stride = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = stride;
      stride *= shape[i];
    }
    return strides;
  }

  /** {@return whether every tensor of {@code tensors} holds floats} */
  static boolean allFloat(List<ConstTensor> tensors) {
    return tensors.stream().allMatch(ConstTensor::isFloat);
  }
}
