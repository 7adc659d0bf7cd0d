package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * The {@code NHWCRowStrip} physical layout (spec §2.1) of a logical NCHW tensor
 * {@code [N, C, H, W]}: a {@code [N·H, W, C]} tensor whose row {@code n·H + h} holds spatial row
 * {@code h} of image {@code n} as {@code W} channel vectors. One row is one batch lane's
 * fragment (one tile per row), so row-strip ops run as batches of {@code N·H} lanes, lane
 * {@code i} reading and writing row {@code i}.
 */
final class RowStrip {
  /** Writes one lane's output row from its input rows. */
  @FunctionalInterface
  interface RowBody {
    /**
     * {@return the lane's {@code [1, W, C]} fragment}
     *
     * @param rows the lane's row of each row-strip input
     * @param shared the inputs every lane reads whole
     */
    Value build(OpBuilder body, List<Value> rows, List<Value> shared);
  }

  private RowStrip() {
  }

  /** {@return whether {@code type} has f32 elements} */
  static boolean isF32(Type type) {
    return type instanceof ShapedType shaped && shaped.elementType() == FloatType.F32;
  }

  /** {@return the static shape of the logical {@code value}} */
  static long[] shape(Value value) {
    return ((RankedTensorType) value.type()).shape().stream().mapToLong(Long::longValue)
        .toArray();
  }

  /** {@return the physical {@code [N·H, W, C]} shape of the logical NCHW {@code nchw}} */
  static long[] physical(long[] nchw) {
    return new long[] {nchw[0] * nchw[2], nchw[3], nchw[1]};
  }

  /** {@return the flat NCHW index of element (n, c, h, w) of a tensor of {@code nchw}} */
  static long denseIndex(long[] nchw, long n, long c, long h, long w) {
    return ((n * nchw[1] + c) * nchw[2] + h) * nchw[3] + w;
  }

  /** {@return the flat index of element (n, c, h, w) in the row strip of {@code nchw}} */
  static long stripIndex(long[] nchw, long n, long c, long h, long w) {
    return ((n * nchw[2] + h) * nchw[3] + w) * nchw[1] + c;
  }

  /**
   * {@return the row strip of the dense NCHW {@code dense}}: for one image, its {@code C x HW}
   * matrix transposed by one {@code spat.transpose}; otherwise one transposing gather
   */
  static Value fromDense(Computes computes, Value dense, long[] nchw) {
    if (nchw[0] == 1) {
      return TensorOps.matrixTranspose(computes, dense, nchw[1], nchw[2] * nchw[3],
          physical(nchw));
    }
    Gather gather = Gather.of(physical(nchw), index -> {
      long n = index[0] / nchw[2];
      long h = index[0] % nchw[2];
      return Gather.element(0, denseIndex(nchw, n, index[2], h, index[1]));
    });
    return computes.gather(gather, List.of(dense), 0f, physical(nchw));
  }

  /**
   * {@return the dense NCHW tensor of the row strip {@code strip}}: for one image, its
   * {@code HW x C} matrix transposed by one {@code spat.transpose}; otherwise one transposing
   * gather
   */
  static Value toDense(Computes computes, Value strip, long[] nchw) {
    if (nchw[0] == 1) {
      return TensorOps.matrixTranspose(computes, strip, nchw[2] * nchw[3], nchw[1], nchw);
    }
    Gather gather = Gather.of(nchw, index -> Gather.element(0,
        stripIndex(nchw, index[0], index[1], index[2], index[3])));
    return computes.gather(gather, List.of(strip), 0f, nchw);
  }

  /**
   * {@return the row strip of logical shape {@code nchw} computed row by row}: a batch of
   * {@code N·H} lanes, lane {@code i} extracting row {@code i} of each of {@code strips} and
   * writing row {@code i} of the result
   */
  static Value perRow(Computes computes, long[] nchw, List<Value> strips, List<Value> shared,
      RowBody body) {
    long[] physical = physical(nchw);
    List<Value> inputs = new ArrayList<>(strips);
    inputs.addAll(shared);
    return computes.batch(Math.toIntExact(physical[0]), Tensors.f32(physical), List.of(), inputs,
        (builder, lane, weights, arguments) -> {
          List<Value> rows = new ArrayList<>();
          for (Value strip : arguments.subList(0, strips.size())) {
            rows.add(row(builder, computes, strip, lane));
          }
          return body.build(builder, rows, arguments.subList(strips.size(), arguments.size()));
        });
  }

  /** {@return row {@code lane} ({@code [1, ...]}) of the tensor {@code value}} */
  static Value row(OpBuilder builder, Computes computes, Value value, Value lane) {
    List<Long> shape = ((ShapedType) value.type()).shape();
    long[] sizes = shape.stream().mapToLong(Long::longValue).toArray();
    sizes[0] = 1;
    long[] offsets = new long[sizes.length];
    long[] strides = new long[sizes.length];
    offsets[0] = ShapedType.DYNAMIC;
    Arrays.fill(strides, 1);
    return TensorExtractSliceOp.create(builder, computes.location(), Tensors.f32(sizes), value,
        List.of(lane), List.of(), List.of(), DenseArrayAttr.ofI64(offsets),
        DenseArrayAttr.ofI64(sizes), DenseArrayAttr.ofI64(strides)).result();
  }
}
