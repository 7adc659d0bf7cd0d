package raptor.frontend.onnx.proto;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The protobuf wire format over a buffer (an array, or a file mapped into memory): tags, scalars,
 * length-delimited fields, nested messages, and the path of the field being read
 * ({@code graph > node 'conv1' > attribute 'pads'}) for messages. Length-delimited fields are
 * views of the buffer, never copies, so a mapped model's weights stay in the file's pages.
 */
final class WireReader {
  /** Graphs nest through attributes; deeper nesting is refused rather than recursed into. */
  private static final int MAX_DEPTH = 64;

  /** The read-ahead of a buffer decoded as a stream, in bytes. */
  private static final int STREAM_BUFFER = 1 << 16;

  private final ByteBuffer buffer;
  private final CodedInputStream in;
  private final Deque<String> path = new ArrayDeque<>();

  /** Reads {@code bytes}; fields are views of it. */
  WireReader(byte[] bytes) {
    this(ByteBuffer.wrap(bytes));
  }

  /**
   * Reads the remaining bytes of {@code buffer}; fields are read-only views of it. A buffer
   * outside the heap (a mapped file) is decoded as a stream whose skips move past the fields
   * without reading them: protobuf would otherwise copy it onto the heap whole.
   */
  WireReader(ByteBuffer buffer) {
    this.buffer = buffer.slice().asReadOnlyBuffer();
    this.in = buffer.hasArray()
        ? CodedInputStream.newInstance(buffer.slice())
        : CodedInputStream.newInstance(new BufferStream(buffer.slice()), STREAM_BUFFER);
    in.setSizeLimit(Integer.MAX_VALUE);
  }

  // ---- Context ----

  /** Enters a named element; messages about its fields name it. */
  void enter(String element) throws MalformedModel {
    if (path.size() >= MAX_DEPTH) {
      throw new MalformedModel("graphs nest deeper than " + MAX_DEPTH + " levels");
    }
    path.addLast(element);
  }

  /** Leaves the element entered last. */
  void leave() {
    path.removeLast();
  }

  /** {@return the path of the element being read, outermost first} */
  String where() {
    return String.join(" > ", path);
  }

  /** {@return an error about the element being read} */
  MalformedModel error(String message) {
    String where = where();
    return new MalformedModel(where.isEmpty() ? message : where + ": " + message);
  }

  // ---- Tags and scalars ----

  /** {@return the next tag, or 0 at the end of the current message} */
  int readTag() throws MalformedModel {
    return io(in::readTag);
  }

  /** Checks that {@code tag} has {@code wireType}. */
  void expect(int tag, int wireType) throws MalformedModel {
    if (WireFormat.getTagWireType(tag) != wireType) {
      throw error("field " + WireFormat.getTagFieldNumber(tag) + " has wire type "
          + WireFormat.getTagWireType(tag) + ", expected " + wireType);
    }
  }

  long readVarint(int tag) throws MalformedModel {
    expect(tag, WireFormat.WIRETYPE_VARINT);
    return io(in::readRawVarint64);
  }

  float readFloat(int tag) throws MalformedModel {
    expect(tag, WireFormat.WIRETYPE_FIXED32);
    return io(in::readFloat);
  }

  /** Skips the field of {@code tag}, whatever its type. */
  void skip(int tag) throws MalformedModel {
    if (!io(() -> in.skipField(tag))) {
      throw error("unexpected end-group tag");
    }
  }

  // ---- Length-delimited fields ----

  /** {@return the payload of the length-delimited field of {@code tag}}: a read-only view */
  ByteBuffer readBytes(int tag) throws MalformedModel {
    expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED);
    return io(() -> {
      int length = fieldLength();
      int start = in.getTotalBytesRead();
      in.skipRawBytes(length);
      return buffer.slice(start, length);
    });
  }

  /** {@return the length-delimited field of {@code tag} as a copied byte array} */
  byte[] readByteArray(int tag) throws MalformedModel {
    ByteBuffer view = readBytes(tag);
    byte[] bytes = new byte[view.remaining()];
    view.get(bytes);
    return bytes;
  }

  String readString(int tag) throws MalformedModel {
    return new String(readByteArray(tag), StandardCharsets.UTF_8);
  }

  /** Starts reading the nested message of {@code tag}; {@return the token for {@link #end}} */
  int begin(int tag) throws MalformedModel {
    expect(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED);
    return io(() -> in.pushLimit(fieldLength()));
  }

  /** {@return the length of a length-delimited field}, refused when it runs past the input */
  private int fieldLength() throws IOException {
    int length = in.readRawVarint32();
    if (length > buffer.capacity() - in.getTotalBytesRead()) {
      throw new IOException("a field of " + length + " bytes runs past the end of the input");
    }
    return length;
  }

  /** Ends the nested message started by {@link #begin}. */
  void end(int token) {
    in.popLimit(token);
  }

  /** {@return whether the current message (or packed field) has unread bytes} */
  boolean hasMore() throws MalformedModel {
    return !io(in::isAtEnd);
  }

  /** Reads the packed (or single, unpacked) varints of a repeated field into {@code sink}. */
  void readVarints(int tag, LongSink sink) throws MalformedModel {
    if (WireFormat.getTagWireType(tag) != WireFormat.WIRETYPE_LENGTH_DELIMITED) {
      sink.accept(readVarint(tag));
      return;
    }
    int token = begin(tag);
    while (hasMore()) {
      sink.accept(io(in::readRawVarint64));
    }
    end(token);
  }

  /**
   * Reads the packed (or single) fixed-width values of a repeated field as raw little-endian
   * bytes into {@code sink}; {@code width} is 4 or 8.
   */
  void readFixed(int tag, int width, ByteSink sink) throws MalformedModel {
    int wireType = width == 4 ? WireFormat.WIRETYPE_FIXED32 : WireFormat.WIRETYPE_FIXED64;
    if (WireFormat.getTagWireType(tag) == wireType) {
      sink.accept(io(() -> in.readRawBytes(width)));
      return;
    }
    ByteBuffer packed = readBytes(tag);
    if (packed.remaining() % width != 0) {
      throw error("packed field " + WireFormat.getTagFieldNumber(tag) + " has "
          + packed.remaining() + " bytes, not a multiple of " + width);
    }
    byte[] bytes = new byte[packed.remaining()];
    packed.get(bytes);
    sink.accept(bytes);
  }

  /** {@return the result of one read of the stream}; a malformed stream becomes an error */
  private <T> T io(Read<T> read) throws MalformedModel {
    try {
      return read.get();
    } catch (IOException e) {
      throw malformed(e);
    }
  }

  private MalformedModel malformed(IOException e) {
    String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    int cut = reason.indexOf(". ");
    return error("malformed protobuf at byte " + in.getTotalBytesRead() + ": "
        + (cut > 0 ? reason.substring(0, cut) : reason));
  }

  /** One read of the protobuf stream. */
  @FunctionalInterface
  private interface Read<T> {
    T get() throws IOException;
  }

  /** Receives decoded varints. */
  @FunctionalInterface
  interface LongSink {
    void accept(long value) throws MalformedModel;
  }

  /** Receives raw bytes. */
  @FunctionalInterface
  interface ByteSink {
    void accept(byte[] bytes) throws MalformedModel;
  }
}
