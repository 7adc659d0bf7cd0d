package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Type;

/**
 * The unit of data one node produces and another core may need: a result of a
 * {@code spat.graph_compute}, or the fragment one lane of a batch chunk inserts into a result
 * of its batch.
 *
 * @param node the producing node
 * @param result the index of the result of the graph compute it belongs to
 * @param lane the lane of a batch fragment, -1 for a single compute's result
 * @param insert the insertion of a batch fragment, {@code null} for a single compute's result
 * @param ordinal the position among the pieces of its node
 */
public record Piece(int node, int result, int lane, TensorParallelInsertSliceOp insert,
    int ordinal) {
  /** {@return the type of the data: the result's, or the fragment's} */
  public Type type(Operation op) {
    return insert == null ? op.result(result).type() : insert.source().type();
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
    for (int lane = instance.laneStart(); lane < instance.laneStart() + instance.laneCount();
        lane++) {
      for (Operation child : body.terminator().region(0).firstBlock().ops()) {
        if (child instanceof TensorParallelInsertSliceOp insert) {
          int result = ((BlockArgument) insert.dest()).index() - firstOutput;
          pieces.add(new Piece(node, result, lane, insert, pieces.size()));
        }
      }
    }
    return pieces;
  }

  /** {@return whether the piece is part of result {@code index}} */
  public boolean belongsTo(int index) {
    return result == index;
  }

  /** {@return the value in the batch body that gives the piece's data} */
  public Value source(Operation op) {
    return insert == null ? op.region(0).firstBlock().terminator().operand(result)
        : insert.source();
  }
}
