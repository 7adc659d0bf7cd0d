package raptor.dialect.spat.transforms.scheduling;

import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.ir.Operation;

/**
 * One node of a Spatial compute graph (spec §1.1): a {@code spat.graph_compute}, or the lanes
 * {@code [laneStart, laneStart + laneCount)} of a {@code spat.graph_compute_batch}.
 *
 * @param op the graph compute
 * @param laneStart the first lane (0 for a single compute)
 * @param laneCount the lanes (1 for a single compute)
 */
public record ComputeInstance(Operation op, int laneStart, int laneCount) {
  /** {@return whether the node is a chunk of a batch} */
  public boolean isBatch() {
    return op instanceof SpatGraphComputeBatchOp;
  }

  /** {@return the index of the first weight or input argument of the body} */
  public int firstOperandArgument() {
    return isBatch() ? 1 : 0;
  }
}
