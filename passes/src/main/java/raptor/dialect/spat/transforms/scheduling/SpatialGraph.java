package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.OpResult;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;

/**
 * The compute graph of the graph computes of one block (spec §1.1): a node per
 * {@code spat.graph_compute} and per chunk of a {@code spat.graph_compute_batch}, an edge from
 * every producer node to every node that uses one of its results, carrying the bytes the
 * producer contributes to that result; when the user is a batch chunk that reads only its lanes'
 * rows of the result ({@link RowRange#readBy}), only the bytes of those rows, and no edge from a
 * producing chunk that writes none of them.
 *
 * <p>A batch of {@code L} lanes is cut into {@code c} chunks ({@link ChunkCounts}); chunk
 * {@code k} covers lanes {@code [floor(k·L/c), floor((k+1)·L/c))}.
 */
public final class SpatialGraph {
  private final List<ComputeInstance> instances;
  private final Map<Operation, List<Integer>> nodesByOp;
  /** The rows each node reads of each input that is a graph result ({@code null} otherwise). */
  private final List<RowRange[]> inputRows;
  private final ComputeGraph graph;

  private SpatialGraph(List<ComputeInstance> instances, Map<Operation, List<Integer>> nodesByOp,
      List<RowRange[]> inputRows, ComputeGraph graph) {
    this.instances = instances;
    this.nodesByOp = nodesByOp;
    this.inputRows = inputRows;
    this.graph = graph;
  }

  /**
   * {@return the graph of the graph computes of {@code block}, for one schedule on every core}
   *
   * @throws ScheduleFailure at an op the scheduler does not support, or at a node of a cycle
   */
  public static SpatialGraph build(Block block, SchedulingTarget target, CostModel costs)
      throws ScheduleFailure {
    return build(block, target, costs, false);
  }

  /**
   * {@return the graph of the graph computes of {@code block}; for a {@code pipelined} schedule
   * its batches are cut for {@link ChunkCounts#PIPELINED_SHARE} of the crossbars}
   *
   * @throws ScheduleFailure at an op the scheduler does not support, or at a node of a cycle
   */
  public static SpatialGraph build(Block block, SchedulingTarget target, CostModel costs,
      boolean pipelined) throws ScheduleFailure {
    List<ComputeInstance> instances = new ArrayList<>();
    Map<Operation, List<Integer>> nodesByOp = new IdentityHashMap<>();
    List<Operation> computes = new ArrayList<>();
    for (Operation op : block.ops()) {
      if (ComputeOperands.isGraphCompute(op)) {
        checkOperands(op);
        computes.add(op);
      }
    }
    Map<Operation, Integer> chunkCounts = chunkCounts(computes, target, costs,
        pipelined ? ChunkCounts.PIPELINED_SHARE : 1);
    for (Operation op : computes) {
      List<Integer> nodes = new ArrayList<>();
      int lanes = ComputeOperands.laneCount(op);
      int chunks = chunkCounts.getOrDefault(op, 1);
      for (int k = 0; k < chunks; k++) {
        int start = (int) ((long) k * lanes / chunks);
        int end = (int) ((long) (k + 1) * lanes / chunks);
        nodes.add(instances.size());
        instances.add(new ComputeInstance(op, start, end - start));
      }
      nodesByOp.put(op, nodes);
    }
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (ComputeInstance instance : instances) {
      builder.addNode(cost(instance, target, costs),
          WeightTiles.of(instance, target.crossbarSize()));
    }
    List<RowRange> written = instances.stream().map(RowRange::writtenBy).toList();
    Map<OpResult, Long> laneBytes = new IdentityHashMap<>();
    List<RowRange[]> inputRows = new ArrayList<>();
    for (int node = 0; node < instances.size(); node++) {
      List<Value> inputs = ComputeOperands.inputs(instances.get(node).op());
      RowRange[] rows = new RowRange[inputs.size()];
      inputRows.add(rows);
      for (int i = 0; i < inputs.size(); i++) {
        if (inputs.get(i) instanceof OpResult result && nodesByOp.containsKey(result.owner())) {
          RowRange read = RowRange.readBy(instances.get(node), i);
          rows[i] = read;
          long perLane = laneBytes.computeIfAbsent(result, SpatialGraph::laneBytes);
          for (int producer : nodesByOp.get(result.owner())) {
            long bytes = demandedBytes(instances.get(producer), written.get(producer),
                result, perLane * instances.get(producer).laneCount(), read);
            if (bytes >= 0) {
              builder.addEdge(producer, node, TransferCost.ofBytes(bytes, target));
            }
          }
        }
      }
    }
    try {
      return new SpatialGraph(List.copyOf(instances), nodesByOp, inputRows, builder.build());
    } catch (SchedulingException e) {
      throw new ScheduleFailure(instances.get(e.node()).op(), e.getMessage());
    }
  }

  /** Rejects weights computed by the graph and inputs computed from graph results outside it. */
  private static void checkOperands(Operation op) throws ScheduleFailure {
    for (Value weight : ComputeOperands.weights(op)) {
      if (weight instanceof OpResult result && ComputeOperands.isGraphCompute(result.owner())) {
        throw new ScheduleFailure(op, "uses the result of a graph compute as a weight, which "
            + "scheduling does not support");
      }
    }
    for (Value input : ComputeOperands.inputs(op)) {
      Operation producer = input.definingOp();
      if (producer != null && !ComputeOperands.isGraphCompute(producer)) {
        for (Value operand : producer.operands()) {
          if (operand instanceof OpResult result
              && ComputeOperands.isGraphCompute(result.owner())) {
            throw new ScheduleFailure(producer, "'" + producer.name() + "' between graph "
                + "computes is not supported by scheduling; move it into a compute");
          }
        }
      }
    }
    if (op instanceof SpatGraphComputeBatchOp && op.numResults() > 0
        && !(op.region(0).firstBlock().terminator() instanceof SpatInParallelOp)) {
      throw new ScheduleFailure(op, "a resultful graph_compute_batch needs a spat.in_parallel "
          + "terminator to be scheduled");
    }
  }

  private static Map<Operation, Integer> chunkCounts(List<Operation> computes,
      SchedulingTarget target, CostModel costs, double share) throws ScheduleFailure {
    try {
      return ChunkCounts.of(computes, target, costs, share);
    } catch (ArithmeticException e) {
      throw new ScheduleFailure(computes.get(0), "the cost of a compute overflows");
    }
  }

  private static long cost(ComputeInstance instance, SchedulingTarget target, CostModel costs)
      throws ScheduleFailure {
    try {
      return costs.cost(instance, target);
    } catch (ArithmeticException e) {
      throw new ScheduleFailure(instance.op(), "the cost of this compute overflows");
    }
  }

  /**
   * {@return the bytes of {@code result} that {@code producer} (writing {@code bytes} of it in
   * rows {@code written}, null for all) gives a user reading rows {@code read} (null for all),
   * or -1 when it gives none of them}
   */
  private static long demandedBytes(ComputeInstance producer, RowRange written,
      OpResult result, long bytes, RowRange read) {
    if (read == null) {
      return bytes;
    }
    if (written == null) {
      long rows = ((ShapedType) result.type()).shape().get(0);
      return producer.isBatch() || rows <= 0 ? bytes : bytes / rows * read.count();
    }
    long overlap = written.overlap(read);
    return overlap == 0 ? -1 : bytes / written.count() * overlap;
  }

  /**
   * {@return the bytes one lane of the owner of {@code result} writes of it: the whole result
   * for a single compute}
   */
  private static long laneBytes(OpResult result) {
    Operation op = result.owner();
    if (!(op instanceof SpatGraphComputeBatchOp)) {
      return Math.max(0, StaticValues.byteSize(result.type()));
    }
    Block body = op.region(0).firstBlock();
    BlockArgument output = body.argument(body.numArguments() - op.numResults() + result.index());
    long bytes = 0;
    for (Operation insert : body.terminator().region(0).firstBlock().ops()) {
      if (insert instanceof TensorParallelInsertSliceOp slice && slice.dest() == output) {
        bytes += Math.max(0, StaticValues.byteSize(slice.source().type()));
      }
    }
    return bytes;
  }

  /** {@return the nodes, by index} */
  public List<ComputeInstance> instances() {
    return instances;
  }

  /** {@return the nodes of the graph compute {@code op}, by lane} */
  public List<Integer> nodesOf(Operation op) {
    return nodesByOp.get(op);
  }

  /**
   * {@return the rows node {@code node} reads of its input {@code input}, a graph result
   * ({@link RowRange#readBy}; {@code null} for all of them)}
   */
  RowRange rowsReadBy(int node, int input) {
    return inputRows.get(node)[input];
  }

  /** {@return the compute graph} */
  public ComputeGraph graph() {
    return graph;
  }
}
