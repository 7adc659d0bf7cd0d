package raptor.dialect.spat.transforms.scheduling;

import raptor.dialect.pim.StaticValues;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.dialect.spat.SpatConcatOp;
import raptor.dialect.spat.SpatIm2colOp;
import raptor.dialect.spat.SpatTransposeOp;
import raptor.dialect.spat.SpatVMMOp;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.dialect.tensor.TensorReshapeOp;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.pim.LoopIterations;

/**
 * The default {@link CostModel} (spec §1.1), in ns of the timing model's {@code arch-a} profile:
 * the sum over the body's ops, once per lane, of {@code rows · matrixLatency} for a crossbar
 * product of {@code rows} input vectors (the crossbars of one product run in parallel);
 * {@code ceil(bytes / copyWidth)} for a copy (slices, concat) of the bytes it moves: an extract
 * or a concat its result, an insert its source, which it writes in place into the destination (a
 * copy of a few elements into a large tensor costs those elements, not the tensor); for a
 * transpose, one strided copy per output row, each taking at least the time of
 * {@value #SMALLEST_COPY_BYTES} bytes (a local copy's fixed cost); nothing for ops that only
 * give a tensor another shape ({@code tensor.empty}, {@code tensor.collapse_shape},
 * {@code tensor.expand_shape}, {@code tensor.reshape}), which lower to no instruction;
 * {@code ceil(n / vectorWidth) · vectorLatency} for another op with a tensor result of {@code n}
 * elements, and 1 for anything else. The body of an {@code scf.for} with constant bounds counts
 * once per iteration, the loop itself nothing: the code generator unrolls it, computing its index
 * arithmetic and yield away, so that a loop of copies costs what the copies cost.
 */
public final class BodyCostModel implements CostModel {
  /** The shared instance. */
  public static final BodyCostModel INSTANCE = new BodyCostModel();

  /**
   * The bytes below which a local copy takes no less time: an 8-byte and a 256-byte
   * {@code lmv} both take 50 ns on {@code arch-a}, a 512-byte one 100 ns.
   */
  static final long SMALLEST_COPY_BYTES = 256;

  private BodyCostModel() {
  }

  @Override
  public long cost(ComputeInstance instance, SchedulingTarget target) {
    long body = blockCost(instance.op().region(0).firstBlock(), target);
    return Math.max(1, Math.multiplyExact(body, instance.laneCount()));
  }

  /** {@return the cost of the ops of {@code block}, each nested op counted as often as it runs} */
  private static long blockCost(Block block, SchedulingTarget target) {
    long sum = 0;
    boolean unrolled = block.parentOp() instanceof ScfForOp;
    for (Operation op : block.ops()) {
      if (op instanceof ScfForOp loop) {
        Long trips = LoopIterations.tripCount(loop);
        sum = Math.addExact(sum, Math.multiplyExact(trips == null ? 1 : trips,
            blockCost(loop.region().firstBlock(), target)));
        continue;
      }
      if (unrolled && (op instanceof ScfYieldOp || isIndexArithmetic(op))) {
        continue;
      }
      sum = Math.addExact(sum, opCost(op, target));
      for (Region region : op.regions()) {
        for (Block nested : region.blocks()) {
          sum = Math.addExact(sum, blockCost(nested, target));
        }
      }
    }
    return sum;
  }

  /** {@return whether {@code op} computes an index with {@code arith}} */
  private static boolean isIndexArithmetic(Operation op) {
    return op.info().dialectName().equals("arith") && op.numResults() == 1
        && op.result(0).type() instanceof IndexType;
  }

  private static long opCost(Operation op, SchedulingTarget target) {
    if (op instanceof SpatVMMOp vmm) {
      long rows = ((ShapedType) vmm.input().type()).numElements()
          / Math.max(1, lastDimension(vmm.input().type()));
      return Math.multiplyExact(Math.max(1, rows), target.matrixLatency());
    }
    if (op instanceof TensorEmptyOp || op instanceof TensorCollapseShapeOp
        || op instanceof TensorExpandShapeOp || op instanceof TensorReshapeOp) {
      return 0;
    }
    if (op.numResults() == 0 || !(op.result(0).type() instanceof ShapedType shaped)
        || !shaped.hasStaticShape()) {
      return 1;
    }
    if (op instanceof SpatTransposeOp transpose
        && transpose.input().type() instanceof ShapedType input && input.rank() == 2) {
      long rowBytes = input.shape().get(0)
          * Math.max(1, StaticValues.elementBytes(input.elementType()));
      return Math.multiplyExact(input.shape().get(1),
          copyCost(Math.max(SMALLEST_COPY_BYTES, rowBytes), target));
    }
    if (op instanceof TensorInsertSliceOp insert && insert.source().type() instanceof ShapedType
        source && source.hasStaticShape()) {
      return copyCost(source, target);
    }
    if (op instanceof TensorExtractSliceOp || op instanceof TensorInsertSliceOp
        || op instanceof TensorParallelInsertSliceOp
        || op instanceof SpatConcatOp || op instanceof SpatIm2colOp) {
      return copyCost(shaped, target);
    }
    return Math.max(1, Math.multiplyExact(ceilDiv(shaped.numElements(), target.vectorWidth()),
        target.vectorLatency()));
  }

  /** {@return the time to copy the bytes of {@code moved} in local memory, at least 1} */
  private static long copyCost(ShapedType moved, SchedulingTarget target) {
    return copyCost(Math.max(0, StaticValues.byteSize(moved)), target);
  }

  /** {@return the time to copy {@code bytes} in local memory, at least 1} */
  private static long copyCost(long bytes, SchedulingTarget target) {
    return Math.max(1, ceilDiv(bytes, target.copyWidth()));
  }

  private static long lastDimension(Type type) {
    ShapedType shaped = (ShapedType) type;
    return shaped.rank() == 0 ? 1 : shaped.shape().get(shaped.rank() - 1);
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }
}
