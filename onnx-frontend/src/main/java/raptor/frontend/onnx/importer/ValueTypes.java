package raptor.frontend.onnx.importer;

import java.util.ArrayList;
import java.util.List;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnrankedTensorType;

/** The tensor types of declared ONNX values: symbolic and unknown dimensions become {@code ?}. */
final class ValueTypes {
  private ValueTypes() {
  }

  /**
   * {@return the tensor type {@code info} declares, or null when it declares no tensor type}
   *
   * @throws ImportError when the element type has no dialect form
   */
  static Type declared(OnnxValueInfo info) throws ImportError {
    if (!info.isTensor() || info.elementType() == DataType.UNDEFINED) {
      return null;
    }
    Type element = elementType(info);
    if (info.shape() == null) {
      return new UnrankedTensorType(element);
    }
    List<Long> dims = new ArrayList<>();
    for (Dim dim : info.shape()) {
      dims.add(dim.isKnown() ? dim.value() : ShapedType.DYNAMIC);
    }
    return RankedTensorType.of(dims, element);
  }

  /** {@return the element type of {@code info}} */
  static Type elementType(OnnxValueInfo info) throws ImportError {
    Type element = OnnxTypes.toIr(info.elementType());
    if (element == null) {
      throw new ImportError("value '" + info.name() + "' has element type "
          + info.elementType() + ", which is not supported");
    }
    return element;
  }
}
