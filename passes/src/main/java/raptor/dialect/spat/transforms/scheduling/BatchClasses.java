package raptor.dialect.spat.transforms.scheduling;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * The batch equivalence classes a schedule keeps whole (spec §2.6), in their simplest form: a
 * {@code spat.graph_compute_batch} each lane of which is a chunk of its own, alone on its core,
 * whose inputs come from outside the graph and whose results no graph compute uses. Its lanes
 * run the same body, placed alike, and exchange nothing with the rest of the graph, so the batch
 * stays one {@code spat.scheduled_compute_batch} with a core per lane instead of one expanded
 * body per core.
 */
final class BatchClasses {
  private BatchClasses() {
  }

  /**
   * {@return the batches of {@code spatial} that {@code schedule} keeps whole, each with the
   * core of every lane}
   */
  static Map<Operation, int[]> of(SpatialGraph spatial, Schedule schedule) {
    List<List<Integer>> byCore = schedule.nodesByCore();
    Map<Operation, int[]> kept = new LinkedHashMap<>();
    for (ComputeInstance instance : spatial.instances()) {
      Operation op = instance.op();
      if (kept.containsKey(op) || !(op instanceof SpatGraphComputeBatchOp)
          || !readsOutsideOnly(op) || !usedOutsideOnly(op)) {
        continue;
      }
      List<Integer> nodes = spatial.nodesOf(op);
      int[] cores = new int[nodes.size()];
      boolean alike = nodes.size() == ComputeOperands.laneCount(op);
      for (int lane = 0; alike && lane < nodes.size(); lane++) {
        cores[lane] = schedule.cores()[nodes.get(lane)];
        alike = byCore.get(cores[lane]).size() == 1;
      }
      if (alike) {
        kept.put(op, cores);
      }
    }
    return kept;
  }

  private static boolean readsOutsideOnly(Operation op) {
    for (Value input : ComputeOperands.inputs(op)) {
      if (input instanceof OpResult result && ComputeOperands.isGraphCompute(result.owner())) {
        return false;
      }
    }
    return true;
  }

  private static boolean usedOutsideOnly(Operation op) {
    for (OpResult result : op.results()) {
      for (OpOperand use : result.uses()) {
        if (ComputeOperands.isGraphCompute(use.owner())) {
          return false;
        }
      }
    }
    return true;
  }
}
