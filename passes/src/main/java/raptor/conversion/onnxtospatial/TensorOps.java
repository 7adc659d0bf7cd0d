package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxConcatOp;
import raptor.dialect.onnx.OnnxGatherOp;
import raptor.dialect.onnx.OnnxSliceOp;
import raptor.dialect.onnx.OnnxSplitOp;
import raptor.dialect.onnx.OnnxTransposeOp;
import raptor.dialect.spat.SpatTransposeOp;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;

/**
 * The data-movement ops (spec §1.9): Transpose, Concat, Slice, Split and Gather with constant
 * indices, each one static gather in a compute.
 */
final class TensorOps {
  private TensorOps() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxTransposeOp.NAME, (op, computes, tile) -> {
      OnnxTransposeOp transpose = (OnnxTransposeOp) op;
      long[] shape = Tensors.floatShape(op, transpose.data());
      long[] perm = transpose.permAttr() == null ? reversed(shape.length)
          : longs(transpose.permAttr());
      return List.of(transpose(computes, transpose.data(), shape, perm));
    });
    lowerings.put(OnnxConcatOp.NAME, (op, computes, tile) -> List.of(concat((OnnxConcatOp) op,
        computes)));
    lowerings.put(OnnxSliceOp.NAME, (op, computes, tile) -> List.of(slice((OnnxSliceOp) op,
        computes)));
    lowerings.put(OnnxSplitOp.NAME, (op, computes, tile) -> split((OnnxSplitOp) op, computes));
    lowerings.put(OnnxGatherOp.NAME, (op, computes, tile) -> List.of(gather((OnnxGatherOp) op,
        computes)));
  }

  /** {@return the elements of an integer array attribute} */
  static long[] longs(ArrayAttr array) {
    long[] values = new long[array.size()];
    for (int i = 0; i < values.length; i++) {
      Attribute element = array.get(i);
      values[i] = ((IntegerAttr) element).value().longValueExact();
    }
    return values;
  }

  private static long[] reversed(int rank) {
    long[] perm = new long[rank];
    for (int i = 0; i < rank; i++) {
      perm[i] = rank - 1 - i;
    }
    return perm;
  }

  /**
   * {@return {@code value} (its elements viewed with {@code shape}) with its dimensions permuted
   * by {@code perm}} When the permutation, leaving out dimensions of size 1, moves a leading
   * group of dimensions behind the others, the row-major data is a matrix transposed: one
   * {@code spat.transpose} in a compute. Any other permutation is a gather.
   */
  static Value transpose(Computes computes, Value value, long[] shape, long[] perm) {
    long[] out = new long[shape.length];
    for (int d = 0; d < out.length; d++) {
      out[d] = shape[(int) perm[d]];
    }
    long rows = matrixRows(shape, perm);
    if (rows > 1 && rows < Tensors.count(shape)) {
      return matrixTranspose(computes, value, rows, Tensors.count(shape) / rows, out);
    }
    long[] strides = Tensors.strides(shape);
    Gather gather = Gather.of(out, index -> {
      long source = 0;
      for (int d = 0; d < index.length; d++) {
        source += index[d] * strides[(int) perm[d]];
      }
      return Gather.element(0, source);
    });
    return computes.gather(gather, List.of(value), 0f, out);
  }

  /**
   * {@return the rows of the matrix transpose that {@code perm} is on row-major data of
   * {@code shape}: the product of the leading dimensions it moves behind the others, or 0 when it
   * is no such rotation} Dimensions of size 1 do not count.
   */
  private static long matrixRows(long[] shape, long[] perm) {
    List<Integer> order = new ArrayList<>();
    for (long d : perm) {
      if (shape[(int) d] != 1) {
        order.add((int) d);
      }
    }
    List<Integer> sorted = new ArrayList<>(order);
    sorted.sort(null);
    int split = order.isEmpty() ? -1 : sorted.indexOf(order.get(0));
    for (int i = 0; i < order.size(); i++) {
      if (!order.get(i).equals(sorted.get((split + i) % sorted.size()))) {
        return 0;
      }
    }
    long rows = 1;
    for (int i = 0; i < split; i++) {
      rows *= shape[sorted.get(i)];
    }
    return rows;
  }

  /** {@return the {@code rows x columns} row-major data of {@code value} transposed, as {@code out}} */
  static Value matrixTranspose(Computes computes, Value value, long rows, long columns,
      long[] out) {
    return computes.compute(Tensors.f32(out), List.of(), List.of(value),
        (body, weights, inputs) -> {
          Value matrix = Gather.reshape(body, computes.location(),
              Gather.flatten(body, computes.location(), inputs.get(0)), new long[] {rows, columns});
          Value transposed = SpatTransposeOp.create(body, computes.location(),
              Tensors.f32(columns, rows), matrix).output();
          return List.of(Gather.reshape(body, computes.location(),
              Gather.flatten(body, computes.location(), transposed), out));
        });
  }

  private static Value concat(OnnxConcatOp op, Computes computes) throws LoweringException {
    long[] out = Tensors.floatShape(op, op.concatResult());
    List<long[]> shapes = new ArrayList<>();
    for (Value input : op.inputs()) {
      shapes.add(Tensors.floatShape(op, input));
    }
    return concat(computes, op.inputs(), shapes, (int) (op.axis() < 0 ? op.axis() + out.length
        : op.axis()), out);
  }

  /**
   * {@return the {@code inputs} of {@code shapes} concatenated along {@code axis} into
   * {@code out}: one gather}
   */
  static Value concat(Computes computes, List<Value> inputs, List<long[]> shapes, int axis,
      long[] out) {
    List<long[]> strides = new ArrayList<>();
    long[] starts = new long[inputs.size() + 1];
    for (int i = 0; i < inputs.size(); i++) {
      strides.add(Tensors.strides(shapes.get(i)));
      starts[i + 1] = starts[i] + shapes.get(i)[axis];
    }
    Gather gather = Gather.of(out, index -> {
      int source = 0;
      while (index[axis] >= starts[source + 1]) {
        source++;
      }
      long[] stride = strides.get(source);
      long at = 0;
      for (int d = 0; d < index.length; d++) {
        at += (d == axis ? index[d] - starts[source] : index[d]) * stride[d];
      }
      return Gather.element(source, at);
    });
    return computes.gather(gather, inputs, 0f, out);
  }

  private static Value slice(OnnxSliceOp op, Computes computes) throws LoweringException {
    long[] shape = Tensors.floatShape(op, op.data());
    long[] out = Tensors.shape(op, op.output());
    long[] starts = Tensors.ints(op, op.starts(), "starts");
    long[] ends = Tensors.ints(op, op.ends(), "ends");
    long[] axes = Tensors.isNone(op.axes()) ? null : Tensors.ints(op, op.axes(), "axes");
    long[] steps = Tensors.isNone(op.steps()) ? null : Tensors.ints(op, op.steps(), "steps");
    long[] first = new long[shape.length];
    long[] step = new long[shape.length];
    java.util.Arrays.fill(step, 1);
    for (int i = 0; i < starts.length; i++) {
      int axis = (int) (axes == null ? i : axes[i] < 0 ? axes[i] + shape.length : axes[i]);
      step[axis] = steps == null ? 1 : steps[i];
      long dim = shape[axis];
      long start = starts[i] < 0 ? starts[i] + dim : starts[i];
      first[axis] = step[axis] > 0 ? Math.max(0, Math.min(start, dim))
          : Math.max(-1, Math.min(start, dim - 1));
    }
    long[] strides = Tensors.strides(shape);
    Gather gather = Gather.of(out, index -> {
      long at = 0;
      for (int d = 0; d < index.length; d++) {
        at += (first[d] + index[d] * step[d]) * strides[d];
      }
      return Gather.element(0, at);
    });
    if (ends.length != starts.length) {
      throw new LoweringException(op, "requires as many ends as starts");
    }
    return computes.gather(gather, List.of(op.data()), 0f, out);
  }

  private static List<Value> split(OnnxSplitOp op, Computes computes) throws LoweringException {
    long[] shape = Tensors.floatShape(op, op.input());
    int axis = (int) (op.axis() < 0 ? op.axis() + shape.length : op.axis());
    long[] strides = Tensors.strides(shape);
    List<Value> results = new ArrayList<>();
    long start = 0;
    for (Value output : op.outputs()) {
      long[] out = Tensors.shape(op, output);
      long offset = start;
      Gather gather = Gather.of(out, index -> {
        long at = 0;
        for (int d = 0; d < index.length; d++) {
          at += (d == axis ? index[d] + offset : index[d]) * strides[d];
        }
        return Gather.element(0, at);
      });
      results.add(computes.gather(gather, List.of(op.input()), 0f, out));
      start += out[axis];
    }
    return results;
  }

  private static Value gather(OnnxGatherOp op, Computes computes) throws LoweringException {
    long[] shape = Tensors.floatShape(op, op.data());
    long[] out = Tensors.shape(op, op.output());
    long[] indices = Tensors.ints(op, op.indices(), "the indices");
    int rank = Tensors.shape(op, op.indices()).length;
    int axis = (int) (op.axis() < 0 ? op.axis() + shape.length : op.axis());
    long[] strides = Tensors.strides(shape);
    long[] indexStrides = Tensors.strides(Tensors.shape(op, op.indices()));
    Gather gather = Gather.of(out, index -> {
      long position = 0;
      for (int d = 0; d < rank; d++) {
        position += index[axis + d] * indexStrides[d];
      }
      long chosen = indices[(int) position];
      chosen = chosen < 0 ? chosen + shape[axis] : chosen;
      long at = 0;
      for (int d = 0; d < shape.length; d++) {
        long coordinate = d < axis ? index[d] : d == axis ? chosen : index[d + rank - 1];
        at += coordinate * strides[d];
      }
      return Gather.element(0, at);
    });
    return computes.gather(gather, List.of(op.data()), 0f, out);
  }
}
