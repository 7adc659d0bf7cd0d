package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * Append-only PEFT list scheduling on the physical cores under crossbar capacity (spec §2.4).
 *
 * <p>Among the ready nodes the highest {@link OptimisticCostTable#rank rank} goes first (ties:
 * the smaller index). It goes to the core with the least optimistic finish time
 * {@code EFT + OCT[n][p]} among the cores whose resident tiles, united with the node's, still fit
 * (ties: least EFT, then fewest newly added tiles, then the lowest core). A node starts when its
 * core is free and the data of every predecessor has arrived over the real link latencies.
 *
 * <p>A tile already resident on another core may be copied to a new one (replicating weights to
 * run chunks of a batch in parallel) only while the crossbars left free afterwards still hold
 * every tile that no core holds yet, so that replication never leaves a later node without
 * room; when no core passes that reserve, the node takes the best core with room.
 */
public final class PeftScheduler {
  private final ComputeGraph graph;
  private final SchedulingTarget target;
  private final OptimisticCostTable table;
  private final int[] cores;
  private final int[] slots;
  private final long[] starts;
  private final long[] finishes;
  private final long[] available;
  private final int[] slotCounts;
  private final List<Set<ResidentWeight>> resident = new ArrayList<>();
  private final Set<ResidentWeight> placedTiles = new HashSet<>();
  private final long distinctTiles;
  private long freeCrossbars;
  private final int[] nodeStages;
  private final int[] coreStages;

  private PeftScheduler(ComputeGraph graph, SchedulingTarget target, int[] nodeStages,
      int[] coreStages) {
    this.graph = graph;
    this.target = target;
    this.nodeStages = nodeStages;
    this.coreStages = coreStages;
    this.table = OptimisticCostTable.of(graph, target);
    this.cores = new int[graph.size()];
    this.slots = new int[graph.size()];
    this.starts = new long[graph.size()];
    this.finishes = new long[graph.size()];
    this.available = new long[target.processorCount()];
    this.slotCounts = new int[target.processorCount()];
    for (int p = 0; p < target.processorCount(); p++) {
      resident.add(new HashSet<>());
    }
    Set<ResidentWeight> tiles = new HashSet<>();
    for (int node = 0; node < graph.size(); node++) {
      tiles.addAll(graph.node(node).weights());
    }
    this.distinctTiles = tiles.size();
    this.freeCrossbars = (long) target.crossbarCapacity() * target.processorCount();
  }

  /**
   * {@return the schedule of {@code graph} on {@code target}}
   *
   * @throws SchedulingException naming the node that fits no core
   */
  public static Schedule schedule(ComputeGraph graph, SchedulingTarget target)
      throws SchedulingException {
    return new PeftScheduler(graph, target, null, null).run();
  }

  /**
   * {@return the schedule of {@code graph} on {@code target} where node {@code n} may only go to
   * a core {@code p} with {@code coreStages[p] == nodeStages[n]} (stage-local packing, §3.5)}
   *
   * @throws SchedulingException naming the node that fits no core of its stage
   */
  public static Schedule schedule(ComputeGraph graph, SchedulingTarget target, int[] nodeStages,
      int[] coreStages) throws SchedulingException {
    return new PeftScheduler(graph, target, nodeStages, coreStages).run();
  }

  private Schedule run() throws SchedulingException {
    int n = graph.size();
    int[] waiting = new int[n];
    PriorityQueue<Integer> ready = new PriorityQueue<>(
        Comparator.comparingDouble((Integer node) -> -table.rank(node))
            .thenComparingInt(node -> node));
    for (int node = 0; node < n; node++) {
      waiting[node] = graph.predecessors(node).size();
      if (waiting[node] == 0) {
        ready.add(node);
      }
    }
    int[] order = new int[n];
    for (int placed = 0; placed < n; placed++) {
      int node = ready.poll();
      place(node);
      order[placed] = node;
      for (ComputeGraph.Edge edge : graph.successors(node)) {
        if (--waiting[edge.node()] == 0) {
          ready.add(edge.node());
        }
      }
    }
    return new Schedule(target.processorCount(), cores, slots, starts, finishes, order);
  }

  private void place(int node) throws SchedulingException {
    Set<ResidentWeight> weights = graph.node(node).weights();
    if (weights.size() > target.crossbarCapacity()) {
      throw new SchedulingException("compute needs " + crossbars(weights.size())
          + ", but a core has " + target.crossbarCapacity(), node);
    }
    int best = bestCore(node, weights, true);
    if (best < 0) {
      best = bestCore(node, weights, false);
    }
    if (best < 0) {
      String cores = nodeStages == null ? target.processorCount() + " cores"
          : "the cores of pipeline stage " + nodeStages[node];
      throw new SchedulingException("compute needs " + crossbars(weights.size()) + ", but no "
          + "core has room left for " + (weights.size() == 1 ? "it" : "them") + " (" + cores
          + " of " + crossbars(target.crossbarCapacity()) + ")", node);
    }
    long start = earliestStart(node, best);
    long finish = Math.addExact(start, graph.node(node).cost());
    cores[node] = best;
    slots[node] = slotCounts[best]++;
    starts[node] = start;
    finishes[node] = finish;
    available[best] = finish;
    for (ResidentWeight weight : weights) {
      if (resident.get(best).add(weight)) {
        freeCrossbars--;
      }
    }
    placedTiles.addAll(weights);
  }

  /**
   * {@return the core for {@code node} with the least optimistic finish time among those with
   * room for its tiles, and with {@code reserve} only those that keep the reserve for tiles no
   * core holds yet; -1 when there is none}
   */
  private int bestCore(int node, Set<ResidentWeight> weights, boolean reserve) {
    long work = graph.node(node).cost();
    long unplaced = distinctTiles - placedTiles.size();
    long fresh = weights.stream().filter(w -> !placedTiles.contains(w)).count();
    int best = -1;
    long bestOptimistic = 0;
    long bestFinish = 0;
    long bestAdded = 0;
    for (int p = 0; p < target.processorCount(); p++) {
      if (nodeStages != null && coreStages[p] != nodeStages[node]) {
        continue;
      }
      Set<ResidentWeight> held = resident.get(p);
      long added = weights.stream().filter(w -> !held.contains(w)).count();
      if (held.size() + added > target.crossbarCapacity()
          || reserve && freeCrossbars - added < unplaced - fresh) {
        continue;
      }
      long start = earliestStart(node, p);
      long finish = Math.addExact(start, work);
      long optimistic = Math.addExact(finish, table.cost(node, p));
      if (best < 0 || optimistic < bestOptimistic
          || optimistic == bestOptimistic && (finish < bestFinish
              || finish == bestFinish && added < bestAdded)) {
        best = p;
        bestOptimistic = optimistic;
        bestFinish = finish;
        bestAdded = added;
      }
    }
    return best;
  }

  /** {@return {@code count} crossbars, in words: {@code 1 crossbar}, {@code 2 crossbars}} */
  static String crossbars(long count) {
    return count + (count == 1 ? " crossbar" : " crossbars");
  }

  private long earliestStart(int node, int core) {
    long start = available[core];
    for (ComputeGraph.Edge edge : graph.predecessors(node)) {
      long arrival = Math.addExact(finishes[edge.node()],
          edge.cost().time(cores[edge.node()], core, target));
      start = Math.max(start, arrival);
    }
    return start;
  }
}
