package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;

/**
 * The unit of data one node produces and another core may need: a result of a
 * {@code spat.graph_compute}, or some of its rows that a batch chunk on another core reads
 * ({@link RowRange}); the fragment one lane of a batch chunk inserts into a result of its batch,
 * or, when each lane writes row {@code lane} of that result whole, the slab of rows the lanes of
 * the chunk write, which moves as one transfer.
 *
 * @param node the producing node
 * @param result the index of the result of the graph compute it belongs to
 * @param lane the lane of a batch fragment, the first lane of a slab or the first row of a
 *     single compute's rows, -1 for a single compute's whole result
 * @param laneCount the lanes of a slab, 1 for a fragment, the rows of a single compute's rows,
 *     0 for a single compute's whole result
 * @param insert the insertion of a batch fragment (of each lane's row for a slab),
 *     {@code null} for a single compute's result
 * @param ordinal the position among the pieces of its node
 */
public record Piece(int node, int result, int lane, int laneCount,
    TensorParallelInsertSliceOp insert, int ordinal) {
  // equals and hashCode written out, with the values of the generated ones: those run through
  // method handles, which the quick JIT of raptor-compile does not inline (scheduling spent a
  // sixth of its time in them).

  @Override
  public boolean equals(Object other) {
    return other instanceof Piece that && node == that.node && result == that.result
        && lane == that.lane && laneCount == that.laneCount && insert == that.insert
        && ordinal == that.ordinal;
  }

  @Override
  public int hashCode() {
    return ((((node * 31 + result) * 31 + lane) * 31 + laneCount) * 31
        + Objects.hashCode(insert)) * 31 + ordinal;
  }

  /** A single compute's result ({@code lane} -1) or one lane's fragment. */
  public Piece(int node, int result, int lane, TensorParallelInsertSliceOp insert, int ordinal) {
    this(node, result, lane, lane < 0 ? 0 : 1, insert, ordinal);
  }

  /** {@return rows {@code rows} of result {@code result} of the single compute of {@code node}} */
  public static Piece rowsOf(int node, int result, RowRange rows, int ordinal) {
    return new Piece(node, result, Math.toIntExact(rows.first()),
        Math.toIntExact(rows.count()), null, ordinal);
  }

  /** {@return whether the piece is the rows of several lanes} */
  public boolean isSlab() {
    return insert != null && laneCount > 1;
  }

  /** {@return whether the piece is some rows of a single compute's result} */
  public boolean isRowsOfResult() {
    return insert == null && lane >= 0;
  }

  /**
   * {@return the rows of its result the piece holds, whole: those of a slab, of a single
   * compute's rows or of a fragment that is its lane's row; {@code null} when unknown or all}
   */
  public RowRange rows() {
    if (insert == null) {
      return lane < 0 ? null : new RowRange(lane, laneCount);
    }
    if (isSlab()) {
      return new RowRange(lane, laneCount);
    }
    Block body = insert.parentOp().parentBlock();
    return RowRange.writesLaneRow(insert, body.argument(0)) ? new RowRange(lane, 1) : null;
  }

  /** {@return the type of the data: the result's, the rows', the fragment's or the slab's} */
  public Type type(Operation op) {
    if (insert == null && lane < 0) {
      return op.result(result).type();
    }
    if (insert == null) {
      return withRows((RankedTensorType) op.result(result).type(), laneCount);
    }
    RankedTensorType fragment = (RankedTensorType) insert.source().type();
    return isSlab() ? withRows(fragment, laneCount) : fragment;
  }

  private static RankedTensorType withRows(RankedTensorType type, long rows) {
    List<Long> shape = new ArrayList<>(type.shape());
    shape.set(0, rows);
    return RankedTensorType.of(shape, type.elementType());
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
        && inserts.stream().allMatch(insert -> RowRange.writesLaneRow(insert, body.argument(0)));
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

  /** {@return whether the piece is part of result {@code index}} */
  public boolean belongsTo(int index) {
    return result == index;
  }

  /**
   * {@return the value in the body that gives the data of a lane's fragment, or of a single
   * compute's result (whole, also for some of its rows)}
   */
  public Value source(Operation op) {
    return insert == null ? op.region(0).firstBlock().terminator().operand(result)
        : insert.source();
  }
}
