package raptor.frontend.onnx.proto;

/**
 * The field numbers of the {@code onnx.proto} messages the front end reads and writes (ONNX IR
 * version 13). Fields not listed are skipped on reading.
 */
final class Fields {
  private Fields() {
  }

  // ---- ModelProto ----
  static final int MODEL_IR_VERSION = 1;
  static final int MODEL_PRODUCER_NAME = 2;
  static final int MODEL_PRODUCER_VERSION = 3;
  static final int MODEL_GRAPH = 7;
  static final int MODEL_OPSET_IMPORT = 8;

  // ---- OperatorSetIdProto ----
  static final int OPSET_DOMAIN = 1;
  static final int OPSET_VERSION = 2;

  // ---- GraphProto ----
  static final int GRAPH_NODE = 1;
  static final int GRAPH_NAME = 2;
  static final int GRAPH_INITIALIZER = 5;
  static final int GRAPH_INPUT = 11;
  static final int GRAPH_OUTPUT = 12;
  static final int GRAPH_VALUE_INFO = 13;

  // ---- NodeProto ----
  static final int NODE_INPUT = 1;
  static final int NODE_OUTPUT = 2;
  static final int NODE_NAME = 3;
  static final int NODE_OP_TYPE = 4;
  static final int NODE_ATTRIBUTE = 5;
  static final int NODE_DOMAIN = 7;

  // ---- AttributeProto ----
  static final int ATTR_NAME = 1;
  static final int ATTR_F = 2;
  static final int ATTR_I = 3;
  static final int ATTR_S = 4;
  static final int ATTR_T = 5;
  static final int ATTR_G = 6;
  static final int ATTR_FLOATS = 7;
  static final int ATTR_INTS = 8;
  static final int ATTR_STRINGS = 9;
  static final int ATTR_TENSORS = 10;
  static final int ATTR_GRAPHS = 11;
  static final int ATTR_TYPE = 20;
  static final int ATTR_REF_ATTR_NAME = 21;

  // ---- AttributeProto.AttributeType ----
  static final int TYPE_FLOAT = 1;
  static final int TYPE_INT = 2;
  static final int TYPE_STRING = 3;
  static final int TYPE_TENSOR = 4;
  static final int TYPE_GRAPH = 5;
  static final int TYPE_FLOATS = 6;
  static final int TYPE_INTS = 7;
  static final int TYPE_STRINGS = 8;
  static final int TYPE_TENSORS = 9;
  static final int TYPE_GRAPHS = 10;
  static final int TYPE_SPARSE_TENSOR = 11;
  static final int TYPE_SPARSE_TENSORS = 12;
  static final int TYPE_TYPE_PROTO = 13;
  static final int TYPE_TYPE_PROTOS = 14;

  // ---- ValueInfoProto, TypeProto, TensorShapeProto ----
  static final int VALUE_INFO_NAME = 1;
  static final int VALUE_INFO_TYPE = 2;
  static final int TYPE_PROTO_TENSOR = 1;
  static final int TYPE_PROTO_DENOTATION = 6;
  static final int TYPE_TENSOR_ELEM_TYPE = 1;
  static final int TYPE_TENSOR_SHAPE = 2;
  static final int SHAPE_DIM = 1;
  static final int DIM_VALUE = 1;
  static final int DIM_PARAM = 2;

  // ---- TensorProto ----
  static final int TENSOR_DIMS = 1;
  static final int TENSOR_DATA_TYPE = 2;
  static final int TENSOR_FLOAT_DATA = 4;
  static final int TENSOR_INT32_DATA = 5;
  static final int TENSOR_STRING_DATA = 6;
  static final int TENSOR_INT64_DATA = 7;
  static final int TENSOR_NAME = 8;
  static final int TENSOR_RAW_DATA = 9;
  static final int TENSOR_DOUBLE_DATA = 10;
  static final int TENSOR_UINT64_DATA = 11;
  static final int TENSOR_EXTERNAL_DATA = 13;
  static final int TENSOR_DATA_LOCATION = 14;
  static final int DATA_LOCATION_EXTERNAL = 1;

  // ---- StringStringEntryProto ----
  static final int ENTRY_KEY = 1;
  static final int ENTRY_VALUE = 2;
}
