package raptor.conversion.onnxtospatial;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxMatMulOp;
import raptor.ir.Value;

/**
 * {@code onnx.MatMul} (spec §1.5). With a constant 1-D or 2-D right-hand side, the leading
 * dimensions of the left-hand side (batch dimensions, or none for a vector) are folded into the
 * rows of one contraction and the result gets the ONNX result shape back. With a runtime
 * right-hand side, the product is a {@link DynamicMatMul} with broadcast batch dimensions, or,
 * when the left-hand side is a 2-D constant, the transposed form {@code (Bᵀ·Aᵀ)ᵀ}.
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
      return Tensors.isConstant(op.A()) ? constantLhs(op, computes, tile, a, b)
          : dynamic(op, computes, tile, a, b, out);
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
   * {@return {@code A·B} for a runtime B: the {@link DynamicMatMul} of A and Bᵀ (a 1-D B is its
   * own transpose), with broadcast batch dimensions}
   */
  private static Value dynamic(OnnxMatMulOp op, Computes computes, long tile, long[] a,
      long[] b, long[] out) throws LoweringException {
    long[] lhs = a.length == 1 ? new long[] {1, a[0]} : a;
    long[] rhs = b.length == 1 ? new long[] {b[0], 1} : b;
    int rank = rhs.length;
    if (lhs[lhs.length - 1] != rhs[rank - 2]) {
      throw new LoweringException(op, "has mismatched contraction dimensions");
    }
    long[] rhsT = rhs.clone();
    rhsT[rank - 2] = rhs[rank - 1];
    rhsT[rank - 1] = rhs[rank - 2];
    Value transposed = op.B();
    if (b.length > 1) {
      long[] perm = new long[rank];
      for (int d = 0; d < rank; d++) {
        perm[d] = d;
      }
      perm[rank - 2] = rank - 1;
      perm[rank - 1] = rank - 2;
      transposed = TensorOps.transpose(computes, op.B(), b, perm);
    }
    long[] batch = DynamicMatMul.broadcastShape(Arrays.copyOf(lhs, lhs.length - 2),
        Arrays.copyOf(rhs, rank - 2));
    Value product = DynamicMatMul.emit(computes, tile, op.A(), lhs, transposed, rhsT, batch, 1f);
    long rows = Tensors.count(batch) * lhs[lhs.length - 2];
    return Flatten.reshape(computes, product, new long[] {rows, rhs[rank - 1]}, out);
  }

  /**
   * {@return {@code A·B} for a constant 2-D A and a runtime 2-D B in the transposed form
   * {@code (Bᵀ·Aᵀ)ᵀ}, so that A is the crossbar weight}
   */
  private static Value constantLhs(OnnxMatMulOp op, Computes computes, long tile, long[] a,
      long[] b) throws LoweringException {
    if (a.length != 2 || b.length != 2 || a[1] != b[0]) {
      throw new LoweringException(op, "supports a constant left-hand side only for 2-D "
          + "operands with matching contraction dimensions");
    }
    Value lhs = TensorOps.transpose(computes, op.B(), b, new long[] {1, 0});
    float[] weight = orient(Tensors.floats(op, op.A(), "the left-hand side"), a, true, 1f);
    Value product = Contraction.emit(computes, new ContractionPlan(b[1], a[1], a[0], tile), lhs,
        weight, null);
    return TensorOps.transpose(computes, product, new long[] {b[1], a[0]}, new long[] {1, 0});
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
