package raptor.frontend.onnx.importer;

import java.util.List;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;

/** Converts ONNX tensors into dense elements attributes of the same type and bytes. */
final class DenseTensors {
  private DenseTensors() {
  }

  /**
   * {@return {@code tensor} as dense elements}
   *
   * @throws ImportError when its element type has no {@code onnx} dialect form
   */
  static DenseElementsAttr of(OnnxTensor tensor) throws ImportError {
    Type element = OnnxTypes.toIr(tensor.dataType());
    if (element == null) {
      throw new ImportError("tensor '" + tensor.name() + "' has element type "
          + tensor.dataType() + ", which is not supported");
    }
    RankedTensorType type = RankedTensorType.of(tensor.dims(), element);
    return DenseElementsAttr.ofBuffer(type, tensor.data());
  }

  /** {@return a 1-D i64 tensor of {@code values}} */
  static DenseElementsAttr i64(List<Long> values) {
    long[] array = values.stream().mapToLong(Long::longValue).toArray();
    return DenseElementsAttr.ofLongs(
        RankedTensorType.of(List.of((long) array.length), IntegerType.I64), array);
  }

  /** {@return a scalar of {@code element} type holding {@code value}} */
  static DenseElementsAttr scalar(Type element, double value) {
    return DenseElementsAttr.ofDoubles(RankedTensorType.of(List.of(), element), value);
  }
}
