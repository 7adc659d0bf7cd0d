package raptor.dialect.onnx.transforms;

import java.nio.ByteBuffer;
import java.util.List;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.RankedTensorType;

/**
 * Transposes a 2-D numeric constant by moving its elements' bytes, whatever their type: no
 * widening to doubles and no index table, so a large weight matrix costs one new copy of itself.
 */
final class MatrixTranspose {
  private MatrixTranspose() {
  }

  /** {@return {@code matrix} (rows by columns, numeric) as columns by rows} */
  static DenseElementsAttr of(DenseElementsAttr matrix) {
    List<Long> shape = matrix.type().shape();
    int rows = Math.toIntExact(shape.get(0));
    int columns = Math.toIntExact(shape.get(1));
    RankedTensorType type = RankedTensorType.of(List.of((long) columns, (long) rows),
        matrix.elementType());
    ByteBuffer source = matrix.rawBuffer();
    if (matrix.isSplat()) {
      return DenseElementsAttr.ofBuffer(type, source);
    }
    int width = DenseElementsAttr.storageBytes(matrix.elementType());
    ByteBuffer target = DenseElementsAttr.allocateStorage(
        Math.multiplyExact(Math.multiplyExact(rows, columns), width));
    for (int row = 0; row < rows; row++) {
      for (int column = 0; column < columns; column++) {
        target.put((column * rows + row) * width, source, (row * columns + column) * width,
            width);
      }
    }
    return DenseElementsAttr.ofBuffer(type, target);
  }
}
