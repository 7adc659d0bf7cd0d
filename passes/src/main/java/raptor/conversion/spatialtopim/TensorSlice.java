package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;

/**
 * Where the bytes of a slice lie in the statically shaped tensor it is cut from or inserted into
 * (the whole). The slice, packed row-major, splits into runs that are contiguous in the whole,
 * each at a static byte distance from the slice origin; the origin,
 * {@code sum(offset[d] * stride[d])} in bytes, may depend on the lane. Sizes must be static and
 * strides 1.
 */
final class TensorSlice {
  /**
   * {@code bytes} bytes at {@code packedOffset} of the packed slice, which lie at origin +
   * {@code distance} in the whole.
   */
  record Run(long distance, long packedOffset, long bytes) {
  }

  private final long[] staticOffsets;
  private final List<Value> offsets;
  private final long[] strides;
  private final List<Run> runs;

  private TensorSlice(long[] staticOffsets, List<Value> offsets, long[] strides, List<Run> runs) {
    this.staticOffsets = staticOffsets;
    this.offsets = offsets;
    this.strides = strides;
    this.runs = runs;
  }

  /**
   * {@return the slice a lane's {@code insert} writes into a batch result}
   *
   * @throws LoweringFailure at {@code insert} when a size is dynamic, a stride is not 1 or the
   *     destination is not statically shaped
   */
  static TensorSlice of(TensorParallelInsertSliceOp insert) throws LoweringFailure {
    return of(insert, insert.dest(), insert.staticOffsets(), insert.offsets(),
        insert.staticSizes(), insert.staticStrides(), "write a lane fragment");
  }

  /**
   * {@return the slice {@code insert} writes into its core-local destination}
   *
   * @throws LoweringFailure as {@link #of(TensorParallelInsertSliceOp)}
   */
  static TensorSlice of(TensorInsertSliceOp insert) throws LoweringFailure {
    return of(insert, insert.dest(), insert.staticOffsets(), insert.offsets(),
        insert.staticSizes(), insert.staticStrides(), "insert a slice");
  }

  /**
   * {@return the slice {@code extract} reads from its core-local source}
   *
   * @throws LoweringFailure as {@link #of(TensorParallelInsertSliceOp)}
   */
  static TensorSlice of(TensorExtractSliceOp extract) throws LoweringFailure {
    return of(extract, extract.source(), extract.staticOffsets(), extract.offsets(),
        extract.staticSizes(), extract.staticStrides(), "extract a slice");
  }

  private static TensorSlice of(Operation op, Value whole, long[] staticOffsets,
      List<Value> offsets, long[] sizes, long[] staticStrides, String purpose)
      throws LoweringFailure {
    RankedTensorType type = (RankedTensorType) whole.type();
    if (StaticValues.byteSize(type) == StaticValues.UNKNOWN) {
      throw new LoweringFailure(op, "expects statically shaped tensors of integers or floats "
          + "during Spatial-to-Pim lowering");
    }
    for (int d = 0; d < sizes.length; d++) {
      if (sizes[d] == ShapedType.DYNAMIC || staticStrides[d] != 1) {
        throw new LoweringFailure(op, "expects static sizes and unit strides to " + purpose
            + " during Spatial-to-Pim lowering");
      }
    }
    long elementBytes = StaticValues.elementBytes(type.elementType());
    long[] strides = new long[sizes.length];
    long stride = elementBytes;
    for (int d = sizes.length - 1; d >= 0; d--) {
      strides[d] = stride;
      stride *= type.shape().get(d);
    }
    return new TensorSlice(staticOffsets, offsets, strides,
        runs(sizes, type.shape(), strides, elementBytes));
  }

  /**
   * The slice is contiguous from its last dimension that does not span the whole on; the
   * dimensions before it enumerate the runs. An empty slice has none.
   */
  private static List<Run> runs(long[] sizes, List<Long> shape, long[] strides,
      long elementBytes) {
    for (long size : sizes) {
      if (size == 0) {
        return List.of();
      }
    }
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

  /** {@return the slice's runs, in packed order} */
  List<Run> runs() {
    return runs;
  }

  /** {@return the static part of the origin's byte offset} */
  long staticOrigin() {
    long origin = 0;
    for (int d = 0; d < staticOffsets.length; d++) {
      if (staticOffsets[d] != ShapedType.DYNAMIC) {
        origin += staticOffsets[d] * strides[d];
      }
    }
    return origin;
  }

  /**
   * {@return the dynamic part of the origin's byte offset, built by {@code copies}, or
   * {@code null} when every offset is static}
   */
  Value dynamicOrigin(ByteCopies copies) {
    Value origin = null;
    int next = 0;
    for (int d = 0; d < staticOffsets.length; d++) {
      if (staticOffsets[d] == ShapedType.DYNAMIC) {
        Value term = copies.scaled(offsets.get(next++), strides[d]);
        origin = origin == null ? term : copies.sum(origin, term);
      }
    }
    return origin;
  }
}
