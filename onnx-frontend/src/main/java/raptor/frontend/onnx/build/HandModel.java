package raptor.frontend.onnx.build;

import com.google.protobuf.CodedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Hand-assembled protobuf, for tests of the reader's errors with models the builder refuses to
 * make: a {@code ModelProto} (IR 8, opset 13) whose graph has one input {@code x}, one
 * initializer given as raw {@code TensorProto} bytes and an {@code Add} of both as output {@code
 * y}. Field numbers are onnx.proto's.
 */
public final class HandModel {
  private HandModel() {
  }

  /** Writes the fields of one message. */
  @FunctionalInterface
  public interface Fields {
    void write(CodedOutputStream out) throws IOException;
  }

  /** {@return the bytes of a message whose fields {@code fields} writes} */
  public static byte[] message(Fields fields) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CodedOutputStream out = CodedOutputStream.newInstance(bytes);
    try {
      fields.write(out);
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /** {@return a model whose initializer {@code w} is the TensorProto {@code tensor}} */
  public static byte[] withInitializer(byte[] tensor) {
    byte[] graph = message(out -> {
      out.writeByteArray(1, message(n -> {          // node: Add(x, w) -> y
        n.writeString(1, "x");
        n.writeString(1, "w");
        n.writeString(2, "y");
        n.writeString(3, "add");
        n.writeString(4, "Add");
      }));
      out.writeString(2, "g");
      out.writeByteArray(5, tensor);               // initializer
      out.writeByteArray(11, valueInfo("x"));      // input
      out.writeByteArray(12, valueInfo("y"));      // output
    });
    return message(out -> {
      out.writeInt64(1, 8);                        // ir_version
      out.writeByteArray(7, graph);
      out.writeByteArray(8, message(o -> o.writeInt64(2, 13)));   // opset_import
    });
  }

  /** {@return a float tensor {@code w} of shape [2] whose remaining fields {@code data} writes} */
  public static byte[] floatTensor(Fields data) {
    return message(out -> {
      out.writeInt64(1, 2);                        // dims
      out.writeInt32(2, 1);                        // data_type FLOAT
      out.writeString(8, "w");
      data.write(out);
    });
  }

  /**
   * {@return a float tensor {@code w} of shape [2] whose data is {@code length} bytes of the file
   * {@code location} from {@code offset} ({@code data_location = EXTERNAL})}
   */
  public static byte[] externalTensor(String location, long offset) {
    return floatTensor(out -> {
      out.writeByteArray(13, entry("location", location));   // external_data
      out.writeByteArray(13, entry("offset", Long.toString(offset)));
      out.writeInt32(14, 1);                                  // data_location EXTERNAL
    });
  }

  private static byte[] entry(String key, String value) {
    return message(e -> {
      e.writeString(1, key);
      e.writeString(2, value);
    });
  }

  private static byte[] valueInfo(String name) {
    return message(out -> {
      out.writeString(1, name);
      out.writeByteArray(2, message(t -> t.writeByteArray(1, message(tensor -> {
        tensor.writeInt32(1, 1);                   // elem_type FLOAT
        tensor.writeByteArray(2, message(shape -> shape.writeByteArray(1,
            message(dim -> dim.writeInt64(1, 2)))));
      }))));
    });
  }
}
