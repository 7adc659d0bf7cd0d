package raptor.tools.onnxrun;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;

/**
 * A named dense tensor as exchanged with onnxruntime and stored on disk: its elements in
 * row-major order, each in little-endian bytes (booleans one byte, 0 or 1).
 *
 * @param name the graph input or output name
 * @param elementType the element type
 * @param shape the dimension sizes, all {@code >= 0}; empty for a scalar
 * @param data the elements, {@code elementCount() * elementType.byteSize()} bytes
 */
public record RawTensor(String name, ElementType elementType, long[] shape, byte[] data) {
  /** Checks that the data holds exactly the elements of the shape. */
  public RawTensor {
    shape = shape.clone();
    long bytes = elementCount(shape) * elementType.byteSize();
    if (bytes != data.length) {
      throw new IllegalArgumentException("tensor '" + name + "' of shape " + shapeText(shape)
          + " needs " + bytes + " bytes of " + elementType.manifestName() + ", got "
          + data.length);
    }
  }

  /** {@return the dimension sizes (a copy)} */
  @Override
  public long[] shape() {
    return shape.clone();
  }

  /** {@return the number of elements} */
  public long elementCount() {
    return elementCount(shape);
  }

  /**
   * {@return element {@code index} as a double: floats widened, integers converted (an unsigned
   * 64-bit value above {@code Long.MAX_VALUE} approximately), booleans 0 or 1}
   */
  public double valueAt(long index) {
    ByteBuffer buffer = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    int at = Math.toIntExact(index * elementType.byteSize());
    return switch (elementType) {
      case FLOAT32 -> buffer.getFloat(at);
      case FLOAT64 -> buffer.getDouble(at);
      case FLOAT16 -> new FloatAttr(FloatType.F16,
          BigInteger.valueOf(buffer.getShort(at) & 0xFFFF)).doubleValue();
      case BFLOAT16 -> Float.intBitsToFloat((buffer.getShort(at) & 0xFFFF) << 16);
      case INT8 -> buffer.get(at);
      case UINT8, BOOL -> buffer.get(at) & 0xFF;
      case INT16 -> buffer.getShort(at);
      case UINT16 -> buffer.getShort(at) & 0xFFFF;
      case INT32 -> buffer.getInt(at);
      case UINT32 -> buffer.getInt(at) & 0xFFFFFFFFL;
      case INT64 -> buffer.getLong(at);
      case UINT64 -> unsigned(buffer.getLong(at));
    };
  }

  /** {@return the shape written as {@code 1x3x224x224}, or {@code scalar}} */
  public static String shapeText(long[] shape) {
    if (shape.length == 0) {
      return "scalar";
    }
    StringBuilder text = new StringBuilder();
    for (long dim : shape) {
      text.append(text.length() == 0 ? "" : "x").append(dim);
    }
    return text.toString();
  }

  /** {@return the element count of {@code shape}} */
  public static long elementCount(long[] shape) {
    long count = 1;
    for (long dim : shape) {
      if (dim < 0) {
        throw new IllegalArgumentException("negative dimension in " + Arrays.toString(shape));
      }
      count = Math.multiplyExact(count, dim);
    }
    return count;
  }

  private static double unsigned(long value) {
    return value >= 0 ? value : (double) (value >>> 1) * 2.0 + (value & 1);
  }
}
