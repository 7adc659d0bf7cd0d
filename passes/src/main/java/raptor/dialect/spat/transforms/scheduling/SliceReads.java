package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;
import java.util.List;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;
import raptor.pim.LoopIterations;

/**
 * The rows of a single compute's argument that its body reads, when it reads the argument only
 * through reshapes ({@code tensor.collapse_shape}, {@code tensor.expand_shape}, which keep the
 * row-major element order) and static {@code tensor.extract_slice}s (or slices in loops of static
 * bounds, at offsets computed from the loops): the rows that hold the
 * elements from the first to the last element any of those slices reads. A Conv chunk that
 * gathers the patches of a few output rows reads this way the input rows under its windows.
 */
final class SliceReads {
  /** The span {@code [first, end)} of row-major elements read so far; empty while first ≥ end. */
  private long first = Long.MAX_VALUE;
  private long end = Long.MIN_VALUE;

  private SliceReads() {
  }

  /**
   * {@return the rows (dimension 0) of {@code argument} its uses read, or {@code null} when a
   * use may read any element, or when they read every row or none}
   */
  static RowRange rowsOf(Value argument) {
    if (!(argument.type() instanceof ShapedType shaped) || !shaped.hasStaticShape()
        || shaped.rank() == 0 || shaped.shape().get(0) <= 0) {
      return null;
    }
    SliceReads reads = new SliceReads();
    if (!reads.add(argument)) {
      return null;
    }
    long rows = shaped.shape().get(0);
    if (reads.first >= reads.end) {
      return null;
    }
    long rowElements = shaped.numElements() / rows;
    long firstRow = reads.first / rowElements;
    long endRow = (reads.end + rowElements - 1) / rowElements;
    return firstRow == 0 && endRow == rows ? null : new RowRange(firstRow, endRow - firstRow);
  }

  /** Adds the elements the uses of {@code value} read; {@return false} for any other use. */
  private boolean add(Value value) {
    for (OpOperand use : value.uses()) {
      Operation user = use.owner();
      if (user instanceof TensorCollapseShapeOp collapse && collapse.src() == value) {
        if (!add(collapse.result())) {
          return false;
        }
      } else if (user instanceof TensorExpandShapeOp expand && expand.src() == value) {
        if (!add(expand.result())) {
          return false;
        }
      } else if (!(user instanceof TensorExtractSliceOp slice) || slice.source() != value
          || !addSlice(slice)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Adds the span of a slice of static sizes and strides whose offsets are static or computed
   * from the induction variables of static loops around it ({@link LoopIterations}): from its
   * lowest first element to its highest last one; {@return false} for any other slice.
   */
  private boolean addSlice(TensorExtractSliceOp slice) {
    if (!slice.sizes().isEmpty() || !slice.strides().isEmpty()
        || !(slice.source().type() instanceof ShapedType source) || !source.hasStaticShape()) {
      return false;
    }
    long[] lowOffsets = slice.staticOffsets().clone();
    long[] highOffsets = lowOffsets.clone();
    int next = 0;
    for (int d = 0; d < lowOffsets.length; d++) {
      if (lowOffsets[d] != ShapedType.DYNAMIC) {
        continue;
      }
      long[] values = LoopIterations.valuesOf(slice.offsets().get(next++), slice);
      if (values == null) {
        return false;
      }
      if (values.length == 0) {
        return true;
      }
      lowOffsets[d] = Arrays.stream(values).min().getAsLong();
      highOffsets[d] = Arrays.stream(values).max().getAsLong();
    }
    long[] sizes = slice.staticSizes();
    long[] strides = slice.staticStrides();
    List<Long> shape = source.shape();
    long low = 0;
    long high = 0;
    long stride = 1;
    for (int d = shape.size() - 1; d >= 0; d--) {
      if (sizes[d] == 0) {
        return true;
      }
      low += lowOffsets[d] * stride;
      high += (highOffsets[d] + (sizes[d] - 1) * strides[d]) * stride;
      stride *= shape.get(d);
    }
    first = Math.min(first, low);
    end = Math.max(end, high + 1);
    return true;
  }
}
