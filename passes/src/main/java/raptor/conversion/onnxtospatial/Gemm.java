package raptor.conversion.onnxtospatial;

import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxGemmOp;
import raptor.ir.Value;

/**
 * {@code onnx.Gemm} (spec §1.4): {@code alpha * A' * B' + beta * C} with a runtime A and a
 * constant B, through the contraction planner. Transposes, alpha and beta are applied to the
 * constant weight and bias at compile time; a constant C of any broadcastable shape becomes the
 * reduction compute's bias, a runtime C is added by an elementwise compute.
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
    if (!Tensors.isConstant(op.B())) {
      throw new LoweringException(op, "requires a compile-time constant B: products of two "
          + "runtime tensors are not supported yet");
    }
    Value lhs = op.A();
    if (op.transA() != 0) {
      lhs = TensorOps.transpose(computes, lhs, a, new long[] {1, 0});
      a = new long[] {a[1], a[0]};
    }
    float[] weight = Tensors.floats(op, op.B(), "B");
    long k = a[1];
    long n = op.transB() != 0 ? b[0] : b[1];
    if ((op.transB() != 0 ? b[1] : b[0]) != k) {
      throw new LoweringException(op, "has mismatched contraction dimensions");
    }
    weight = MatMul.orient(weight, b, op.transB() != 0, (float) op.alpha());
    ContractionPlan plan = new ContractionPlan(a[0], k, n, tile);
    long[] out = {a[0], n};
    float[] bias = null;
    boolean runtimeBias = false;
    if (!Tensors.isNone(op.C())) {
      if (Tensors.isConstant(op.C())) {
        bias = Tensors.broadcast(Tensors.floats(op, op.C(), "C"), Tensors.shape(op, op.C()),
            out);
        for (int i = 0; i < bias.length; i++) {
          bias[i] *= (float) op.beta();
        }
      } else if (op.beta() == 1) {
        runtimeBias = true;
      } else {
        throw new LoweringException(op, "supports a runtime C only with beta = 1");
      }
    }
    Value product = Contraction.emit(computes, plan, lhs, weight, bias);
    return runtimeBias ? Elementwise.add(op, computes, product, out, op.C()) : product;
  }
}
