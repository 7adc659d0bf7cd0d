package raptor.sim;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.Arrays;

/**
 * A byte-addressed little-endian memory that grows on demand; bytes never written read as zero.
 *
 * <p>Addresses are non-negative ints. Callers validate address ranges with {@link #checkRange} (see
 * {@link Addressing}); the accessors assume a valid range.
 */
public final class Memory {
  /** The largest number of bytes a memory can hold. */
  public static final int LIMIT = Integer.MAX_VALUE - 8;

  private static final VarHandle FLOAT =
      MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  private byte[] bytes = new byte[0];

  /** A little-endian f32 view of {@link #bytes} for bulk copies, replaced when the array grows. */
  private FloatBuffer floats = view(bytes);

  private static FloatBuffer view(byte[] array) {
    return ByteBuffer.wrap(array).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
  }

  /** {@return null if {@code [address, address+size)} fits in a memory, else why it does not} */
  public static String checkRange(long address, long size) {
    if (address < 0) {
      return "negative address " + address;
    }
    if (size < 0) {
      return "negative size " + size;
    }
    if (address + size > LIMIT) {
      return "address range [" + address + ", " + (address + size) + ") exceeds the memory limit";
    }
    return null;
  }

  private void ensure(int end) {
    if (end > bytes.length) {
      long grown = Math.max(end, Math.min((long) LIMIT, bytes.length * 2L));
      bytes = Arrays.copyOf(bytes, (int) grown);
      floats = view(bytes);
    }
  }

  /** Copies {@code size} bytes at {@code address} into {@code dst} at {@code offset}. */
  public void read(int address, byte[] dst, int offset, int size) {
    int available = Math.max(0, Math.min(size, bytes.length - address));
    if (available > 0) {
      System.arraycopy(bytes, address, dst, offset, available);
    }
    Arrays.fill(dst, offset + available, offset + size, (byte) 0);
  }

  /** {@return a copy of {@code size} bytes at {@code address}} */
  public byte[] read(int address, int size) {
    byte[] out = new byte[size];
    read(address, out, 0, size);
    return out;
  }

  /** Writes {@code size} bytes of {@code src} starting at {@code offset} to {@code address}. */
  public void write(int address, byte[] src, int offset, int size) {
    ensure(address + size);
    System.arraycopy(src, offset, bytes, address, size);
  }

  /** Writes all of {@code src} to {@code address}. */
  public void write(int address, byte[] src) {
    write(address, src, 0, src.length);
  }

  /** Copies {@code size} bytes from {@code source} to {@code destination}; overlap is safe. */
  public void copyWithin(int destination, int source, int size) {
    ensure(Math.max(destination, source) + size);
    System.arraycopy(bytes, source, bytes, destination, size);
  }

  /** {@return the little-endian int at {@code address}} */
  public int readInt(int address) {
    return address + 4 <= bytes.length ? (int) INT.get(bytes, address) : readPartialInt(address);
  }

  private int readPartialInt(int address) {
    byte[] four = read(address, 4);
    return (int) INT.get(four, 0);
  }

  /** {@return the little-endian f32 at {@code address}} */
  public float readFloat(int address) {
    return Float.intBitsToFloat(readInt(address));
  }

  /** Reads {@code count} consecutive f32 values at {@code address} into {@code dst}. */
  public void readFloats(int address, float[] dst, int count) {
    int whole = Math.max(0, Math.min(count, (bytes.length - address) / 4));
    if ((address & 3) == 0 && whole > 0) {
      floats.get(address >> 2, dst, 0, whole);
    } else {
      for (int i = 0; i < whole; i++) {
        dst[i] = (float) FLOAT.get(bytes, address + 4 * i);
      }
    }
    for (int i = whole; i < count; i++) {
      dst[i] = readFloat(address + 4 * i);
    }
  }

  /** Writes {@code count} values of {@code src} as consecutive f32 at {@code address}. */
  public void writeFloats(int address, float[] src, int count) {
    ensure(address + 4 * count);
    if ((address & 3) == 0) {
      floats.put(address >> 2, src, 0, count);
      return;
    }
    for (int i = 0; i < count; i++) {
      FLOAT.set(bytes, address + 4 * i, src[i]);
    }
  }
}
