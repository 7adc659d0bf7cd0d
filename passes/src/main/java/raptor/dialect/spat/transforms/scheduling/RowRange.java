package raptor.dialect.spat.transforms.scheduling;

import java.util.List;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;
import raptor.pim.StaticIndexEvaluator;

/**
 * Rows {@code [first, first + count)} (dimension 0) of a graph result: those a batch chunk
 * reads of an input that each lane reads only at its own row (lane-affine demand) or at rows
 * computed from its lane, or those a node writes whole. A chunk then needs only the producers'
 * pieces holding its rows, and only those rows of a single compute's result move to it.
 *
 * @param first the first row
 * @param count the number of rows
 */
public record RowRange(long first, long count) {
  // equals and hashCode written out, with the values of the generated ones: those run through
  // method handles, which the quick JIT of raptor-compile does not inline (scheduling spent a
  // sixth of its time in them).

  @Override
  public boolean equals(Object other) {
    return other instanceof RowRange that && first == that.first && count == that.count;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(first) * 31 + Long.hashCode(count);
  }

  /** {@return the number of rows in both ranges} */
  public long overlap(RowRange other) {
    return Math.max(0, Math.min(first + count, other.first + other.count)
        - Math.max(first, other.first));
  }

  /**
   * {@return the rows that {@code instance} reads of its input {@code input} (an index among
   * the inputs of its op): for a batch chunk, the rows of its lanes when every use of that input
   * in the batch body is an {@code extract_slice} of row {@code lane}, or the rows its lanes'
   * slices cover when their row offsets are computed from the lane; for a single compute, the
   * rows under its static slices ({@link SliceReads}); {@code null} when it may read any row}
   */
  public static RowRange readBy(ComputeInstance instance, int input) {
    Operation op = instance.op();
    Block body = op.region(0).firstBlock();
    Value argument = body.argument(instance.firstOperandArgument()
        + ComputeOperands.weights(op).size() + input);
    if (!instance.isBatch()) {
      return SliceReads.rowsOf(argument);
    }
    Value lane = body.argument(0);
    boolean ownRow = true;
    for (OpOperand use : argument.uses()) {
      if (!(use.owner() instanceof TensorExtractSliceOp slice) || slice.source() != argument
          || computedRowOffset(slice) == null) {
        return null;
      }
      ownRow &= atLaneRow(slice.offsets(), slice.staticOffsets(), slice.sizes(),
          slice.staticSizes(), lane);
    }
    return ownRow ? new RowRange(instance.laneStart(), instance.laneCount())
        : computedRows(instance, argument);
  }

  /**
   * {@return the rows the lanes of {@code instance} read of {@code argument}, whose every use is
   * a slice of static height at a row computed from the lane by index arithmetic (such as a
   * pooling window's clamped rows): from the lowest offset of any lane to the end of the
   * highest; {@code null} when an offset is not static once the lane is known, or the rows
   * are not all rows of {@code argument}}
   */
  private static RowRange computedRows(ComputeInstance instance, Value argument) {
    Value lane = instance.op().region(0).firstBlock().argument(0);
    StaticIndexEvaluator evaluator = new StaticIndexEvaluator();
    long first = Long.MAX_VALUE;
    long end = Long.MIN_VALUE;
    for (int l = instance.laneStart(); l < instance.laneStart() + instance.laneCount(); l++) {
      evaluator.bind(lane, l);
      for (OpOperand use : argument.uses()) {
        TensorExtractSliceOp slice = (TensorExtractSliceOp) use.owner();
        Long offset = evaluator.evaluate(computedRowOffset(slice));
        if (offset == null) {
          return null;
        }
        first = Math.min(first, offset);
        end = Math.max(end, offset + slice.staticSizes()[0]);
      }
    }
    long rows = ((ShapedType) argument.type()).shape().get(0);
    return first < 0 || end > rows ? null : new RowRange(first, end - first);
  }

  /**
   * {@return the value of the row offset of {@code slice} when that is its only dynamic offset
   * and its sizes are static; {@code null} otherwise}
   */
  private static Value computedRowOffset(TensorExtractSliceOp slice) {
    long[] offsets = slice.staticOffsets();
    boolean rowOnly = slice.offsets().size() == 1 && slice.sizes().isEmpty()
        && offsets.length > 0 && offsets[0] == ShapedType.DYNAMIC;
    return rowOnly ? slice.offsets().get(0) : null;
  }

  /**
   * {@return the rows every lane of {@code instance} writes whole, one row per lane at its own
   * index, of each result; {@code null} for a single compute (it writes everything) or when a
   * lane writes anything else}
   */
  public static RowRange writtenBy(ComputeInstance instance) {
    if (!instance.isBatch()) {
      return null;
    }
    Block body = instance.op().region(0).firstBlock();
    if (!(body.terminator() instanceof SpatInParallelOp inParallel)) {
      return null;
    }
    for (Operation child : inParallel.region().firstBlock().ops()) {
      if (!(child instanceof TensorParallelInsertSliceOp insert)
          || !writesLaneRow(insert, body.argument(0))) {
        return null;
      }
    }
    return new RowRange(instance.laneStart(), instance.laneCount());
  }

  /**
   * {@return whether {@code insert} writes, whole, row {@code lane} of its destination}: offset
   * {@code [lane, 0, ...]}, sizes {@code [1, rest of the destination's shape]}, unit strides
   */
  static boolean writesLaneRow(TensorParallelInsertSliceOp insert, Value lane) {
    long[] offsets = insert.staticOffsets();
    long[] sizes = insert.staticSizes();
    List<Long> dest = ((ShapedType) insert.dest().type()).shape();
    if (!atLaneRow(insert.offsets(), offsets, insert.sizes(), sizes, lane)
        || !insert.strides().isEmpty() || offsets.length != dest.size()) {
      return false;
    }
    for (long stride : insert.staticStrides()) {
      if (stride != 1) {
        return false;
      }
    }
    for (int d = 1; d < offsets.length; d++) {
      if (offsets[d] != 0 || sizes[d] != dest.get(d)) {
        return false;
      }
    }
    return true;
  }

  /** {@return whether a slice starts at row {@code lane} and is one row high, other offsets static} */
  private static boolean atLaneRow(List<Value> dynamicOffsets, long[] offsets,
      List<Value> dynamicSizes, long[] sizes, Value lane) {
    return dynamicOffsets.size() == 1 && dynamicOffsets.get(0) == lane
        && dynamicSizes.isEmpty() && offsets.length > 0 && offsets[0] == ShapedType.DYNAMIC
        && sizes[0] == 1;
  }
}
