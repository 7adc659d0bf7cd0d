package raptor.frontend.onnx.proto;

import java.nio.ByteBuffer;
import java.util.Arrays;

/** A little-endian byte accumulator for the typed data fields of a tensor. */
final class GrowableBytes {
  private byte[] bytes = new byte[64];
  private int size;

  /** Appends the low {@code width} bytes of {@code value}, least significant first. */
  void putLong(long value, int width) {
    ensure(width);
    for (int i = 0; i < width; i++) {
      bytes[size++] = (byte) (value >>> (8 * i));
    }
  }

  /** Appends {@code more}. */
  void put(byte[] more) {
    ensure(more.length);
    System.arraycopy(more, 0, bytes, size, more.length);
    size += more.length;
  }

  /** {@return the bytes appended so far} */
  ByteBuffer toBuffer() {
    return ByteBuffer.wrap(Arrays.copyOf(bytes, size));
  }

  int size() {
    return size;
  }

  private void ensure(int more) {
    if (bytes.length - size < more) {
      long wanted = Math.max((long) bytes.length * 2, (long) size + more);
      bytes = Arrays.copyOf(bytes, (int) Math.min(wanted, Integer.MAX_VALUE - 8));
    }
  }
}
