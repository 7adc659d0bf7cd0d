package raptor.frontend.onnx.proto;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Maps a range of a file into memory, read-only. The mapping outlives the channel and lasts as
 * long as a view of it is reachable; its pages belong to the file's cache, not to the heap.
 */
final class MappedFiles {
  /** Protobuf messages, and so ONNX models and their tensors, are smaller than 2 GiB. */
  private static final long LIMIT = Integer.MAX_VALUE;

  private MappedFiles() {
  }

  /**
   * {@return the {@code length} bytes of {@code file} from {@code offset}}, little-endian;
   * a range of 2 GiB or more is refused
   */
  static ByteBuffer map(Path file, long offset, long length) throws IOException {
    if (length >= LIMIT) {
      throw new IOException(length + " bytes is more than protobuf's limit of 2 GiB");
    }
    if (length == 0) {
      return ByteBuffer.allocate(0);
    }
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      return channel.map(FileChannel.MapMode.READ_ONLY, offset, length)
          .order(ByteOrder.LITTLE_ENDIAN);
    }
  }
}
