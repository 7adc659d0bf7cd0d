package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.trait.ConstantLike;

/**
 * Pipeline scheduling for {@code --pipeline=N} (spec §3.4, §3.5): physical PEFT on all cores
 * gives the order of the graph ops (by earliest start); {@link StagePartition} assigns each op,
 * with all its chunks, a stage such that every edge stays in its stage or goes to the next one
 * and every op reading a function input is in stage 0 (unless {@link InputRelays} forward the
 * input to its stage); the stage capacities are the even
 * {@link PipelineLayout} or, when that lowers the bottleneck or is the only one to hold the
 * weights, the uneven sizes of {@link StageSizing}; {@link CoreGrouping} gives each stage a group
 * of cores close by link cost; PEFT then packs each stage's nodes onto its own cores.
 */
public final class PipelineScheduler {
  /**
   * A pipelined schedule.
   *
   * @param schedule the placement
   * @param nodeStages the stage of each node
   * @param coreStages the stage of each core
   */
  public record Result(Schedule schedule, int[] nodeStages, int[] coreStages) {
  }

  /**
   * An op-level stage partition (spec §3.5 steps 1 to 5).
   *
   * @param stages the stage of each graph op
   * @param layout the stage capacities the partition was made for
   * @param bottleneck the longest stage time of the partition
   */
  public record Plan(Map<Operation, Integer> stages, PipelineLayout layout, long bottleneck) {
  }

  private PipelineScheduler() {
  }

  /**
   * {@return the pipelined schedule of {@code graph} in {@code stages} stages, every reader of a
   * function input in stage 0; an empty graph gets the stages of the cores and no nodes}
   *
   * @throws SchedulingException when the stage count does not suit the target, a non-empty
   *     graph has fewer ops than stages, no partition keeps the stage contract, or a stage's
   *     cores cannot hold its weights
   */
  public static Result schedule(SpatialGraph graph, SchedulingTarget target, int stages)
      throws SchedulingException {
    return place(graph, target, plan(graph, target, stages, false));
  }

  /**
   * {@return the stage partition of the graph ops in {@code stages} stages}: physical PEFT on
   * all cores gives their order; with {@code relayInputs}, a compute whose operands are function
   * inputs, graph results and constants only may read an input in any stage, through the
   * {@link InputRelays} that forward it stage by stage; otherwise it is in stage 0
   *
   * @throws SchedulingException when {@code stages} is not between 1 and the core count, the
   *     target has no synchronization registers for more than one stage, a non-empty graph has
   *     fewer ops than stages, or no partition keeps the stage contract and fits each stage's
   *     weights
   */
  public static Plan plan(SpatialGraph graph, SchedulingTarget target, int stages,
      boolean relayInputs) throws SchedulingException {
    checkStages(target, stages);
    Schedule initial = PeftScheduler.schedule(graph.graph(), target);
    List<Operation> ops = opsByStart(graph, initial);
    if (!ops.isEmpty() && ops.size() < stages) {
      throw new SchedulingException("pipeline scheduling: --pipeline=" + stages + " needs at "
          + "least " + stages + " graph computes, but the graph has " + ops.size(), -1);
    }
    Map<Operation, Integer> itemOf = new IdentityHashMap<>();
    for (int i = 0; i < ops.size(); i++) {
      itemOf.put(ops.get(i), i);
    }
    List<StagePartition.Item> items = new ArrayList<>();
    for (Operation op : ops) {
      items.add(item(graph, op, itemOf, relayInputs && InputRelays.pinnedByInputsOnly(op)));
    }
    Partition partition = partition(items, target, stages);
    Map<Operation, Integer> opStages = new IdentityHashMap<>();
    for (int i = 0; i < ops.size(); i++) {
      opStages.put(ops.get(i), partition.stages()[i]);
    }
    return new Plan(opStages, partition.layout(), partition.bottleneck());
  }

  /**
   * Rejects a stage count the target cannot be pipelined in (spec §3.1): fewer than one stage,
   * more stages than cores, or more than one stage without event registers to synchronize them.
   */
  private static void checkStages(SchedulingTarget target, int stages)
      throws SchedulingException {
    if (stages < 1 || stages > target.processorCount()) {
      throw new SchedulingException("pipeline scheduling: --pipeline=" + stages + " must be "
          + "between 1 and the " + target.processorCount() + " cores of the target", -1);
    }
    if (stages > 1 && target.synchronizationRegisters() == 0) {
      throw new SchedulingException("pipeline scheduling: --pipeline=" + stages + " needs "
          + "synchronization registers, but the target has none", -1);
    }
  }

  /**
   * {@return the schedule of {@code plan}}: {@link CoreGrouping} gives each stage a group of
   * cores close by link cost, and PEFT packs each stage's nodes onto its own cores
   *
   * @throws SchedulingException when a stage's cores cannot hold its weights
   */
  public static Result place(SpatialGraph graph, SchedulingTarget target, Plan plan)
      throws SchedulingException {
    int[] nodeStages = new int[graph.instances().size()];
    for (int node = 0; node < nodeStages.length; node++) {
      nodeStages[node] = plan.stages().get(graph.instances().get(node).op());
    }
    int[] coreStages = CoreGrouping.group(target, plan.layout());
    Schedule schedule = PeftScheduler.schedule(graph.graph(), target, nodeStages, coreStages);
    return new Result(schedule, nodeStages, coreStages);
  }

  /** An op-level stage partition and the stage capacities it was made for. */
  private record Partition(int[] stages, PipelineLayout layout, long bottleneck) {
  }

  /**
   * {@return the partition of {@code items} with the smaller bottleneck of two: the one on the
   * even layout, and the one on the stage capacities sized for its stages' work and tiles (§3.5
   * step 5), which may be uneven; when the even layout cannot hold the weights, the sizes come
   * from a partition that ignores them}
   *
   * @throws SchedulingException when neither partition exists
   */
  private static Partition partition(List<StagePartition.Item> items, SchedulingTarget target,
      int stages) throws SchedulingException {
    int cores = target.processorCount();
    int capacity = target.crossbarCapacity();
    PipelineLayout even = PipelineLayout.even(cores, stages);
    Partition best = null;
    SchedulingException failure = null;
    int[] seed;
    try {
      best = partition(items, even, capacity);
      seed = best.stages();
    } catch (SchedulingException e) {
      failure = e;
      seed = StagePartition.partition(items, even, Integer.MAX_VALUE);
    }
    int[] sizes = StageSizing.sizes(StagePartition.work(items, seed, stages),
        StagePartition.tiles(items, seed, stages), cores, capacity);
    if (sizes != null && (best == null || !Arrays.equals(sizes, even.sizes()))) {
      try {
        Partition uneven = partition(items, new PipelineLayout(sizes), capacity);
        if (best == null || uneven.bottleneck() < best.bottleneck()) {
          best = uneven;
        }
      } catch (SchedulingException e) {
        failure = failure == null ? e : failure;
      }
    }
    if (best == null) {
      throw failure;
    }
    return best;
  }

  private static Partition partition(List<StagePartition.Item> items, PipelineLayout layout,
      int capacity) throws SchedulingException {
    int[] stages = StagePartition.partition(items, layout, capacity);
    return new Partition(stages, layout, StagePartition.bottleneck(items, stages, layout));
  }

  /** {@return the graph ops by the earliest start of their nodes, then by block order} */
  private static List<Operation> opsByStart(SpatialGraph graph, Schedule schedule) {
    Map<Operation, Long> start = new IdentityHashMap<>();
    Map<Operation, Integer> first = new IdentityHashMap<>();
    List<Operation> ops = new ArrayList<>();
    for (int node = 0; node < graph.instances().size(); node++) {
      Operation op = graph.instances().get(node).op();
      if (!start.containsKey(op)) {
        ops.add(op);
        first.put(op, node);
      }
      start.merge(op, schedule.starts()[node], Math::min);
    }
    ops.sort(Comparator.<Operation>comparingLong(start::get).thenComparingInt(first::get));
    return ops;
  }

  /** {@return the item of {@code op}, not pinned to stage 0 by its inputs when relayed} */
  private static StagePartition.Item item(SpatialGraph graph, Operation op,
      Map<Operation, Integer> itemOf, boolean relayed) {
    long work = 0;
    Set<ResidentWeight> tiles = new HashSet<>();
    Map<Integer, Long> flits = new LinkedHashMap<>();
    for (int node : graph.nodesOf(op)) {
      work = Math.addExact(work, graph.graph().node(node).cost());
      tiles.addAll(graph.graph().node(node).weights());
      for (ComputeGraph.Edge edge : graph.graph().predecessors(node)) {
        flits.merge(itemOf.get(graph.instances().get(edge.node()).op()), edge.cost().flits(),
            Math::addExact);
      }
    }
    Map<Integer, Long> inputs = new LinkedHashMap<>();
    boolean pinned = false;
    for (Value input : ComputeOperands.inputs(op)) {
      if (input instanceof OpResult result && itemOf.containsKey(result.owner())) {
        int predecessor = itemOf.get(result.owner());
        inputs.putIfAbsent(predecessor, flits.getOrDefault(predecessor, 0L));
      } else {
        pinned |= !isConstant(input) && !relayed;
      }
    }
    return new StagePartition.Item(work, tiles, List.copyOf(inputs.keySet()),
        List.copyOf(inputs.values()), pinned);
  }

  /** {@return whether {@code op} reads a value that is neither a graph result nor a constant} */
  private static boolean readsFunctionInput(Operation op) {
    for (Value input : ComputeOperands.inputs(op)) {
      boolean computed = input instanceof OpResult result
          && ComputeOperands.isGraphCompute(result.owner());
      if (!computed && !isConstant(input)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isConstant(Value value) {
    Operation producer = value.definingOp();
    return producer != null && producer.hasTrait(ConstantLike.class);
  }

  /**
   * {@return the violations of the stage contract (spec §6.B): a node on a core of another
   * stage, an edge backwards or across more than one stage, a function-input reader after
   * stage 0}
   */
  public static List<String> problems(SpatialGraph graph, Result result) {
    List<String> problems = new ArrayList<>();
    int[] stages = result.nodeStages();
    for (int node = 0; node < stages.length; node++) {
      if (result.coreStages()[result.schedule().cores()[node]] != stages[node]) {
        problems.add("node " + node + " of stage " + stages[node] + " is on a core of stage "
            + result.coreStages()[result.schedule().cores()[node]]);
      }
      if (stages[node] != 0 && readsFunctionInput(graph.instances().get(node).op())) {
        problems.add("node " + node + " reads a function input in stage " + stages[node]);
      }
      for (ComputeGraph.Edge edge : graph.graph().successors(node)) {
        int to = stages[edge.node()];
        if (to < stages[node] || to > stages[node] + 1) {
          problems.add("the edge from node " + node + " (stage " + stages[node] + ") to node "
              + edge.node() + " (stage " + to + ") skips or goes back");
        }
      }
    }
    return problems;
  }
}
