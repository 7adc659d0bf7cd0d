package raptor.frontend.onnx.export;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import raptor.frontend.onnx.importer.OnnxTypes;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.Type;

/** Converts {@code onnx} dialect attributes back into ONNX attribute values and tensors. */
final class AttributeExport {
  private AttributeExport() {
  }

  /** {@return the ONNX value of {@code attr}, or null when ONNX has no form for it} */
  static OnnxAttribute.Value value(Attribute attr) {
    if (attr instanceof IntegerAttr i) {
      return new OnnxAttribute.IntValue(i.longValue());
    }
    if (attr instanceof FloatAttr f) {
      return new OnnxAttribute.FloatValue((float) f.doubleValue());
    }
    if (attr instanceof StringAttr s) {
      return new OnnxAttribute.StringValue(s.value().getBytes(StandardCharsets.UTF_8));
    }
    if (attr instanceof DenseElementsAttr dense) {
      OnnxTensor tensor = tensor("", dense);
      return tensor == null ? null : new OnnxAttribute.TensorValue(tensor);
    }
    if (attr instanceof Type type) {
      DataType dataType = OnnxTypes.toOnnx(type);
      return dataType == null ? null : new OnnxAttribute.IntValue(dataType.code());
    }
    if (attr instanceof ArrayAttr array) {
      return list(array);
    }
    return null;
  }

  private static OnnxAttribute.Value list(ArrayAttr array) {
    List<Long> ints = new ArrayList<>();
    List<Float> floats = new ArrayList<>();
    for (Attribute element : array.elements()) {
      if (element instanceof IntegerAttr i) {
        ints.add(i.longValue());
      } else if (element instanceof FloatAttr f) {
        floats.add((float) f.doubleValue());
      } else {
        return null;
      }
    }
    if (!ints.isEmpty() && !floats.isEmpty()) {
      return null;
    }
    return floats.isEmpty() ? new OnnxAttribute.IntsValue(ints)
        : new OnnxAttribute.FloatsValue(floats);
  }

  /** {@return {@code dense} as an ONNX tensor named {@code name}, or null for other elements} */
  static OnnxTensor tensor(String name, DenseElementsAttr dense) {
    DataType type = OnnxTypes.toOnnx(dense.elementType());
    if (type == null || dense.isStringElements()) {
      return null;
    }
    long count = dense.numElements();
    if (!dense.isSplat() || count == 1) {
      return OnnxTensor.of(name, type, dense.type().shape(), dense.rawBuffer());
    }
    byte[] stored = dense.rawData();
    byte[] raw = new byte[Math.toIntExact(count * stored.length)];
    for (int i = 0; i < count; i++) {
      System.arraycopy(stored, 0, raw, i * stored.length, stored.length);
    }
    return OnnxTensor.of(name, type, dense.type().shape(), ByteBuffer.wrap(raw));
  }
}
