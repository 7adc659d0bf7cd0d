package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;

/**
 * Where the bytes of a {@code tensor.parallel_insert_slice} land in its statically shaped
 * destination. The fragment (the source, row-major) splits into runs that are contiguous in the
 * destination, each at a static byte distance from the slice origin; the origin,
 * {@code sum(offset[d] * stride[d])} in bytes, may depend on the lane. Sizes must be static and
 * strides 1.
 */
final class InsertedSlice {
  /** {@code bytes} bytes from {@code sourceOffset} of the fragment to origin + {@code distance}. */
  record Run(long distance, long sourceOffset, long bytes) {
  }

  private final TensorParallelInsertSliceOp insert;
  private final long[] strides;
  private final List<Run> runs;

  private InsertedSlice(TensorParallelInsertSliceOp insert, long[] strides, List<Run> runs) {
    this.insert = insert;
    this.strides = strides;
    this.runs = runs;
  }

  /**
   * {@return the slice {@code insert} writes}
   *
   * @throws LoweringFailure at {@code insert} when a size is dynamic, a stride is not 1 or the
   *     destination is not statically shaped
   */
  static InsertedSlice of(TensorParallelInsertSliceOp insert) throws LoweringFailure {
    RankedTensorType dest = (RankedTensorType) insert.dest().type();
    long elementBytes = StaticValues.elementBytes(dest.elementType());
    if (StaticValues.byteSize(dest) == StaticValues.UNKNOWN) {
      throw new LoweringFailure(insert, "expects statically shaped tensors of integers or floats "
          + "during Spatial-to-Pim lowering");
    }
    long[] sizes = insert.staticSizes();
    for (int d = 0; d < sizes.length; d++) {
      if (sizes[d] == ShapedType.DYNAMIC || insert.staticStrides()[d] != 1) {
        throw new LoweringFailure(insert, "expects static sizes and unit strides to write a lane "
            + "fragment during Spatial-to-Pim lowering");
      }
    }
    long[] strides = new long[sizes.length];
    long stride = elementBytes;
    for (int d = sizes.length - 1; d >= 0; d--) {
      strides[d] = stride;
      stride *= dest.shape().get(d);
    }
    return new InsertedSlice(insert, strides, runs(sizes, dest.shape(), strides, elementBytes));
  }

  /**
   * The slice is contiguous from its last dimension that does not span the destination on; the
   * dimensions before it enumerate the runs.
   */
  private static List<Run> runs(long[] sizes, List<Long> shape, long[] strides,
      long elementBytes) {
    int split = 0;
    for (int d = sizes.length - 1; d > 0; d--) {
      if (sizes[d] != shape.get(d)) {
        split = d;
        break;
      }
    }
    long runBytes = elementBytes;
    for (int d = split; d < sizes.length; d++) {
      runBytes *= sizes[d];
    }
    long count = 1;
    for (int d = 0; d < split; d++) {
      count *= sizes[d];
    }
    List<Run> runs = new ArrayList<>();
    for (long r = 0; r < count; r++) {
      long distance = 0;
      long remaining = r;
      for (int d = split - 1; d >= 0; d--) {
        distance += remaining % sizes[d] * strides[d];
        remaining /= sizes[d];
      }
      runs.add(new Run(distance, r * runBytes, runBytes));
    }
    return runs;
  }

  /** {@return the fragment's runs, in fragment order} */
  List<Run> runs() {
    return runs;
  }

  /** {@return the value written: the fragment} */
  Value fragment() {
    return insert.source();
  }

  /** {@return the static part of the origin's byte offset} */
  long staticOrigin() {
    long origin = 0;
    long[] offsets = insert.staticOffsets();
    for (int d = 0; d < offsets.length; d++) {
      if (offsets[d] != ShapedType.DYNAMIC) {
        origin += offsets[d] * strides[d];
      }
    }
    return origin;
  }

  /**
   * {@return the dynamic part of the origin's byte offset, built by {@code writer}, or
   * {@code null} when every offset is static}
   */
  Value dynamicOrigin(HostWriter writer) {
    Value origin = null;
    long[] offsets = insert.staticOffsets();
    int next = 0;
    for (int d = 0; d < offsets.length; d++) {
      if (offsets[d] == ShapedType.DYNAMIC) {
        Value term = writer.scaled(insert.offsets().get(next++), strides[d]);
        origin = origin == null ? term : writer.sum(origin, term);
      }
    }
    return origin;
  }
}
