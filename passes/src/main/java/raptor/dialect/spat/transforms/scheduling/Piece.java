package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * The unit of data one node produces and another core may need: a result of a
 * {@code spat.graph_compute}, the fragment one lane of a batch chunk inserts into a result of
 * its batch, or, when each lane writes row {@code lane} of that result whole, the slab of rows
 * the lanes of the chunk write, which moves as one transfer.
 *
 * @param node the producing node
 * @param result the index of the result of the graph compute it belongs to
 * @param lane the lane of a batch fragment or the first lane of a slab, -1 for a single
 *     compute's result
 * @param laneCount the lanes of a slab, 1 for a fragment, 0 for a single compute's result
 * @param insert the insertion of a batch fragment (of each lane's row for a slab),
 *     {@code null} for a single compute's result
 * @param ordinal the position among the pieces of its node
 */
public record Piece(int node, int result, int lane, int laneCount,
    TensorParallelInsertSliceOp insert, int ordinal) {
  /** A single compute's result ({@code lane} -1) or one lane's fragment. */
  public Piece(int node, int result, int lane, TensorParallelInsertSliceOp insert, int ordinal) {
    this(node, result, lane, lane < 0 ? 0 : 1, insert, ordinal);
  }

  /** {@return whether the piece is the rows of several lanes} */
  public boolean isSlab() {
    return laneCount > 1;
  }

  /** {@return the type of the data: the result's, the fragment's or the slab's} */
  public Type type(Operation op) {
    if (insert == null) {
      return op.result(result).type();
    }
    RankedTensorType fragment = (RankedTensorType) insert.source().type();
    if (!isSlab()) {
      return fragment;
    }
    List<Long> shape = new ArrayList<>(fragment.shape());
    shape.set(0, (long) laneCount);
    return RankedTensorType.of(shape, fragment.elementType());
  }

  /** {@return the pieces {@code instance}, node {@code node}, produces, lane by lane} */
  public static List<Piece> of(int node, ComputeInstance instance) {
    List<Piece> pieces = new ArrayList<>();
    Operation op = instance.op();
    if (!instance.isBatch()) {
      for (int i = 0; i < op.numResults(); i++) {
        pieces.add(new Piece(node, i, -1, null, i));
      }
      return pieces;
    }
    Block body = op.region(0).firstBlock();
    if (!(body.terminator() instanceof SpatInParallelOp)) {
      return pieces;
    }
    int firstOutput = body.numArguments() - op.numResults();
    List<TensorParallelInsertSliceOp> inserts = new ArrayList<>();
    for (Operation child : body.terminator().region(0).firstBlock().ops()) {
      if (child instanceof TensorParallelInsertSliceOp insert) {
        inserts.add(insert);
      }
    }
    boolean slabs = instance.laneCount() > 1
        && inserts.stream().allMatch(insert -> writesLaneRow(insert, body.argument(0)));
    int lanes = slabs ? 1 : instance.laneCount();
    for (int lane = instance.laneStart(); lane < instance.laneStart() + lanes; lane++) {
      for (TensorParallelInsertSliceOp insert : inserts) {
        int result = ((BlockArgument) insert.dest()).index() - firstOutput;
        pieces.add(new Piece(node, result, lane, slabs ? instance.laneCount() : 1, insert,
            pieces.size()));
      }
    }
    return pieces;
  }

  /**
   * {@return whether {@code insert} writes, whole, row {@code lane} of its destination}: offset
   * {@code [lane, 0, ...]}, sizes {@code [1, rest of the destination's shape]}, unit strides
   */
  private static boolean writesLaneRow(TensorParallelInsertSliceOp insert, Value lane) {
    long[] offsets = insert.staticOffsets();
    long[] sizes = insert.staticSizes();
    List<Long> dest = ((ShapedType) insert.dest().type()).shape();
    if (insert.offsets().size() != 1 || insert.offsets().get(0) != lane
        || !insert.sizes().isEmpty() || !insert.strides().isEmpty()
        || offsets.length != dest.size() || offsets[0] != ShapedType.DYNAMIC || sizes[0] != 1
        || Arrays.stream(insert.staticStrides()).anyMatch(stride -> stride != 1)) {
      return false;
    }
    for (int d = 1; d < offsets.length; d++) {
      if (offsets[d] != 0 || sizes[d] != dest.get(d)) {
        return false;
      }
    }
    return true;
  }

  /** {@return whether the piece is part of result {@code index}} */
  public boolean belongsTo(int index) {
    return result == index;
  }

  /** {@return the value in the batch body that gives the data of a lane's fragment} */
  public Value source(Operation op) {
    return insert == null ? op.region(0).firstBlock().terminator().operand(result)
        : insert.source();
  }
}
