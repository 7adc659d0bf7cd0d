package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Packs the slices of core-local tensors with local copies (spec §4 step 8, tensor packing).
 * {@code tensor.extract_slice} becomes a fresh {@code tensor.empty} filled by one
 * {@code pim.memcp} per run of the slice that is contiguous in the source;
 * {@code tensor.insert_slice} copies the source's runs into the destination, written in place
 * when the insertion is its only use in the same block and into a fresh copy of it otherwise.
 * A contiguous extraction whose only use is an insertion is not packed: the insertion copies
 * straight from the extraction's source.
 * Byte offsets that depend on the lane are computed with {@code arith} (see {@link TensorSlice}).
 */
final class CoreSlices {
  private final OpBuilder builder;
  private final CoreConstants constants;

  CoreSlices(OpBuilder builder, CoreConstants constants) {
    this.builder = builder;
    this.constants = constants;
  }

  /**
   * Lowers the slice ops {@code slices}, which are inside cores, in their order.
   *
   * @throws LoweringFailure at the first slice that cannot be copied: of a tensor that is not
   *     core-local, with a dynamic size or a non-unit stride, or of a dynamically shaped tensor
   */
  void apply(List<Operation> slices) throws LoweringFailure {
    for (Operation op : slices) {
      if (op instanceof TensorExtractSliceOp extract) {
        if (forwardedSlice(extract) == null) {
          lower(extract);
        }
      } else {
        lower((TensorInsertSliceOp) op);
      }
    }
  }

  /**
   * {@return the insertion that {@code extract}'s slice goes to and nowhere else, when the slice
   * is one contiguous run of its source, else {@code null}} The insertion then copies straight
   * from the extraction's source (a gather's run: one copy instead of two and no temporary).
   */
  private static TensorInsertSliceOp forwardedSlice(TensorExtractSliceOp extract)
      throws LoweringFailure {
    if (!extract.result().hasOneUse()
        || !(extract.result().uses().iterator().next().owner()
            instanceof TensorInsertSliceOp insert)
        || insert.source() != extract.result() || insert.parentBlock() != extract.parentBlock()) {
      return null;
    }
    PimValues.requireCoreLocal(extract, extract.source(), "slices");
    return TensorSlice.of(extract).runs().size() == 1 ? insert : null;
  }

  private void lower(TensorExtractSliceOp extract) throws LoweringFailure {
    PimValues.requireCoreLocal(extract, extract.source(), "slices");
    TensorSlice slice = TensorSlice.of(extract);
    builder.setInsertionPoint(extract);
    ByteCopies copies = new ByteCopies(builder, extract, extract.location(), constants);
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
    ByteCopies copies = new ByteCopies(builder, insert, insert.location(), constants);
    Value origin = slice.dynamicOrigin(copies);
    Value whole = writableDestination(insert, copies);
    Value source = insert.source();
    Value sourceOrigin = null;
    long sourceStart = 0;
    TensorExtractSliceOp forwarded = source instanceof OpResult result
        && result.owner() instanceof TensorExtractSliceOp extract
        && forwardedSlice(extract) == insert ? extract : null;
    if (forwarded != null) {
      TensorSlice read = TensorSlice.of(forwarded);
      source = forwarded.source();
      sourceOrigin = read.dynamicOrigin(copies);
      sourceStart = read.staticOrigin() + read.runs().get(0).distance();
    }
    for (TensorSlice.Run run : slice.runs()) {
      whole = copies.local(whole, copies.offset(origin, slice.staticOrigin() + run.distance()),
          source, copies.offset(sourceOrigin, sourceStart + run.packedOffset()), run.bytes());
    }
    replace(insert, whole);
    if (forwarded != null) {
      forwarded.erase();
    }
  }

  /**
   * {@return the destination of {@code insert} when the insertion is its last reader (its only
   * use, in the same block, so not inside a loop that runs it again, or a loop-carried value
   * that the loop only updates with this insertion), else a fresh copy of it}
   */
  private Value writableDestination(TensorInsertSliceOp insert, ByteCopies copies)
      throws LoweringFailure {
    Value dest = insert.dest();
    if (dest.hasOneUse() && (dest instanceof OpResult result
        && result.owner().parentBlock() == insert.parentBlock() || isCarriedOnly(insert))) {
      return dest;
    }
    return copies.whole(dest, dest.type());
  }

  /**
   * {@return whether {@code insert} updates a value an {@code scf.for} carries and nothing else
   * reads: its destination is a loop-carried argument, its result goes only to the yield of
   * that value, and the loop's initial value has no other use}
   */
  private static boolean isCarriedOnly(TensorInsertSliceOp insert) {
    if (!(insert.dest() instanceof BlockArgument carried)
        || !(carried.owner().parentOp() instanceof ScfForOp loop)
        || carried.index() == 0 || !insert.result().hasOneUse()) {
      return false;
    }
    OpOperand use = insert.result().uses().iterator().next();
    int position = carried.index() - 1;
    return use.owner() instanceof ScfYieldOp && use.owner().parentBlock() == carried.owner()
        && use.index() == position && loop.initArgs().get(position).hasOneUse();
  }

  private static void replace(Operation op, Value value) {
    op.result(0).replaceAllUsesWith(value);
    op.erase();
  }
}
