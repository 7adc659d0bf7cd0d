package raptor.frontend.onnx.proto;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxTensor;

/**
 * Reads one {@code TensorProto} and brings its data into {@code raw_data} layout: {@code
 * raw_data} as it is, the typed fields ({@code float_data}, {@code int32_data}, ...) re-encoded,
 * external data loaded from its file. Checks the dimensions and that the data holds exactly one
 * element per position.
 */
final class TensorParser {
  private final WireReader wire;
  private final ExternalData external;

  private final List<Long> dims = new ArrayList<>();
  private long dataType;
  private String name = "";
  private ByteBuffer raw;
  private final GrowableBytes typed = new GrowableBytes();
  private int typedField;
  private long typedCount;
  private final List<byte[]> strings = new ArrayList<>();
  private final Map<String, String> externalEntries = new LinkedHashMap<>();
  private boolean isExternal;

  private TensorParser(WireReader wire, ExternalData external) {
    this.wire = wire;
    this.external = external;
  }

  /** Reads the tensor message of {@code tag}; {@code role} names it in messages. */
  static OnnxTensor read(WireReader wire, int tag, String role, ExternalData external)
      throws MalformedModel {
    TensorParser parser = new TensorParser(wire, external);
    int token = wire.begin(tag);
    parser.readFields();
    wire.end(token);
    wire.enter(parser.name.isEmpty() ? role : role + " '" + parser.name + "'");
    OnnxTensor tensor = parser.build();
    wire.leave();
    return tensor;
  }

  /** Reads a whole buffer holding one tensor message (a {@code .pb} file of a test data set). */
  static OnnxTensor readMessage(WireReader wire, String role, ExternalData external)
      throws MalformedModel {
    TensorParser parser = new TensorParser(wire, external);
    parser.readFields();
    wire.enter(parser.name.isEmpty() ? role : role + " '" + parser.name + "'");
    OnnxTensor tensor = parser.build();
    wire.leave();
    return tensor;
  }

  private void readFields() throws MalformedModel {
    for (int tag = wire.readTag(); tag != 0; tag = wire.readTag()) {
      switch (tag >>> 3) {
        case Fields.TENSOR_DIMS -> wire.readVarints(tag, dims::add);
        case Fields.TENSOR_DATA_TYPE -> dataType = wire.readVarint(tag);
        case Fields.TENSOR_NAME -> name = wire.readString(tag);
        case Fields.TENSOR_RAW_DATA -> raw = wire.readBytes(tag);
        case Fields.TENSOR_FLOAT_DATA -> readFixedData(tag, 4);
        case Fields.TENSOR_DOUBLE_DATA -> readFixedData(tag, 8);
        case Fields.TENSOR_INT32_DATA, Fields.TENSOR_INT64_DATA, Fields.TENSOR_UINT64_DATA ->
            readVarintData(tag);
        case Fields.TENSOR_STRING_DATA -> strings.add(wire.readByteArray(tag));
        case Fields.TENSOR_EXTERNAL_DATA -> readEntry(tag);
        case Fields.TENSOR_DATA_LOCATION ->
            isExternal = wire.readVarint(tag) == Fields.DATA_LOCATION_EXTERNAL;
        default -> wire.skip(tag);
      }
    }
  }

  private void readFixedData(int tag, int width) throws MalformedModel {
    typedField = tag >>> 3;
    wire.readFixed(tag, width, bytes -> {
      typed.put(bytes);
      typedCount += bytes.length / width;
    });
  }

  private void readVarintData(int tag) throws MalformedModel {
    typedField = tag >>> 3;
    wire.readVarints(tag, value -> {
      typed.putLong(value, 8);
      typedCount++;
    });
  }

  private void readEntry(int tag) throws MalformedModel {
    int token = wire.begin(tag);
    String key = "";
    String value = "";
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      switch (t >>> 3) {
        case Fields.ENTRY_KEY -> key = wire.readString(t);
        case Fields.ENTRY_VALUE -> value = wire.readString(t);
        default -> wire.skip(t);
      }
    }
    wire.end(token);
    externalEntries.put(key, value);
  }

  // ---- Assembly and checks ----

  private OnnxTensor build() throws MalformedModel {
    DataType type = DataType.ofCode(dataType);
    if (type == null || type == DataType.UNDEFINED) {
      throw wire.error("unknown data_type " + dataType);
    }
    long count = elementCount();
    if (type == DataType.STRING) {
      if (strings.size() != count) {
        throw wire.error("has " + strings.size() + " strings for " + count + " elements");
      }
      return new OnnxTensor(name, type, dims, ByteBuffer.allocate(0), strings);
    }
    long expected = type.rawBytes(count);
    if (expected < 0 || expected > Integer.MAX_VALUE - 8) {
      throw wire.error("dims " + dims + " hold more than 2 GiB of data");
    }
    ByteBuffer data = isExternal ? external.load(wire, externalEntries) : raw != null ? raw
        : typedData(type, count);
    if (data.remaining() != expected) {
      throw wire.error("data has " + data.remaining() + " bytes, but dims " + dims + " of "
          + type + " need " + expected);
    }
    return OnnxTensor.of(name, type, dims, data);
  }

  private long elementCount() throws MalformedModel {
    long count = 1;
    for (int i = 0; i < dims.size(); i++) {
      long dim = dims.get(i);
      if (dim < 0) {
        throw wire.error("dimension #" + i + " is negative (" + dim + ")");
      }
      try {
        count = Math.multiplyExact(count, dim);
      } catch (ArithmeticException e) {
        throw wire.error("dims " + dims + " overflow a 64-bit element count");
      }
    }
    return count;
  }

  /** Re-encodes the typed field in raw layout: each element in its own width. */
  private ByteBuffer typedData(DataType type, long count) throws MalformedModel {
    if (typedCount == 0) {
      if (count == 0) {
        return ByteBuffer.allocate(0);
      }
      throw wire.error("has no data for its " + count + " elements");
    }
    int expectedField = typedFieldOf(type);
    if (typedField != expectedField) {
      throw wire.error("holds " + type + " data in field " + typedField + ", expected field "
          + expectedField);
    }
    if (typedField == Fields.TENSOR_FLOAT_DATA || typedField == Fields.TENSOR_DOUBLE_DATA) {
      return typed.toBuffer();
    }
    int width = Math.max(1, type.bits() / 8);
    long values = type.bits() < 8 ? (count * type.bits() + 7) / 8 : count;
    if (typedCount != values) {
      throw wire.error("has " + typedCount + " values for " + count + " elements of " + type);
    }
    ByteBuffer wide = typed.toBuffer().order(java.nio.ByteOrder.LITTLE_ENDIAN);
    GrowableBytes narrow = new GrowableBytes();
    while (wide.hasRemaining()) {
      narrow.putLong(wide.getLong(), width);
    }
    return narrow.toBuffer();
  }

  /** {@return the typed field that holds elements of {@code type}} */
  private static int typedFieldOf(DataType type) {
    return switch (type) {
      case FLOAT, COMPLEX64 -> Fields.TENSOR_FLOAT_DATA;
      case DOUBLE, COMPLEX128 -> Fields.TENSOR_DOUBLE_DATA;
      case INT64 -> Fields.TENSOR_INT64_DATA;
      case UINT32, UINT64 -> Fields.TENSOR_UINT64_DATA;
      default -> Fields.TENSOR_INT32_DATA;
    };
  }
}
