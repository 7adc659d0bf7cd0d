package raptor.ir.attr;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A dense constant of a statically shaped type: {@code dense<[1, 2]> : tensor<2xi32>}.
 *
 * <p>Numeric elements (integer, index, float, complex) are stored as MLIR stores them: each
 * element (each complex part) in {@code ceil(width / 8)} little-endian bytes, one byte per
 * {@code i1}. Other element types hold byte strings ({@code dense<["a"]> : tensor<1x!foo.s>}).
 * Construction detects splats (all elements equal), which then store a single element, so equal
 * constants compare equal. Numeric storage is a read-only buffer, which {@link #ofBuffer} shares
 * with its creator: a model's weights are held once, not once per copy.
 */
public final class DenseElementsAttr implements Attribute {
  /** The size from which {@link #allocateStorage} allocates outside the heap. */
  public static final int OFF_HEAP_BYTES = 1 << 20;

  private final ShapedType type;
  private final ByteBuffer data;
  private final byte[][] strings;
  private final boolean splat;
  /**
   * The hash code, 0 until first asked for: a model's weights are megabytes that are seldom
   * hashed (as {@link String}, a hash of 0 is computed again each time).
   */
  private int hash;

  private DenseElementsAttr(ShapedType type, ByteBuffer data, byte[][] strings, boolean splat) {
    this.type = type;
    this.data = data;
    this.strings = strings;
    this.splat = splat;
  }

  // ---- Construction ----

  /**
   * {@return a numeric constant from raw element storage}: {@code data} holds either every
   * element or exactly one (a splat); it is copied
   *
   * @throws IllegalArgumentException if the size fits neither
   */
  public static DenseElementsAttr ofRaw(ShapedType type, byte[] data) {
    return ofBuffer(type, ByteBuffer.wrap(data.clone()));
  }

  /**
   * {@return a numeric constant over the remaining bytes of {@code data}}, which hold either
   * every element or exactly one (a splat). The constant keeps a read-only view of them when
   * they are already in canonical form, so the caller must not change them afterwards.
   *
   * @throws IllegalArgumentException if the size fits neither
   */
  public static DenseElementsAttr ofBuffer(ShapedType type, ByteBuffer data) {
    checkType(type);
    int elementBytes = storageBytes(type.elementType());
    long count = type.numElements();
    int length = data.remaining();
    if (length != elementBytes && length != count * elementBytes) {
      throw new IllegalArgumentException("raw data size does not match " + type);
    }
    ByteBuffer storage = normalizedStorage(type.elementType(), data.slice());
    if (length == elementBytes) {
      return new DenseElementsAttr(type, storage, null, true);
    }
    if (count > 0 && allElementsEqual(storage, elementBytes)) {
      byte[] element = new byte[elementBytes];
      storage.get(0, element);
      return new DenseElementsAttr(type, ByteBuffer.wrap(element).asReadOnlyBuffer(), null, true);
    }
    return new DenseElementsAttr(type, storage, null, false);
  }

  /**
   * {@return zeroed little-endian storage of {@code bytes} bytes for {@link #ofBuffer}}: outside
   * the heap from {@value #OFF_HEAP_BYTES} bytes on, so that large weights are neither copied by
   * the collector nor leave their size behind in a young generation
   */
  public static ByteBuffer allocateStorage(int bytes) {
    ByteBuffer storage = bytes >= OFF_HEAP_BYTES
        ? ByteBuffer.allocateDirect(bytes) : ByteBuffer.allocate(bytes);
    return storage.order(ByteOrder.LITTLE_ENDIAN);
  }

  /** {@return a constant whose elements are byte strings (one, or one per element)} */
  public static DenseElementsAttr ofStrings(ShapedType type, List<byte[]> values) {
    checkType(type);
    byte[][] copy = new byte[values.size()][];
    for (int i = 0; i < copy.length; i++) {
      copy[i] = values.get(i).clone();
    }
    long count = type.numElements();
    if (copy.length != 1 && copy.length != count) {
      throw new IllegalArgumentException("string count does not match " + type);
    }
    boolean splat = copy.length == 1;
    if (!splat && count > 0) {
      splat = true;
      for (int i = 1; i < copy.length && splat; i++) {
        splat = Arrays.equals(copy[i], copy[0]);
      }
      if (splat) {
        copy = new byte[][] {copy[0]};
      }
    }
    return new DenseElementsAttr(type, null, copy, splat);
  }

  /** {@return an integer or index constant holding {@code values} (one value = splat)} */
  public static DenseElementsAttr ofLongs(ShapedType type, long... values) {
    int elementBytes = storageBytes(type.elementType());
    byte[] data = new byte[values.length * elementBytes];
    for (int i = 0; i < values.length; i++) {
      writeLittleEndian(data, i * elementBytes, elementBytes, BigInteger.valueOf(values[i]));
    }
    return ofBuffer(type, ByteBuffer.wrap(data));
  }

  /** {@return a float constant holding {@code values} rounded to the element type} */
  public static DenseElementsAttr ofDoubles(ShapedType type, double... values) {
    FloatType floatType = (FloatType) type.elementType();
    int elementBytes = storageBytes(floatType);
    byte[] data = new byte[values.length * elementBytes];
    ByteBuffer buffer = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < values.length; i++) {
      // The same bits as FloatAttr.of, without a BigInteger per element for f32 and f64.
      if (floatType == FloatType.F32) {
        buffer.putFloat(i * elementBytes, (float) values[i]);
      } else if (floatType == FloatType.F64) {
        buffer.putDouble(i * elementBytes, values[i]);
      } else {
        writeLittleEndian(data, i * elementBytes, elementBytes,
            FloatAttr.of(floatType, values[i]).bits());
      }
    }
    return ofBuffer(type, ByteBuffer.wrap(data));
  }

  /**
   * {@return an {@code f32} constant of {@code values}, every element or one (a splat)}, copied
   * in one bulk write with their exact bits (a crossbar weight block is 16,384 elements)
   *
   * @throws IllegalArgumentException if the element type is not {@code f32} or the count fits
   *     neither
   */
  public static DenseElementsAttr ofFloats(ShapedType type, float... values) {
    if (type.elementType() != FloatType.F32) {
      throw new IllegalArgumentException("f32 values for an element type of " + type);
    }
    byte[] data = new byte[values.length * Float.BYTES];
    ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().put(values);
    return ofBuffer(type, ByteBuffer.wrap(data));
  }

  private static void checkType(ShapedType type) {
    Objects.requireNonNull(type, "type");
    if (!type.hasStaticShape()) {
      throw new IllegalArgumentException("elements literal type must have static shape");
    }
  }

  // ---- Element storage layout ----

  /** {@return whether elements of {@code elementType} are stored as numbers (not strings)} */
  public static boolean isNumericElementType(Type elementType) {
    return elementType instanceof IntegerType || elementType instanceof IndexType
        || elementType instanceof FloatType
        || (elementType instanceof ComplexType
            && ComplexType.isValidElementType(((ComplexType) elementType).elementType()));
  }

  /** {@return the bit width of a scalar (integer, index or float) element type} */
  public static int scalarWidth(Type scalar) {
    return scalar instanceof FloatType
        ? ((FloatType) scalar).width()
        : IntegerAttr.bitWidth(scalar);
  }

  /** {@return the scalar type of each stored part: the complex element type, or the type itself} */
  public static Type partType(Type elementType) {
    return elementType instanceof ComplexType
        ? ((ComplexType) elementType).elementType()
        : elementType;
  }

  /** {@return the bytes one part (scalar or complex half) occupies} */
  public static int partBytes(Type elementType) {
    return (scalarWidth(partType(elementType)) + 7) / 8;
  }

  /** {@return the bytes one element occupies in storage} */
  public static int storageBytes(Type elementType) {
    return partBytes(elementType) * (elementType instanceof ComplexType ? 2 : 1);
  }

  /**
   * {@return {@code data} as read-only storage in which the bits above the width of each part are
   * clear, so equal values have equal storage}: {@code data} itself when they already are, else
   * a cleared copy
   */
  private static ByteBuffer normalizedStorage(Type elementType, ByteBuffer data) {
    int width = scalarWidth(partType(elementType));
    int bytes = partBytes(elementType);
    int spareBits = bytes * 8 - width;
    if (spareBits == 0) {
      return data.asReadOnlyBuffer();
    }
    int mask = 0xFF >>> spareBits;
    ByteBuffer storage = data;
    for (int i = bytes - 1; i < data.limit(); i += bytes) {
      if ((data.get(i) & ~mask) != 0) {
        if (storage == data) {
          storage = ByteBuffer.allocate(data.limit()).put(0, data, 0, data.limit());
        }
        storage.put(i, (byte) (data.get(i) & mask));
      }
    }
    return storage.asReadOnlyBuffer();
  }

  private static boolean allElementsEqual(ByteBuffer data, int elementBytes) {
    int limit = data.limit();
    for (int i = elementBytes; i < limit; i++) {
      if (data.get(i) != data.get(i % elementBytes)) {
        return false;
      }
    }
    return true;
  }

  /** Writes the low {@code bytes * 8} bits of {@code value} little-endian at {@code offset}. */
  public static void writeLittleEndian(byte[] target, int offset, int bytes, BigInteger value) {
    for (int i = 0; i < bytes; i++) {
      target[offset + i] = (byte) value.shiftRight(8 * i).intValue();
    }
  }

  // ---- Accessors ----

  /** {@return the shaped type} */
  public ShapedType type() {
    return type;
  }

  /** {@return the element type} */
  public Type elementType() {
    return type.elementType();
  }

  /** {@return whether every element is the same value} */
  public boolean isSplat() {
    return splat;
  }

  /** {@return whether the elements are byte strings} */
  public boolean isStringElements() {
    return strings != null;
  }

  /** {@return the number of elements of the type} */
  public long numElements() {
    return type.numElements();
  }

  /** {@return a copy of the raw numeric storage (one element when splat)} */
  public byte[] rawData() {
    if (data == null) {
      return null;
    }
    byte[] copy = new byte[data.limit()];
    data.get(0, copy);
    return copy;
  }

  /**
   * {@return a read-only little-endian view of the raw numeric storage (one element when
   * splat)}, positioned at its start; no copy
   */
  public ByteBuffer rawBuffer() {
    return data == null ? null : data.duplicate().order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * {@return the elements of an {@code f32} constant, a splat's one repeated}, read in bulk
   *
   * @throws IllegalStateException when the element type is not {@code f32}
   */
  public float[] f32Values() {
    if (elementType() != FloatType.F32) {
      throw new IllegalStateException("f32Values of a constant of " + elementType());
    }
    float[] values = new float[Math.toIntExact(numElements())];
    if (isSplat()) {
      Arrays.fill(values, rawBuffer().getFloat(0));
    } else {
      rawBuffer().asFloatBuffer().get(values);
    }
    return values;
  }

  /** {@return the raw bits of part {@code part} (0 real, 1 imaginary) of element {@code index}} */
  public BigInteger partBits(long index, int part) {
    int bytes = partBytes(elementType());
    int offset = (int) ((splat ? 0 : index) * storageBytes(elementType())) + part * bytes;
    byte[] bigEndian = new byte[bytes + 1];
    for (int i = 0; i < bytes; i++) {
      bigEndian[bytes - i] = data.get(offset + i);
    }
    return new BigInteger(bigEndian);
  }

  /** {@return the canonical value of integer part {@code part} of element {@code index}} */
  public BigInteger intValue(long index, int part) {
    return IntegerAttr.canonical(partType(elementType()), partBits(index, part));
  }

  /** {@return the canonical value of integer element {@code index}} */
  public BigInteger intValue(long index) {
    return intValue(index, 0);
  }

  /** {@return the bytes of string element {@code index}} */
  public byte[] stringValue(long index) {
    return strings[splat ? 0 : (int) index].clone();
  }

  /** {@return the stored string elements (one when splat), copied} */
  public List<byte[]> stringValues() {
    List<byte[]> values = new ArrayList<>(strings.length);
    for (byte[] s : strings) {
      values.add(s.clone());
    }
    return values;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof DenseElementsAttr)) {
      return false;
    }
    DenseElementsAttr that = (DenseElementsAttr) other;
    boolean hashesKnown = hash != 0 && that.hash != 0;
    return (!hashesKnown || hash == that.hash) && splat == that.splat && type.equals(that.type)
        && Objects.equals(data, that.data) && Arrays.deepEquals(strings, that.strings);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = type.hashCode() * 31 + (data != null ? contentHash(data) : Arrays.deepHashCode(strings));
      hash = h;
    }
    return h;
  }

  /**
   * {@return a hash of the remaining bytes of {@code data}} {@link ByteBuffer#hashCode} reads
   * them one call at a time; this copies them in blocks into an array and hashes that
   * ({@link ByteHashes}), which without the optimizing JIT is several times faster on a model's
   * weights.
   */
  private static int contentHash(ByteBuffer data) {
    byte[] block = new byte[Math.min(data.remaining(), 1 << 13)];
    int h = 1;
    for (int start = data.position(); start < data.limit(); start += block.length) {
      int length = Math.min(block.length, data.limit() - start);
      data.get(start, block, 0, length);
      h = ByteHashes.extend(h, block, 0, length);
    }
    return h;
  }

  @Override
  public String toString() {
    return "DenseElementsAttr[" + type + (splat ? ", splat" : "") + "]";
  }
}
