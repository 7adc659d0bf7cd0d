package raptor.frontend.onnx.proto;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxTensor;

/**
 * Reads a {@code .onnx} file ({@code ModelProto}) into an {@link OnnxModel}. Tensor data is held
 * once: views of the mapped file or of an in-memory model's buffer; external data is mapped from
 * the model's folder.
 * Every problem is an {@link OnnxException} naming the file and the element at fault.
 */
public final class OnnxReader {
  /** The wire type of each {@code ModelProto} field, by field number (0: not a field). */
  private static final int[] MODEL_WIRE_TYPES = new int[26];

  static {
    Arrays.fill(MODEL_WIRE_TYPES, -1);
    MODEL_WIRE_TYPES[1] = WireFormat.WIRETYPE_VARINT;          // ir_version
    MODEL_WIRE_TYPES[2] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // producer_name
    MODEL_WIRE_TYPES[3] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // producer_version
    MODEL_WIRE_TYPES[4] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // domain
    MODEL_WIRE_TYPES[5] = WireFormat.WIRETYPE_VARINT;          // model_version
    MODEL_WIRE_TYPES[6] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // doc_string
    MODEL_WIRE_TYPES[7] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // graph
    MODEL_WIRE_TYPES[8] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // opset_import
    MODEL_WIRE_TYPES[14] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // metadata_props
    MODEL_WIRE_TYPES[20] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // training_info
    MODEL_WIRE_TYPES[25] = WireFormat.WIRETYPE_LENGTH_DELIMITED; // functions
  }

  private OnnxReader() {
  }

  /**
   * {@return the model in {@code file}}; external data is looked up beside it. A regular file is
   * mapped into memory: tensor data are views of its pages, which the system shares with the
   * file's cache and drops when memory is short, so the weights are never copied onto the heap.
   */
  public static OnnxModel read(Path file) throws OnnxException {
    Path folder = file.toAbsolutePath().getParent();
    if (!Files.isRegularFile(file)) {
      return read(readAll(file), file.toString(), folder);
    }
    ByteBuffer mapped;
    try {
      mapped = MappedFiles.map(file, 0, Files.size(file));
    } catch (IOException e) {
      throw new OnnxException(file + ": cannot read: " + e.getMessage());
    }
    if (!mapped.hasRemaining()) {
      throw empty(file.toString());
    }
    return parse(new WireReader(mapped), file.toString(), folder,
        () -> startsLikeModel(mapped.get(0)));
  }

  private static byte[] readAll(Path file) throws OnnxException {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new OnnxException(file + ": no such file");
    } catch (IOException | OutOfMemoryError e) {
      throw new OnnxException(file + ": cannot read: " + e.getMessage());
    }
  }

  /**
   * {@return the model in {@code bytes}}
   *
   * @param fileName the name messages start with
   * @param folder the folder external data is relative to, or null when there is none
   */
  public static OnnxModel read(byte[] bytes, String fileName, Path folder)
      throws OnnxException {
    if (bytes.length == 0) {
      throw empty(fileName);
    }
    return parse(new WireReader(bytes), fileName, folder, () -> startsLikeModel(bytes[0]));
  }

  private static OnnxException empty(String fileName) {
    return new OnnxException(fileName + ": the file is empty, not an ONNX model");
  }

  /**
   * {@return the model {@code wire} reads}; a malformed one is a damaged model when {@code
   * damaged} says it starts like one, and not an ONNX model otherwise
   */
  private static OnnxModel parse(WireReader wire, String fileName, Path folder,
      BooleanSupplier damaged) throws OnnxException {
    try {
      return new ModelParser(wire, new ExternalData(folder)).readModel();
    } catch (MalformedModel e) {
      if (!damaged.getAsBoolean()) {
        throw new OnnxException(fileName + ": not an ONNX model (" + e.getMessage() + ")");
      }
      throw new OnnxException(fileName + ": " + e.getMessage());
    }
  }

  /**
   * {@return the {@code TensorProto} in {@code file}}, as the {@code input_K.pb} and
   * {@code output_K.pb} files of ONNX's backend test data sets hold one
   */
  public static OnnxTensor readTensor(Path file) throws OnnxException {
    byte[] bytes = readAll(file);
    try {
      return TensorParser.readMessage(new WireReader(bytes), "tensor",
          new ExternalData(file.toAbsolutePath().getParent()));
    } catch (MalformedModel e) {
      throw new OnnxException(file + ": not a TensorProto (" + e.getMessage() + ")");
    }
  }

  /**
   * {@return whether {@code bytes} read as a {@code ModelProto} at the top level}: every field a
   * {@code ModelProto} field of the right wire type and length, and a graph among them. MLIR text
   * never does; the check reads only the top-level tags.
   */
  public static boolean looksLikeOnnx(byte[] bytes) {
    return looksLikeModel(CodedInputStream.newInstance(bytes));
  }

  /** {@return whether the regular {@code file} reads as a {@code ModelProto}}, as above */
  public static boolean looksLikeOnnx(Path file) {
    try (InputStream stream = Files.newInputStream(file)) {
      return looksLikeModel(CodedInputStream.newInstance(stream));
    } catch (IOException e) {
      return false;
    }
  }

  private static boolean looksLikeModel(CodedInputStream in) {
    boolean hasGraph = false;
    try {
      for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
        int field = WireFormat.getTagFieldNumber(tag);
        if (field >= MODEL_WIRE_TYPES.length
            || MODEL_WIRE_TYPES[field] != WireFormat.getTagWireType(tag)) {
          return false;
        }
        hasGraph |= field == Fields.MODEL_GRAPH;
        in.skipField(tag);
      }
      return hasGraph;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * {@return whether a file starting with {@code firstByte} starts with the tag of {@code
   * ir_version}}, as every ONNX serializer writes it first: a malformed file that does is a
   * damaged model, not another format
   */
  private static boolean startsLikeModel(int firstByte) {
    return firstByte == (Fields.MODEL_IR_VERSION << 3 | WireFormat.WIRETYPE_VARINT);
  }
}
