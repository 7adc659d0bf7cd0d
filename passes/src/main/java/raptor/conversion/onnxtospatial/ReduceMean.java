package raptor.conversion.onnxtospatial;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxGlobalAveragePoolOp;
import raptor.dialect.onnx.OnnxReduceMeanOp;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * ReduceMean (spec §1.7), and GlobalAveragePool of other than 4-D tensors, as contractions (a
 * 4-D GlobalAveragePool, or ReduceMean over its plane keeping dimensions, adds NHWC rows instead,
 * {@link GlobalAveragePool}): the reduced dimensions are
 * moved last (a transpose gather when they are not already), the tensor is viewed as
 * {@code [kept, reduced]}, and a constant column of {@code 1 / reduced} on crossbars computes
 * every mean at once.
 */
final class ReduceMean {
  private ReduceMean() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxGlobalAveragePoolOp.NAME, (op, computes, tile) -> {
      long[] x = Tensors.floatShape(op, op.operand(0));
      if (x.length == 4) {
        return List.of(GlobalAveragePool.lower(computes, op.operand(0), x));
      }
      boolean[] reduced = new boolean[x.length];
      Arrays.fill(reduced, 2, x.length, true);
      return List.of(lower(op, computes, tile, reduced));
    });
    lowerings.put(OnnxReduceMeanOp.NAME, (op, computes, tile) -> {
      OnnxReduceMeanOp mean = (OnnxReduceMeanOp) op;
      long[] x = Tensors.floatShape(op, mean.data());
      boolean[] reduced = new boolean[x.length];
      long[] axes = Tensors.isNone(mean.axes()) ? new long[0]
          : Tensors.ints(op, mean.axes(), "the axes");
      if (axes.length == 0) {
        Arrays.fill(reduced, mean.noopWithEmptyAxes() == 0);
      }
      for (long axis : axes) {
        reduced[(int) (axis < 0 ? axis + x.length : axis)] = true;
      }
      if (x.length == 4 && !reduced[0] && !reduced[1] && reduced[2] && reduced[3]
          && mean.keepdims() != 0) {
        return List.of(GlobalAveragePool.lower(computes, mean.data(), x));
      }
      return List.of(lower(op, computes, tile, reduced));
    });
  }

  private static Value lower(Operation op, Computes computes, long tile, boolean[] reduced)
      throws LoweringException {
    Value input = op.operand(0);
    long[] x = Tensors.floatShape(op, input);
    long[] perm = new long[x.length];
    long[] permuted = new long[x.length];
    int next = 0;
    long inner = 1;
    for (int pass = 0; pass < 2; pass++) {
      for (int d = 0; d < x.length; d++) {
        if (reduced[d] == (pass == 1)) {
          perm[next] = d;
          permuted[next++] = x[d];
          inner *= pass == 1 ? x[d] : 1;
        }
      }
    }
    if (inner == 1) {
      return Flatten.reshape(computes, input, x, Tensors.shape(op, op.result(0)));
    }
    boolean identity = true;
    for (int d = 0; d < perm.length; d++) {
      identity &= perm[d] == d;
    }
    Value moved = identity ? input : TensorOps.transpose(computes, input, x, perm);
    long outer = Tensors.count(x) / inner;
    Value rows = Flatten.reshape(computes, moved, permuted, new long[] {outer, inner});
    float[] weight = new float[Math.toIntExact(inner)];
    Arrays.fill(weight, 1f / inner);
    Value means = Contraction.emit(computes, new ContractionPlan(outer, inner, 1, tile), rows,
        weight, null);
    return Flatten.reshape(computes, means, new long[] {outer, 1},
        Tensors.shape(op, op.result(0)));
  }
}
