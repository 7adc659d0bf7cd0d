package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.List;

/**
 * A placement of every node of a {@link ComputeGraph} on a core (spec §2.1): its core, its slot
 * (position among the nodes of that core), its actual start and finish times, and the order the
 * nodes were placed in, which is topological.
 *
 * @param processorCount the cores of the target
 * @param cores the core of each node
 * @param slots the slot of each node on its core
 * @param starts the actual start time of each node
 * @param finishes the actual finish time of each node
 * @param order the nodes in placement order
 */
public record Schedule(int processorCount, int[] cores, int[] slots, long[] starts,
    long[] finishes, int[] order) {
  /** {@return the nodes of each core, in slot order} */
  public List<List<Integer>> nodesByCore() {
    List<List<Integer>> byCore = new ArrayList<>();
    for (int p = 0; p < processorCount; p++) {
      byCore.add(new ArrayList<>());
    }
    for (int node : order) {
      byCore.get(cores[node]).add(node);
    }
    for (List<Integer> nodes : byCore) {
      nodes.sort((a, b) -> Integer.compare(slots[a], slots[b]));
    }
    return byCore;
  }

  /**
   * {@return for each core, its rank among the used cores, or -1 when idle: the dense ids code
   * generation needs (core i is the i-th program)}
   */
  public int[] denseCoreIds() {
    boolean[] used = new boolean[processorCount];
    for (int core : cores) {
      used[core] = true;
    }
    int[] ids = new int[processorCount];
    int next = 0;
    for (int core = 0; core < processorCount; core++) {
      ids[core] = used[core] ? next++ : -1;
    }
    return ids;
  }

  /**
   * {@return this schedule on its used cores renumbered by {@link #denseCoreIds}, as it is
   * materialized}
   */
  public Schedule onDenseCores() {
    return renamed(denseCoreIds());
  }

  /** {@return this schedule with every node's core {@code c} renamed {@code ids[c]}} */
  public Schedule renamed(int[] ids) {
    int[] renamed = new int[cores.length];
    for (int node = 0; node < cores.length; node++) {
      renamed[node] = ids[cores[node]];
    }
    return new Schedule(processorCount, renamed, slots, starts, finishes, order);
  }

  /**
   * {@return this schedule with every start and finish recomputed for its cores: in placement
   * order, a node starts when its core is free and the data of its predecessors has arrived}
   */
  public Schedule retimed(ComputeGraph graph, SchedulingTarget target) {
    long[] newStarts = new long[cores.length];
    long[] newFinishes = new long[cores.length];
    long[] available = new long[processorCount];
    for (int node : order) {
      int core = cores[node];
      long start = available[core];
      for (ComputeGraph.Edge edge : graph.predecessors(node)) {
        start = Math.max(start, Math.addExact(newFinishes[edge.node()],
            edge.cost().time(cores[edge.node()], core, target)));
      }
      newStarts[node] = start;
      newFinishes[node] = Math.addExact(start, graph.node(node).cost());
      available[core] = newFinishes[node];
    }
    return new Schedule(processorCount, cores, slots, newStarts, newFinishes, order);
  }

  /** {@return the latest finish time: the estimated makespan} */
  public long makespan() {
    long latest = 0;
    for (long finish : finishes) {
      latest = Math.max(latest, finish);
    }
    return latest;
  }
}
