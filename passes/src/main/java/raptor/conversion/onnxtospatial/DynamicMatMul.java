package raptor.conversion.onnxtospatial;

import java.util.List;
import raptor.dialect.spat.SpatVMulOp;
import raptor.ir.Value;

/**
 * The product of two runtime tensors (spec §1.3, the dynamic plan of MatMul and Gemm, such as
 * attention's {@code Q·Kᵀ}): no crossbar can hold a runtime weight, so every dot product is
 * done by vector work, and only the sums use crossbars. For output row {@code (b, i)}, one
 * compute lays out {@code A[b, i, :]} repeated n times and {@code Bᵀ[b]} flattened side by side
 * (both static gathers of contiguous runs of k) and multiplies them elementwise; a contraction
 * with the constant segment-sum matrix {@code S[j·k + kk, j] = scale} then adds each run of k
 * products into {@code C[b, i, j]}. Batch dimensions broadcast by numpy rules.
 */
final class DynamicMatMul {
  private DynamicMatMul() {
  }

  /**
   * {@return {@code scale · lhs · rhsᵀ} as a {@code [rows, n]} tensor, rows = product of
   * {@code batch} times m}
   *
   * @param lhs the runtime {@code [..., m, k]} left-hand side, of shape {@code lhsShape}
   * @param rhsT the runtime {@code [..., n, k]} right-hand side, already transposed
   * @param batch the broadcast batch dimensions of the result
   */
  static Value emit(Computes computes, long tile, Value lhs, long[] lhsShape, Value rhsT,
      long[] rhsShape, long[] batch, float scale) {
    long m = lhsShape[lhsShape.length - 2];
    long k = lhsShape[lhsShape.length - 1];
    long n = rhsShape[rhsShape.length - 2];
    long batches = Tensors.count(batch);
    long rows = batches * m;
    long width = n * k;
    long[] lhsBatch = batchOffsets(lhsShape, batch, m * k);
    long[] rhsBatch = batchOffsets(rhsShape, batch, n * k);
    Gather repeated = Gather.of(new long[] {rows, width}, index -> Gather.element(0,
        lhsBatch[(int) (index[0] / m)] + index[0] % m * k + index[1] % k));
    Gather side = Gather.of(new long[] {rows, width}, index -> Gather.element(0,
        rhsBatch[(int) (index[0] / m)] + index[1]));
    Value products = computes.compute(Tensors.f32(rows, width), List.of(), List.of(lhs, rhsT),
        (body, weights, in) -> {
          Value left = repeated.emitFlat(body, computes.location(), List.of(in.get(0)), null);
          Value right = side.emitFlat(body, computes.location(), List.of(in.get(1)), null);
          Value product = SpatVMulOp.create(body, computes.location(), left, right).output();
          return List.of(Gather.reshape(body, computes.location(), product,
              new long[] {rows, width}));
        });
    float[] sums = new float[Math.toIntExact(width * n)];
    for (int j = 0; j < n; j++) {
      for (int kk = 0; kk < k; kk++) {
        sums[Math.toIntExact((j * k + kk) * n + j)] = scale;
      }
    }
    return Contraction.emit(computes, new ContractionPlan(rows, width, n, tile), products, sums,
        null);
  }

  /**
   * {@return for each index of the flattened {@code batch}, the element offset of its matrix
   * in a tensor of {@code shape} whose matrices have {@code matrix} elements} (broadcasting
   * missing and unit dimensions)
   */
  private static long[] batchOffsets(long[] shape, long[] batch, long matrix) {
    int own = shape.length - 2;
    long[] offsets = new long[Math.toIntExact(Tensors.count(batch))];
    long[] index = new long[batch.length];
    for (int b = 0; b < offsets.length; b++) {
      long offset = 0;
      long stride = matrix;
      for (int d = own - 1; d >= 0; d--) {
        long coordinate = index[batch.length - own + d];
        offset += (shape[d] == 1 ? 0 : coordinate) * stride;
        stride *= shape[d];
      }
      offsets[b] = offset;
      for (int d = batch.length - 1; d >= 0 && ++index[d] == batch[d]; d--) {
        index[d] = 0;
      }
    }
    return offsets;
  }

  /** {@return the numpy broadcast of shapes {@code a} and {@code b}} */
  static long[] broadcastShape(long[] a, long[] b) {
    long[] shape = new long[Math.max(a.length, b.length)];
    for (int d = 0; d < shape.length; d++) {
      long x = d < shape.length - a.length ? 1 : a[d - shape.length + a.length];
      long y = d < shape.length - b.length ? 1 : b[d - shape.length + b.length];
      shape[d] = x == 1 ? y : x;
    }
    return shape;
  }
}
