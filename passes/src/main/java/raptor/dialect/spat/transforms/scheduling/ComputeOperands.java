package raptor.dialect.spat.transforms.scheduling;

import java.util.List;
import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.ir.Operation;
import raptor.ir.Value;

/** The weight and input operands of a graph compute, single or batch. */
public final class ComputeOperands {
  private ComputeOperands() {
  }

  /** {@return whether {@code op} is a {@code spat.graph_compute} or its batch form} */
  public static boolean isGraphCompute(Operation op) {
    return op instanceof SpatGraphComputeOp || op instanceof SpatGraphComputeBatchOp;
  }

  /** {@return the weights of the graph compute {@code op}} */
  public static List<Value> weights(Operation op) {
    return op instanceof SpatGraphComputeBatchOp batch ? batch.weights()
        : ((SpatGraphComputeOp) op).weights();
  }

  /** {@return the inputs of the graph compute {@code op}} */
  public static List<Value> inputs(Operation op) {
    return op instanceof SpatGraphComputeBatchOp batch ? batch.inputs()
        : ((SpatGraphComputeOp) op).inputs();
  }

  /** {@return the lanes of the graph compute {@code op}: 1 unless it is a batch} */
  public static int laneCount(Operation op) {
    return op instanceof SpatGraphComputeBatchOp batch ? (int) batch.laneCount() : 1;
  }
}
