package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * Append-only PEFT list scheduling on the physical cores under crossbar capacity (spec §2.4).
 *
 * <p>Among the ready nodes the highest {@link OptimisticCostTable#rank rank} goes first (ties:
 * the smaller index). It goes to the core with the least optimistic finish time
 * {@code EFT + OCT[n][p] + stalls} among the cores whose resident tiles, united with the node's,
 * still fit (ties: least EFT, then fewest newly added tiles, then the lowest core). A node starts
 * when its core is free and the data of every predecessor has arrived over the real link
 * latencies. The stalls depart from the spec's PEFT: a channel send is a rendezvous, so a
 * predecessor on another core waits in its send until the node {@code p} runs at that moment
 * ends ({@link CoreTimelines}); that wait counts against {@code p} and, once the node is placed,
 * holds back the predecessor's core. Receiving keeps a core busy writing the data to local
 * memory (bytes / copy width, one receive after another), and sending keeps the sender busy half
 * as long. Without these PEFT packed cores tightly and lost on the timing model to the trivial
 * placement.
 *
 * <p>A tile already resident on another core may be copied to a new one (replicating weights to
 * run chunks of a batch in parallel) only while the crossbars left free afterwards still hold
 * every tile that no core holds yet, so that replication never leaves a later node without
 * room; when no core passes that reserve, the node takes the best core with room. Replicas can
 * still leave the free crossbars in pieces too small for a large node; then a second attempt
 * keeps room for the node with the most tiles on as many cores as there are large nodes' tile
 * sets (the last cores): while some tile is on no core, a replica may not eat into it there. A
 * third keeps that room on every core (pipeline stages, whose cores need not include the last
 * ones).
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
  /** The cores holding each tile some core holds. */
  private final Map<ResidentWeight, BitSet> holders = new HashMap<>();
  /** The tiles each core holds. */
  private final int[] residentCounts;
  private final long distinctTiles;
  /** The most tiles of one node. */
  private final int largestNode;
  /**
   * The first of the cores that keep room for {@link #largestNode} while some tile is on no
   * core: a replica may not eat into it there. None ({@code processorCount}) on the first
   * attempt; on the second, the last cores, one per distinct tile set of a node with more than
   * a quarter of a core's crossbars; on the third, every core.
   */
  private final int keptRoomFrom;
  /** Per core, the tiles of the node being placed that it does not hold yet. */
  private final int[] added;
  /** The node being placed's predecessors: cores, finish times and transfer costs. */
  private final Predecessors predecessors;
  private long freeCrossbars;
  /** Whether the predecessors' sender stalls count in the score of a core. */
  private final boolean scoresStalls;
  private final int[] nodeStages;
  private final int[] coreStages;
  private final CoreTimelines timelines;

  private PeftScheduler(ComputeGraph graph, SchedulingTarget target, int[] nodeStages,
      int[] coreStages, boolean scoresStalls, int keptRoomFrom) {
    this.scoresStalls = scoresStalls;
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
    this.residentCounts = new int[target.processorCount()];
    this.added = new int[target.processorCount()];
    Set<ResidentWeight> tiles = new HashSet<>();
    int fanIn = 0;
    for (int node = 0; node < graph.size(); node++) {
      tiles.addAll(graph.node(node).weights());
      fanIn = Math.max(fanIn, graph.predecessors(node).size());
    }
    this.predecessors = new Predecessors(fanIn);
    this.distinctTiles = tiles.size();
    this.largestNode = graph.mostTiles();
    this.keptRoomFrom = keptRoomFrom;
    this.freeCrossbars = (long) target.crossbarCapacity() * target.processorCount();
    this.timelines = new CoreTimelines(target.processorCount());
  }

  /**
   * {@return the schedule of {@code graph} on {@code target}}
   *
   * @throws SchedulingException naming the node that fits no core
   */
  public static Schedule schedule(ComputeGraph graph, SchedulingTarget target)
      throws SchedulingException {
    return schedule(graph, target, null, null, true);
  }

  /**
   * {@return the schedule of {@code graph} on {@code target} whose choice of core leaves the
   * predecessors' sender stalls out of the score (they still delay the senders' cores)}: the
   * second PEFT candidate of {@code schedule-and-realize-spatial}, which packs small graphs
   * such as VGG-8 better
   *
   * @throws SchedulingException naming the node that fits no core
   */
  public static Schedule scheduleIgnoringSenderStalls(ComputeGraph graph,
      SchedulingTarget target) throws SchedulingException {
    return schedule(graph, target, null, null, false);
  }

  /**
   * {@return the schedule of {@code graph} on {@code target} where node {@code n} may only go to
   * a core {@code p} with {@code coreStages[p] == nodeStages[n]} (stage-local packing, §3.5)}
   *
   * @throws SchedulingException naming the node that fits no core of its stage
   */
  public static Schedule schedule(ComputeGraph graph, SchedulingTarget target, int[] nodeStages,
      int[] coreStages) throws SchedulingException {
    return schedule(graph, target, nodeStages, coreStages, true);
  }

  private static Schedule schedule(ComputeGraph graph, SchedulingTarget target,
      int[] nodeStages, int[] coreStages, boolean scoresStalls) throws SchedulingException {
    int cores = target.processorCount();
    SchedulingException failure;
    try {
      return new PeftScheduler(graph, target, nodeStages, coreStages, scoresStalls, cores).run();
    } catch (SchedulingException e) {
      failure = e;
    }
    int lastCores = Math.max(0, cores - largeTileSets(graph, target));
    for (int keptRoomFrom : lastCores == 0 || lastCores == cores ? new int[] {0}
        : new int[] {lastCores, 0}) {
      try {
        return new PeftScheduler(graph, target, nodeStages, coreStages, scoresStalls,
            keptRoomFrom).run();
      } catch (SchedulingException e) {
        failure = e;
      }
    }
    throw failure;
  }

  /** {@return the distinct tile sets of the nodes with more than a quarter of a core's tiles} */
  private static int largeTileSets(ComputeGraph graph, SchedulingTarget target) {
    Set<Set<ResidentWeight>> large = new HashSet<>();
    for (int node = 0; node < graph.size(); node++) {
      Set<ResidentWeight> weights = graph.node(node).weights();
      if (weights.size() > target.crossbarCapacity() / 4) {
        large.add(weights);
      }
    }
    return large.size();
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
    countAdded(weights);
    predecessors.load(node);
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
    long start = predecessors.earliestStart(best);
    long finish = Math.addExact(start, graph.node(node).cost());
    predecessors.delaySenders(best);
    predecessors.occupySenders(best);
    timelines.add(best, finish);
    cores[node] = best;
    slots[node] = slotCounts[best]++;
    starts[node] = start;
    finishes[node] = finish;
    available[best] = finish;
    for (ResidentWeight weight : weights) {
      BitSet cores = holders.computeIfAbsent(weight, w -> new BitSet(target.processorCount()));
      if (!cores.get(best)) {
        cores.set(best);
        residentCounts[best]++;
        freeCrossbars--;
      }
    }
  }

  /** Fills {@link #added}: for each core, the tiles of {@code weights} it does not hold. */
  private void countAdded(Set<ResidentWeight> weights) {
    Arrays.fill(added, weights.size());
    for (ResidentWeight weight : weights) {
      BitSet cores = holders.get(weight);
      if (cores != null) {
        for (int p = cores.nextSetBit(0); p >= 0; p = cores.nextSetBit(p + 1)) {
          added[p]--;
        }
      }
    }
  }

  /**
   * {@return the core for {@code node} with the least optimistic finish time among those with
   * room for its tiles, and with {@code reserve} only those that keep the reserve for tiles no
   * core holds yet; -1 when there is none}
   */
  private int bestCore(int node, Set<ResidentWeight> weights, boolean reserve) {
    long work = graph.node(node).cost();
    long unplaced = distinctTiles - holders.size();
    long fresh = 0;
    for (ResidentWeight weight : weights) {
      if (!holders.containsKey(weight)) {
        fresh++;
      }
    }
    int best = -1;
    long bestOptimistic = 0;
    long bestFinish = 0;
    long bestAdded = 0;
    for (int p = 0; p < target.processorCount(); p++) {
      if (nodeStages != null && coreStages[p] != nodeStages[node]) {
        continue;
      }
      long added = this.added[p];
      if (residentCounts[p] + added > target.crossbarCapacity()
          || reserve && (freeCrossbars - added < unplaced - fresh
              || p >= keptRoomFrom && added > fresh && unplaced > fresh
                  && residentCounts[p] + added > target.crossbarCapacity() - largestNode)) {
        continue;
      }
      long start = predecessors.earliestStart(p);
      long finish = Math.addExact(start, work);
      long optimistic = Math.addExact(finish, table.cost(node, p));
      if (scoresStalls) {
        optimistic = Math.addExact(optimistic, predecessors.senderStalls(p));
      }
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

  /**
   * The predecessors of the node being placed, unpacked into arrays so that the earliest start
   * on each of the cores is a tight loop.
   */
  private final class Predecessors {
    private final int[] cores;
    private final long[] finishes;
    private final long[] fixed;
    private final long[] flits;
    private int count;

    Predecessors(int capacity) {
      cores = new int[capacity];
      finishes = new long[capacity];
      fixed = new long[capacity];
      flits = new long[capacity];
    }

    /** Unpacks the predecessors of {@code node}, which are all placed. */
    void load(int node) {
      count = 0;
      for (ComputeGraph.Edge edge : graph.predecessors(node)) {
        cores[count] = PeftScheduler.this.cores[edge.node()];
        finishes[count] = PeftScheduler.this.finishes[edge.node()];
        fixed[count] = edge.cost().fixed();
        flits[count] = edge.cost().flits();
        count++;
      }
    }

    /**
     * {@return how long the cores of the predecessors wait in their channel sends if the node goes
     * to {@code core}: each send waits for the node {@code core} runs when the data is ready}
     */
    long senderStalls(int core) {
      long sum = 0;
      for (int i = 0; i < count; i++) {
        if (rendezvous(cores[i], core)) {
          sum = Math.addExact(sum, timelines.stall(core, finishes[i]));
        }
      }
      return sum;
    }

    /** Holds back each predecessor's core by the wait of its send once the node is on {@code core}. */
    void delaySenders(int core) {
      for (int i = 0; i < count; i++) {
        if (rendezvous(cores[i], core)) {
          available[cores[i]] = Math.addExact(available[cores[i]],
              timelines.stall(core, finishes[i]));
        }
      }
    }

    /**
     * {@return whether data from {@code source} reaches {@code target} over a blocking channel:
     * two cores of one pipeline stage (between stages it goes through the host buffer)}
     */
    private boolean rendezvous(int source, int target) {
      return source != target && (coreStages == null || coreStages[source] == coreStages[target]);
    }

    /**
     * {@return when the node can start on {@code core}: once the core is free and the data of
     * every predecessor has arrived, as {@link TransferCost#time} takes it}
     */
    long earliestStart(int core) {
      long start = available[core];
      long receiving = 0;
      for (int i = 0; i < count; i++) {
        long arrival = finishes[i];
        if (cores[i] != core) {
          long occupancy = occupancy(i);
          receiving = Math.addExact(receiving, occupancy);
          arrival = Math.addExact(Math.addExact(arrival, Math.addExact(fixed[i],
              Math.multiplyExact(flits[i], target.latency(cores[i], core)))), occupancy);
        }
        start = Math.max(start, arrival);
      }
      return Math.max(start, Math.addExact(available[core], receiving));
    }

    /**
     * {@return how long receiving predecessor {@code i}'s data keeps the receiving core busy:
     * writing its bytes to local memory}
     */
    private long occupancy(int i) {
      return Math.multiplyExact(flits[i], target.transferWidth()) / target.copyWidth();
    }

    /**
     * Keeps the core of each predecessor busy for its send (half as long as the receive) once
     * the node is on {@code core}.
     */
    void occupySenders(int core) {
      for (int i = 0; i < count; i++) {
        if (cores[i] != core) {
          available[cores[i]] = Math.addExact(available[cores[i]], occupancy(i) / 2);
        }
      }
    }
  }
}
