package raptor.conversion.onnxtospatial;

import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxMatMulOp;
import raptor.ir.Value;

/**
 * {@code onnx.MatMul} (spec §1.5) with a runtime left-hand side and a constant 2-D right-hand
 * side: the leading dimensions of the left-hand side (batch dimensions, or none for a vector)
 * are folded into the rows of one contraction; the result gets the ONNX result shape back.
 */
final class MatMul {
  private MatMul() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxMatMulOp.NAME, (op, computes, tile) -> List.of(lower((OnnxMatMulOp) op,
        computes, tile)));
  }

  private static Value lower(OnnxMatMulOp op, Computes computes, long tile)
      throws LoweringException {
    long[] a = Tensors.floatShape(op, op.A());
    long[] b = Tensors.shape(op, op.B());
    long[] out = Tensors.shape(op, op.Y());
    if (!Tensors.isConstant(op.B())) {
      throw new LoweringException(op, "requires a compile-time constant right-hand side: "
          + "products of two runtime tensors are not supported yet");
    }
    if (b.length != 2 && b.length != 1) {
      throw new LoweringException(op, "supports only a 1-D or 2-D constant right-hand side");
    }
    long k = a[a.length - 1];
    long n = b.length == 2 ? b[1] : 1;
    if (b[0] != k) {
      throw new LoweringException(op, "has mismatched contraction dimensions");
    }
    long m = Tensors.count(a) / k;
    Value lhs = Flatten.reshape(computes, op.A(), a, new long[] {m, k});
    float[] weight = Tensors.floats(op, op.B(), "the right-hand side");
    Value product = Contraction.emit(computes, new ContractionPlan(m, k, n, tile), lhs, weight,
        null);
    return Flatten.reshape(computes, product, new long[] {m, n}, out);
  }

  /**
   * {@return the row-major {@code [k, n]} weight of the constant {@code values} of
   * {@code shape}, transposed first when {@code transposed}, each element times {@code scale}}
   */
  static float[] orient(float[] values, long[] shape, boolean transposed, float scale) {
    float[] result = new float[values.length];
    int rows = Math.toIntExact(shape[0]);
    int columns = Math.toIntExact(shape[1]);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        float value = values[r * columns + c] * scale;
        result[transposed ? c * rows + r : r * columns + c] = value;
      }
    }
    return result;
  }
}
