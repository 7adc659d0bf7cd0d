package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.pim.PimCores;

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
    List<Operation> slices = new ArrayList<>();
    root.walk(op -> {
      if ((op instanceof TensorExtractSliceOp || op instanceof TensorInsertSliceOp)
          && PimValues.insideCore(op)) {
        slices.add(op);
      }
    });
    for (Operation op : slices) {
      if (op instanceof TensorExtractSliceOp extract) {
        lower(extract);
      } else {
        lower((TensorInsertSliceOp) op);
      }
    }
  }

  private void lower(TensorExtractSliceOp extract) throws LoweringFailure {
    requireLocal(extract, extract.source());
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
    requireLocal(insert, insert.source());
    requireLocal(insert, insert.dest());
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
    Location location = insert.location();
    Value fresh = PimValues.emptyTensor(builder, location, dest.type());
    return copies.local(fresh, copies.constant(0), dest, copies.constant(0),
        PimValues.byteSize(insert, dest.type()).longValue());
  }

  /** Fails unless {@code value} is computed inside the core of {@code op}. */
  private static void requireLocal(Operation op, Value value) throws LoweringFailure {
    boolean weight = value instanceof BlockArgument argument
        && PimCores.isCore(argument.owner().parentOp());
    if (weight || PimCores.isHostValue(value)) {
      throw new LoweringFailure(op, "slices a tensor that is not core-local (a host value or a "
          + "core weight), which Spatial-to-Pim lowering does not support");
    }
  }

  private static void replace(Operation op, Value value) {
    op.result(0).replaceAllUsesWith(value);
    op.erase();
  }
}
