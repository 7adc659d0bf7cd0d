package raptor.conversion.onnxtospatial;

import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxGemmOp;
import raptor.ir.Value;

/**
 * {@code onnx.Gemm} (spec §1.4): {@code alpha * A' * B' + beta * C} with a runtime A. A constant
 * B goes through the contraction planner, with the transposes, alpha and beta applied to the
 * weight and bias at compile time and a constant C of any broadcastable shape in the reduction
 * compute; a runtime B is a {@link DynamicMatMul} scaled by alpha. A runtime C is broadcast,
 * scaled by beta and added by an elementwise compute.
 */
final class Gemm {
  private Gemm() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxGemmOp.NAME, (op, computes, tile) -> List.of(lower((OnnxGemmOp) op,
        computes, tile)));
  }

  private static Value lower(OnnxGemmOp op, Computes computes, long tile)
      throws LoweringException {
    long[] a = Tensors.floatShape(op, op.A());
    long[] b = Tensors.shape(op, op.B());
    if (a.length != 2 || b.length != 2) {
      throw new LoweringException(op, "requires 2-D operands");
    }
    if (Tensors.isConstant(op.A())) {
      throw new LoweringException(op, "requires a runtime A (constant Gemms are folded by "
          + "onnx-prepare)");
    }
    Value lhs = op.A();
    if (op.transA() != 0) {
      lhs = TensorOps.transpose(computes, lhs, a, new long[] {1, 0});
      a = new long[] {a[1], a[0]};
    }
    long k = a[1];
    long n = op.transB() != 0 ? b[0] : b[1];
    if ((op.transB() != 0 ? b[1] : b[0]) != k) {
      throw new LoweringException(op, "has mismatched contraction dimensions");
    }
    long[] out = {a[0], n};
    boolean staticB = Tensors.isConstant(op.B());
    float[] bias = null;
    if (!Tensors.isNone(op.C()) && Tensors.isConstant(op.C())) {
      bias = Tensors.broadcast(Tensors.floats(op, op.C(), "C"), Tensors.shape(op, op.C()), out);
      for (int i = 0; i < bias.length; i++) {
        bias[i] *= (float) op.beta();
      }
    }
    Value product;
    if (staticB) {
      float[] weight = MatMul.orient(Tensors.floats(op, op.B(), "B"), b, op.transB() != 0,
          (float) op.alpha());
      product = Contraction.emit(computes, new ContractionPlan(a[0], k, n, tile), lhs, weight,
          bias);
    } else {
      Value rhsT = op.transB() != 0 ? op.B()
          : TensorOps.transpose(computes, op.B(), b, new long[] {1, 0});
      product = DynamicMatMul.emit(computes, tile, lhs, a, rhsT, new long[] {n, k},
          new long[0], (float) op.alpha());
      if (bias != null) {
        product = Elementwise.addConstant(computes, product, bias, out);
      }
    }
    if (!Tensors.isNone(op.C()) && !Tensors.isConstant(op.C())) {
      return Elementwise.add(op, computes, product, out, op.C(), (float) op.beta());
    }
    return product;
  }
}
