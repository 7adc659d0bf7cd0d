package raptor.frontend.onnx.proto;

import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * The remaining bytes of a buffer as a stream. Skipping moves the position without touching the
 * bytes skipped, so tensor data in a mapped file is never paged in by parsing.
 */
final class BufferStream extends InputStream {
  private final ByteBuffer buffer;

  /** Streams {@code buffer} from its position; the stream advances that position. */
  BufferStream(ByteBuffer buffer) {
    this.buffer = buffer;
  }

  @Override
  public int read() {
    return buffer.hasRemaining() ? buffer.get() & 0xff : -1;
  }

  @Override
  public int read(byte[] target, int offset, int length) {
    if (length == 0) {
      return 0;
    }
    if (!buffer.hasRemaining()) {
      return -1;
    }
    int count = Math.min(length, buffer.remaining());
    buffer.get(target, offset, count);
    return count;
  }

  @Override
  public long skip(long count) {
    int skipped = (int) Math.max(0, Math.min(count, buffer.remaining()));
    buffer.position(buffer.position() + skipped);
    return skipped;
  }

  @Override
  public int available() {
    return buffer.remaining();
  }
}
