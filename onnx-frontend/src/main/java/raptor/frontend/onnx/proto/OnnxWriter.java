package raptor.frontend.onnx.proto;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.OutputFile;

/**
 * Writes an {@link OnnxModel} as a {@code .onnx} file ({@code ModelProto}), fields in field
 * number order and tensor data in {@code raw_data}, so equal models give equal bytes.
 */
public final class OnnxWriter {
  private OnnxWriter() {
  }

  /** {@return the bytes of {@code model}} */
  public static byte[] toBytes(OnnxModel model) {
    return message(out -> writeModel(out, model));
  }

  /**
   * Writes {@code model} to {@code file} by the rules of {@link OutputFile} (a regular file is
   * replaced atomically, a link followed, a device written through).
   */
  public static void write(OnnxModel model, Path file) throws OnnxException {
    byte[] bytes = toBytes(model);
    try {
      OutputFile.write(file, out -> out.write(bytes));
    } catch (FileAccessException e) {
      throw new OnnxException(e.getMessage());
    }
  }

  // ---- Messages ----

  private static void writeModel(CodedOutputStream out, OnnxModel model) throws IOException {
    out.writeInt64(Fields.MODEL_IR_VERSION, model.irVersion());
    writeString(out, Fields.MODEL_PRODUCER_NAME, model.producerName());
    writeString(out, Fields.MODEL_PRODUCER_VERSION, model.producerVersion());
    nested(out, Fields.MODEL_GRAPH, o -> writeGraph(o, model.graph()));
    for (Map.Entry<String, Long> opset : model.sortedOpsets()) {
      nested(out, Fields.MODEL_OPSET_IMPORT, o -> {
        writeString(o, Fields.OPSET_DOMAIN, opset.getKey());
        o.writeInt64(Fields.OPSET_VERSION, opset.getValue());
      });
    }
  }

  private static void writeGraph(CodedOutputStream out, OnnxGraph graph) throws IOException {
    for (OnnxNode node : graph.nodes()) {
      nested(out, Fields.GRAPH_NODE, o -> writeNode(o, node));
    }
    writeString(out, Fields.GRAPH_NAME, graph.name());
    for (OnnxTensor tensor : graph.initializers()) {
      nested(out, Fields.GRAPH_INITIALIZER, o -> writeTensor(o, tensor));
    }
    writeValueInfos(out, Fields.GRAPH_INPUT, graph.inputs());
    writeValueInfos(out, Fields.GRAPH_OUTPUT, graph.outputs());
    writeValueInfos(out, Fields.GRAPH_VALUE_INFO, graph.valueInfo());
  }

  private static void writeNode(CodedOutputStream out, OnnxNode node) throws IOException {
    for (String input : node.inputs()) {
      out.writeString(Fields.NODE_INPUT, input);
    }
    for (String output : node.outputs()) {
      out.writeString(Fields.NODE_OUTPUT, output);
    }
    writeString(out, Fields.NODE_NAME, node.name());
    out.writeString(Fields.NODE_OP_TYPE, node.opType());
    for (OnnxAttribute attribute : node.attributes()) {
      nested(out, Fields.NODE_ATTRIBUTE, o -> writeAttribute(o, attribute));
    }
    writeString(out, Fields.NODE_DOMAIN, node.domain());
  }

  private static void writeAttribute(CodedOutputStream out, OnnxAttribute attribute)
      throws IOException {
    out.writeString(Fields.ATTR_NAME, attribute.name());
    OnnxAttribute.Value value = attribute.value();
    int type;
    if (value instanceof OnnxAttribute.FloatValue f) {
      out.writeFloat(Fields.ATTR_F, f.value());
      type = Fields.TYPE_FLOAT;
    } else if (value instanceof OnnxAttribute.IntValue i) {
      out.writeInt64(Fields.ATTR_I, i.value());
      type = Fields.TYPE_INT;
    } else if (value instanceof OnnxAttribute.StringValue s) {
      out.writeByteArray(Fields.ATTR_S, s.value());
      type = Fields.TYPE_STRING;
    } else if (value instanceof OnnxAttribute.TensorValue t) {
      nested(out, Fields.ATTR_T, o -> writeTensor(o, t.value()));
      type = Fields.TYPE_TENSOR;
    } else if (value instanceof OnnxAttribute.GraphValue g) {
      nested(out, Fields.ATTR_G, o -> writeGraph(o, g.value()));
      type = Fields.TYPE_GRAPH;
    } else if (value instanceof OnnxAttribute.FloatsValue floats) {
      nested(out, Fields.ATTR_FLOATS, o -> {
        for (float f : floats.values()) {
          o.writeFloatNoTag(f);
        }
      });
      type = Fields.TYPE_FLOATS;
    } else if (value instanceof OnnxAttribute.IntsValue ints) {
      packedVarints(out, Fields.ATTR_INTS, ints.values());
      type = Fields.TYPE_INTS;
    } else {
      type = writeListAttribute(out, value);
    }
    out.writeInt32(Fields.ATTR_TYPE, type);
  }

  private static int writeListAttribute(CodedOutputStream out, OnnxAttribute.Value value)
      throws IOException {
    if (value instanceof OnnxAttribute.StringsValue strings) {
      for (byte[] s : strings.values()) {
        out.writeByteArray(Fields.ATTR_STRINGS, s);
      }
      return Fields.TYPE_STRINGS;
    }
    if (value instanceof OnnxAttribute.TensorsValue tensors) {
      for (OnnxTensor tensor : tensors.values()) {
        nested(out, Fields.ATTR_TENSORS, o -> writeTensor(o, tensor));
      }
      return Fields.TYPE_TENSORS;
    }
    if (value instanceof OnnxAttribute.GraphsValue graphs) {
      for (OnnxGraph graph : graphs.values()) {
        nested(out, Fields.ATTR_GRAPHS, o -> writeGraph(o, graph));
      }
      return Fields.TYPE_GRAPHS;
    }
    throw new IllegalArgumentException("cannot write an attribute of type " + value.typeName());
  }

  private static void writeTensor(CodedOutputStream out, OnnxTensor tensor) throws IOException {
    packedVarints(out, Fields.TENSOR_DIMS, tensor.dims());
    out.writeInt32(Fields.TENSOR_DATA_TYPE, tensor.dataType().code());
    for (byte[] s : tensor.strings()) {
      out.writeByteArray(Fields.TENSOR_STRING_DATA, s);
    }
    writeString(out, Fields.TENSOR_NAME, tensor.name());
    if (tensor.dataType() != DataType.STRING) {
      ByteBuffer data = tensor.data();
      out.writeTag(Fields.TENSOR_RAW_DATA, WireFormat.WIRETYPE_LENGTH_DELIMITED);
      out.writeUInt32NoTag(data.remaining());
      out.write(data);
    }
  }

  private static void writeValueInfos(CodedOutputStream out, int field,
      List<OnnxValueInfo> infos) throws IOException {
    for (OnnxValueInfo info : infos) {
      nested(out, field, o -> {
        o.writeString(Fields.VALUE_INFO_NAME, info.name());
        if (info.isTensor() && info.elementType() != DataType.UNDEFINED) {
          nested(o, Fields.VALUE_INFO_TYPE, t -> nested(t, Fields.TYPE_PROTO_TENSOR,
              tensor -> writeTensorType(tensor, info)));
        }
      });
    }
  }

  private static void writeTensorType(CodedOutputStream out, OnnxValueInfo info)
      throws IOException {
    out.writeInt32(Fields.TYPE_TENSOR_ELEM_TYPE, info.elementType().code());
    if (info.shape() == null) {
      return;
    }
    nested(out, Fields.TYPE_TENSOR_SHAPE, shape -> {
      for (Dim dim : info.shape()) {
        nested(shape, Fields.SHAPE_DIM, d -> {
          if (dim.isKnown()) {
            d.writeInt64(Fields.DIM_VALUE, dim.value());
          } else if (!dim.param().isEmpty()) {
            d.writeString(Fields.DIM_PARAM, dim.param());
          }
        });
      }
    });
  }

  // ---- Encoding helpers ----

  private static void writeString(CodedOutputStream out, int field, String value)
      throws IOException {
    if (!value.isEmpty()) {
      out.writeByteArray(field, value.getBytes(StandardCharsets.UTF_8));
    }
  }

  private static void packedVarints(CodedOutputStream out, int field, List<Long> values)
      throws IOException {
    if (values.isEmpty()) {
      return;
    }
    nested(out, field, o -> {
      for (long value : values) {
        o.writeInt64NoTag(value);
      }
    });
  }

  /** Writes the message {@code body} produces as the length-delimited field {@code field}. */
  private static void nested(CodedOutputStream out, int field, Body body) throws IOException {
    out.writeByteArray(field, message(body));
  }

  private static byte[] message(Body body) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CodedOutputStream out = CodedOutputStream.newInstance((OutputStream) bytes);
    try {
      body.write(out);
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /** Writes the fields of one message. */
  @FunctionalInterface
  private interface Body {
    void write(CodedOutputStream out) throws IOException;
  }
}
