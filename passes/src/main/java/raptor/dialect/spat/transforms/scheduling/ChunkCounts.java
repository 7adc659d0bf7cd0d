package raptor.dialect.spat.transforms.scheduling;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * How many chunks each {@code spat.graph_compute_batch} of a graph is cut into (spec §1.1).
 *
 * <p>A chunk is the unit the list scheduler places, and every core that runs a chunk of a batch
 * keeps a copy of the batch's weight tiles, so more chunks than the crossbars can hold copies of
 * only make the graph larger: the scheduler then keeps them together on one core anyway. The
 * crossbars of the target are shared out in proportion to the work of each batch that multiplies
 * by weights: a batch whose lanes take {@code w} in all and whose weights need {@code t} tiles
 * gets {@code r = w·X / Σ w'·t'} copies of its tiles, {@code X} being all the crossbars, which
 * makes the work per copy, {@code w / r}, the same for every such batch while the copies fill
 * the crossbars. Its chunk count is {@code r} rounded down, at least 1, at most its lanes and
 * the cores. A batch without weights that reads the result of a batch of as many lanes (the
 * reduction of a contraction's partial sums, an activation) is cut as that batch is (the
 * fewest chunks of such producers), so that each of its chunks reads the rows of one producer
 * chunk and can run beside it; any other batch without weights into {@code min(lanes, cores)}.
 *
 * <p>A pipeline cuts stages at whole ops, so one stage may need more than its cores' share of
 * the copies; there the copies are sized for a share of the crossbars ({@link #PIPELINED_SHARE}).
 */
final class ChunkCounts {
  /**
   * The share of the crossbars the copies fill when the graph is pipelined: half, which leaves
   * each stage room for twice its share (ResNet-18, ResNet-34 and GoogLeNet with
   * {@code --pipeline=4} on Arch-A run out of crossbars in one stage with all of them).
   */
  static final double PIPELINED_SHARE = 0.5;

  private ChunkCounts() {
  }

  /**
   * {@return the chunk count of each batch among {@code ops}, in program order (single computes
   * are left out), the copies filling the share {@code share} (in {@code (0, 1]}) of the
   * crossbars}
   *
   * @throws ArithmeticException when the cost of a lane overflows a {@code long}
   */
  static Map<Operation, Integer> of(List<Operation> ops, SchedulingTarget target,
      CostModel costs, double share) {
    List<Operation> batches = ops.stream()
        .filter(op -> new ComputeInstance(op, 0, 1).isBatch()).toList();
    Map<Operation, Double> work = new IdentityHashMap<>();
    double demand = 0;
    for (Operation op : batches) {
      ComputeInstance lane = new ComputeInstance(op, 0, 1);
      int tileCount = WeightTiles.of(lane, target.crossbarSize()).size();
      if (tileCount > 0) {
        double opWork = (double) costs.cost(lane, target) * ComputeOperands.laneCount(op);
        work.put(op, opWork);
        demand += opWork * tileCount;
      }
    }
    double crossbars = share * target.processorCount() * target.crossbarCapacity();
    Map<Operation, Integer> counts = new IdentityHashMap<>();
    for (Operation op : batches) {
      int limit = Math.min(ComputeOperands.laneCount(op), target.processorCount());
      int count = limit;
      if (work.containsKey(op)) {
        double copies = work.get(op) * crossbars / demand;
        count = (int) Math.max(1, Math.min(limit, Math.floor(copies)));
      } else {
        count = Math.min(count, producerChunks(op, counts));
      }
      counts.put(op, count);
    }
    return counts;
  }

  /**
   * {@return the fewest chunks of the batches with as many lanes as {@code op} whose results it
   * reads, among those already cut ({@code counts}); {@link Integer#MAX_VALUE} for none}
   */
  private static int producerChunks(Operation op, Map<Operation, Integer> counts) {
    int fewest = Integer.MAX_VALUE;
    for (Value input : ComputeOperands.inputs(op)) {
      if (input instanceof OpResult result && counts.containsKey(result.owner())
          && ComputeOperands.laneCount(result.owner()) == ComputeOperands.laneCount(op)) {
        fewest = Math.min(fewest, counts.get(result.owner()));
      }
    }
    return fewest;
  }
}
