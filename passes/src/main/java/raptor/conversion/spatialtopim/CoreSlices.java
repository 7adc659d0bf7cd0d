package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Packs the slices of core-local tensors with local copies (spec §4 step 8, tensor packing).
 * {@code tensor.extract_slice} becomes a fresh {@code tensor.empty} filled by one
 * {@code pim.memcp} per run of the slice that is contiguous in the source;
 * {@code tensor.insert_slice} copies the source's runs into the destination, written in place
 * when the insertion is its only use in the same block and into a fresh copy of it otherwise.
 * Byte offsets that depend on the lane are computed with {@code arith} (see {@link TensorSlice}).
 */
final class CoreSlices {
  private final OpBuilder builder;

  CoreSlices(OpBuilder builder) {
    this.builder = builder;
  }

  /**
   * Lowers every slice op inside the cores under {@code root}.
   *
   * @throws LoweringFailure at the first slice that cannot be copied: of a tensor that is not
   *     core-local, with a dynamic size or a non-unit stride, or of a dynamically shaped tensor
   */
  void apply(Operation root) throws LoweringFailure {
    List<Operation> slices = PimValues.opsInCores(root,
        op -> op instanceof TensorExtractSliceOp || op instanceof TensorInsertSliceOp);
    for (Operation op : slices) {
      if (op instanceof TensorExtractSliceOp extract) {
        lower(extract);
      } else {
        lower((TensorInsertSliceOp) op);
      }
    }
  }

  private void lower(TensorExtractSliceOp extract) throws LoweringFailure {
    PimValues.requireCoreLocal(extract, extract.source(), "slices");
    TensorSlice slice = TensorSlice.of(extract);
    builder.setInsertionPoint(extract);
    ByteCopies copies = new ByteCopies(builder, extract, extract.location());
    Value origin = slice.dynamicOrigin(copies);
    Value packed = PimValues.emptyTensor(builder, extract.location(), extract.result().type());
    for (TensorSlice.Run run : slice.runs()) {
      packed = copies.local(packed, copies.constant(run.packedOffset()), extract.source(),
          copies.offset(origin, slice.staticOrigin() + run.distance()), run.bytes());
    }
    replace(extract, packed);
  }

  private void lower(TensorInsertSliceOp insert) throws LoweringFailure {
    PimValues.requireCoreLocal(insert, insert.source(), "slices");
    PimValues.requireCoreLocal(insert, insert.dest(), "slices");
    TensorSlice slice = TensorSlice.of(insert);
    builder.setInsertionPoint(insert);
    ByteCopies copies = new ByteCopies(builder, insert, insert.location());
    Value origin = slice.dynamicOrigin(copies);
    Value whole = writableDestination(insert, copies);
    for (TensorSlice.Run run : slice.runs()) {
      whole = copies.local(whole, copies.offset(origin, slice.staticOrigin() + run.distance()),
          insert.source(), copies.constant(run.packedOffset()), run.bytes());
    }
    replace(insert, whole);
  }

  /**
   * {@return the destination of {@code insert} when the insertion is its last reader (its only
   * use, in the same block, so not inside a loop that runs it again), else a fresh copy of it}
   */
  private Value writableDestination(TensorInsertSliceOp insert, ByteCopies copies)
      throws LoweringFailure {
    Value dest = insert.dest();
    if (dest instanceof OpResult result && dest.hasOneUse()
        && result.owner().parentBlock() == insert.parentBlock()) {
      return dest;
    }
    return copies.whole(dest, dest.type());
  }

  private static void replace(Operation op, Value value) {
    op.result(0).replaceAllUsesWith(value);
    op.erase();
  }
}
