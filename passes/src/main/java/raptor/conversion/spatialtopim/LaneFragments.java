package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * The results of a {@code spat.scheduled_compute_batch}: each lane's
 * {@code tensor.parallel_insert_slice} in the {@code spat.in_parallel} terminator becomes
 * {@code pim.memcp_dh} copies of its fragment into the host output buffer of each return path
 * of the result, at the slice's byte offset (which may depend on the lane). The output block
 * arguments go away with the insertions.
 */
final class LaneFragments {
  private LaneFragments() {
  }

  /**
   * Writes the fragments of {@code batch}'s lanes before {@code inParallel}, then erases the
   * insertions and the output arguments.
   *
   * @throws LoweringFailure when a fragment cannot be copied: an unknown parallel-combining op,
   *     a non-unit stride or dynamic size, or a returned tensor that does not hold the result
   *     contiguously
   */
  static void lower(SpatScheduledComputeBatchOp batch, SpatInParallelOp inParallel,
      ReturnPaths returnPaths, OpBuilder builder, CoreConstants constants)
      throws LoweringFailure {
    Block body = batch.body().firstBlock();
    int firstOutput = body.numArguments() - batch.numResults();
    List<Operation> insertions = new ArrayList<>();
    inParallel.region().firstBlock().ops().forEach(insertions::add);
    builder.setInsertionPoint(inParallel);
    ByteCopies copies = new ByteCopies(builder, batch, inParallel.location(), constants);
    for (Operation op : insertions) {
      if (!(op instanceof TensorParallelInsertSliceOp insertion)) {
        throw new LoweringFailure(op, "is a parallel-combining op that Spatial-to-Pim lowering "
            + "does not support");
      }
      int result = ((BlockArgument) insertion.dest()).index() - firstOutput;
      write(batch, insertion, returnPaths.routes(batch.result(result)), copies);
    }
    for (Operation op : insertions) {
      op.erase();
    }
    for (int i = body.numArguments() - 1; i >= firstOutput; i--) {
      body.eraseArgument(i);
    }
  }

  private static void write(SpatScheduledComputeBatchOp batch,
      TensorParallelInsertSliceOp insertion, List<ReturnPaths.Route> routes, ByteCopies copies)
      throws LoweringFailure {
    TensorSlice slice = TensorSlice.of(insertion);
    if (routes.isEmpty()) {
      return;
    }
    Value origin = slice.dynamicOrigin(copies);
    for (ReturnPaths.Route route : routes) {
      if (route.runs().size() != 1) {
        throw new LoweringFailure(batch, "has a result that its returned tensor does not hold "
            + "contiguously, which resultful compute_batch lowering does not support");
      }
      long base = route.runs().get(0).targetOffset() + slice.staticOrigin();
      for (TensorSlice.Run run : slice.runs()) {
        copies.toHost(route.buffer(), copies.offset(origin, base + run.distance()),
            insertion.source(), run.packedOffset(), run.bytes());
      }
    }
  }
}
