package raptor.frontend.onnx.proto;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;

/**
 * Reads the messages of {@code onnx.proto} from the wire into the model records, one method per
 * message. Unknown fields are skipped, as protobuf does; a field of the wrong wire type, a length
 * beyond its message or a malformed varint is an error naming the element being read.
 */
final class ModelParser {
  private final WireReader wire;
  private final ExternalData external;

  ModelParser(WireReader wire, ExternalData external) {
    this.wire = wire;
    this.external = external;
  }

  /** Reads the whole buffer as a {@code ModelProto}. */
  OnnxModel readModel() throws MalformedModel {
    long irVersion = 0;
    String producer = "";
    String producerVersion = "";
    OnnxGraph graph = null;
    Map<String, Long> opsets = new LinkedHashMap<>();
    for (int tag = wire.readTag(); tag != 0; tag = wire.readTag()) {
      switch (tag >>> 3) {
        case Fields.MODEL_IR_VERSION -> irVersion = wire.readVarint(tag);
        case Fields.MODEL_PRODUCER_NAME -> producer = wire.readString(tag);
        case Fields.MODEL_PRODUCER_VERSION -> producerVersion = wire.readString(tag);
        case Fields.MODEL_GRAPH -> graph = readGraph(tag, "graph");
        case Fields.MODEL_OPSET_IMPORT -> readOpset(tag, opsets);
        default -> wire.skip(tag);
      }
    }
    if (graph == null) {
      throw wire.error("the model has no graph");
    }
    return new OnnxModel(irVersion, opsets, producer, producerVersion, graph);
  }

  private void readOpset(int tag, Map<String, Long> opsets) throws MalformedModel {
    int token = wire.begin(tag);
    String domain = "";
    long version = 0;
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      switch (t >>> 3) {
        case Fields.OPSET_DOMAIN -> domain = wire.readString(t);
        case Fields.OPSET_VERSION -> version = wire.readVarint(t);
        default -> wire.skip(t);
      }
    }
    wire.end(token);
    opsets.put(domain, version);
  }

  // ---- GraphProto ----

  private OnnxGraph readGraph(int tag, String role) throws MalformedModel {
    int token = wire.begin(tag);
    wire.enter(role);
    String name = "";
    List<OnnxNode> nodes = new ArrayList<>();
    List<OnnxTensor> initializers = new ArrayList<>();
    List<OnnxValueInfo> inputs = new ArrayList<>();
    List<OnnxValueInfo> outputs = new ArrayList<>();
    List<OnnxValueInfo> valueInfo = new ArrayList<>();
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      switch (t >>> 3) {
        case Fields.GRAPH_NODE -> nodes.add(readNode(t, nodes.size()));
        case Fields.GRAPH_NAME -> name = wire.readString(t);
        case Fields.GRAPH_INITIALIZER ->
            initializers.add(TensorParser.read(wire, t, "initializer", external));
        case Fields.GRAPH_INPUT -> inputs.add(readValueInfo(t, "input"));
        case Fields.GRAPH_OUTPUT -> outputs.add(readValueInfo(t, "output"));
        case Fields.GRAPH_VALUE_INFO -> valueInfo.add(readValueInfo(t, "value_info"));
        default -> wire.skip(t);
      }
    }
    wire.leave();
    wire.end(token);
    return new OnnxGraph(name, nodes, initializers, inputs, outputs, valueInfo);
  }

  // ---- NodeProto and AttributeProto ----

  private OnnxNode readNode(int tag, int index) throws MalformedModel {
    int token = wire.begin(tag);
    wire.enter("node #" + index);
    String name = "";
    String opType = "";
    String domain = "";
    List<String> inputs = new ArrayList<>();
    List<String> outputs = new ArrayList<>();
    List<OnnxAttribute> attributes = new ArrayList<>();
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      switch (t >>> 3) {
        case Fields.NODE_INPUT -> inputs.add(wire.readString(t));
        case Fields.NODE_OUTPUT -> outputs.add(wire.readString(t));
        case Fields.NODE_NAME -> name = wire.readString(t);
        case Fields.NODE_OP_TYPE -> opType = wire.readString(t);
        case Fields.NODE_DOMAIN -> domain = wire.readString(t);
        case Fields.NODE_ATTRIBUTE -> attributes.add(readAttribute(t));
        default -> wire.skip(t);
      }
    }
    wire.leave();
    wire.end(token);
    return new OnnxNode(name, opType, domain, inputs, outputs, attributes);
  }

  private OnnxAttribute readAttribute(int tag) throws MalformedModel {
    int token = wire.begin(tag);
    AttributeFields fields = new AttributeFields();
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      readAttributeField(t, fields);
    }
    wire.end(token);
    return new OnnxAttribute(fields.name, fields.value());
  }

  private void readAttributeField(int t, AttributeFields fields) throws MalformedModel {
    switch (t >>> 3) {
      case Fields.ATTR_NAME -> fields.name = wire.readString(t);
      case Fields.ATTR_TYPE -> fields.type = wire.readVarint(t);
      case Fields.ATTR_REF_ATTR_NAME -> {
        wire.skip(t);
        fields.isReference = true;
      }
      case Fields.ATTR_F -> fields.f = wire.readFloat(t);
      case Fields.ATTR_I -> fields.i = wire.readVarint(t);
      case Fields.ATTR_S -> fields.s = wire.readByteArray(t);
      case Fields.ATTR_T -> fields.t = TensorParser.read(wire, t, "attribute tensor", external);
      case Fields.ATTR_G -> fields.g = readGraph(t, "attribute graph");
      case Fields.ATTR_FLOATS -> wire.readFixed(t, 4, bytes -> {
        ByteBuffer floats = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        while (floats.hasRemaining()) {
          fields.floats.add(floats.getFloat());
        }
      });
      case Fields.ATTR_INTS -> wire.readVarints(t, fields.ints::add);
      case Fields.ATTR_STRINGS -> fields.strings.add(wire.readByteArray(t));
      case Fields.ATTR_TENSORS ->
          fields.tensors.add(TensorParser.read(wire, t, "attribute tensor", external));
      case Fields.ATTR_GRAPHS -> fields.graphs.add(readGraph(t, "attribute graph"));
      default -> wire.skip(t);
    }
  }

  /** The fields of one {@code AttributeProto} while it is read. */
  private final class AttributeFields {
    String name = "";
    long type;
    boolean isReference;
    float f;
    long i;
    byte[] s = new byte[0];
    OnnxTensor t;
    OnnxGraph g;
    final List<Float> floats = new ArrayList<>();
    final List<Long> ints = new ArrayList<>();
    final List<byte[]> strings = new ArrayList<>();
    final List<OnnxTensor> tensors = new ArrayList<>();
    final List<OnnxGraph> graphs = new ArrayList<>();

    /** {@return the value the {@code type} field selects} */
    OnnxAttribute.Value value() throws MalformedModel {
      if (isReference) {
        return new OnnxAttribute.OpaqueValue("reference");
      }
      return switch ((int) Math.min(type, Integer.MAX_VALUE)) {
        case Fields.TYPE_FLOAT -> new OnnxAttribute.FloatValue(f);
        case Fields.TYPE_INT -> new OnnxAttribute.IntValue(i);
        case Fields.TYPE_STRING -> new OnnxAttribute.StringValue(s);
        case Fields.TYPE_TENSOR -> new OnnxAttribute.TensorValue(required(t, "t"));
        case Fields.TYPE_GRAPH -> new OnnxAttribute.GraphValue(required(g, "g"));
        case Fields.TYPE_FLOATS -> new OnnxAttribute.FloatsValue(floats);
        case Fields.TYPE_INTS -> new OnnxAttribute.IntsValue(ints);
        case Fields.TYPE_STRINGS -> new OnnxAttribute.StringsValue(strings);
        case Fields.TYPE_TENSORS -> new OnnxAttribute.TensorsValue(tensors);
        case Fields.TYPE_GRAPHS -> new OnnxAttribute.GraphsValue(graphs);
        case Fields.TYPE_SPARSE_TENSOR -> new OnnxAttribute.OpaqueValue("SPARSE_TENSOR");
        case Fields.TYPE_SPARSE_TENSORS -> new OnnxAttribute.OpaqueValue("SPARSE_TENSORS");
        case Fields.TYPE_TYPE_PROTO -> new OnnxAttribute.OpaqueValue("TYPE_PROTO");
        case Fields.TYPE_TYPE_PROTOS -> new OnnxAttribute.OpaqueValue("TYPE_PROTOS");
        default -> throw wire.error("attribute '" + name + "' has unknown type " + type);
      };
    }

    private <T> T required(T value, String field) throws MalformedModel {
      if (value == null) {
        throw wire.error("attribute '" + name + "' has no field '" + field + "'");
      }
      return value;
    }
  }

  // ---- ValueInfoProto and TypeProto ----

  private OnnxValueInfo readValueInfo(int tag, String role) throws MalformedModel {
    int token = wire.begin(tag);
    String name = "";
    OnnxValueInfo typed = new OnnxValueInfo("", DataType.UNDEFINED, null, true);
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      switch (t >>> 3) {
        case Fields.VALUE_INFO_NAME -> name = wire.readString(t);
        case Fields.VALUE_INFO_TYPE -> {
          wire.enter(role + " '" + name + "'");
          typed = readType(t);
          wire.leave();
        }
        default -> wire.skip(t);
      }
    }
    wire.end(token);
    return new OnnxValueInfo(name, typed.elementType(), typed.shape(), typed.isTensor());
  }

  private OnnxValueInfo readType(int tag) throws MalformedModel {
    int token = wire.begin(tag);
    OnnxValueInfo result = new OnnxValueInfo("", DataType.UNDEFINED, null, true);
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      int field = t >>> 3;
      if (field == Fields.TYPE_PROTO_TENSOR) {
        result = readTensorType(t);
      } else {
        wire.skip(t);
        if (field != Fields.TYPE_PROTO_DENOTATION) {
          result = new OnnxValueInfo("", DataType.UNDEFINED, null, false);
        }
      }
    }
    wire.end(token);
    return result;
  }

  private OnnxValueInfo readTensorType(int tag) throws MalformedModel {
    int token = wire.begin(tag);
    long elemType = 0;
    List<Dim> shape = null;
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      switch (t >>> 3) {
        case Fields.TYPE_TENSOR_ELEM_TYPE -> elemType = wire.readVarint(t);
        case Fields.TYPE_TENSOR_SHAPE -> shape = readShape(t);
        default -> wire.skip(t);
      }
    }
    wire.end(token);
    DataType type = DataType.ofCode(elemType);
    if (type == null) {
      throw wire.error("unknown elem_type " + elemType);
    }
    return new OnnxValueInfo("", type, shape, true);
  }

  private List<Dim> readShape(int tag) throws MalformedModel {
    int token = wire.begin(tag);
    List<Dim> dims = new ArrayList<>();
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      if ((t >>> 3) == Fields.SHAPE_DIM) {
        dims.add(readDim(t, dims.size()));
      } else {
        wire.skip(t);
      }
    }
    wire.end(token);
    return dims;
  }

  private Dim readDim(int tag, int index) throws MalformedModel {
    int token = wire.begin(tag);
    Dim dim = Dim.symbolic("");
    for (int t = wire.readTag(); t != 0; t = wire.readTag()) {
      switch (t >>> 3) {
        case Fields.DIM_VALUE -> {
          long size = wire.readVarint(t);
          if (size < 0) {
            throw wire.error("dimension #" + index + " is negative (" + size + ")");
          }
          dim = Dim.of(size);
        }
        case Fields.DIM_PARAM -> dim = Dim.symbolic(wire.readString(t));
        default -> wire.skip(t);
      }
    }
    wire.end(token);
    return dim;
  }
}
