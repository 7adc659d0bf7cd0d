package raptor.dialect.spat.transforms.scheduling;

/**
 * The optional swap placement of {@code --pipeline=1} (spec §1.4): moves the work of whole
 * cores onto other cores so that heavy traffic crosses cheap links. Starting from the identity,
 * it swaps the cores of two processors {@code a} and {@code b} of the same group whenever that
 * lowers {@code Σ traffic(x, y) · latency(core(x), core(y))}, and repeats until no swap helps.
 * Pairs are tried in index order, so the result is deterministic.
 */
public final class SwapPlacement {
  private final long[][] traffic;
  private final SchedulingTarget target;
  private final int[] placement;

  private SwapPlacement(long[][] traffic, SchedulingTarget target) {
    this.traffic = traffic;
    this.target = target;
    this.placement = new int[target.processorCount()];
    for (int p = 0; p < placement.length; p++) {
      placement[p] = p;
    }
  }

  /**
   * {@return the physical core of each processor: a permutation of the target's cores}
   *
   * @param traffic the flits processor {@code x} sends processor {@code y}, {@code P × P}
   * @param target the cores and their link latencies
   * @param groups the placement group of each processor; a processor only moves to a core of
   *     another processor of its group
   */
  public static int[] place(long[][] traffic, SchedulingTarget target, int[] groups) {
    SwapPlacement search = new SwapPlacement(traffic, target);
    boolean improved = true;
    while (improved) {
      improved = false;
      for (int a = 0; a < groups.length; a++) {
        for (int b = a + 1; b < groups.length; b++) {
          if (groups[a] == groups[b] && search.swapLowersCost(a, b)) {
            improved = true;
          }
        }
      }
    }
    return search.placement;
  }

  /**
   * {@return {@code schedule} with the cores of its processors swapped to lower the traffic
   * cost, its times recomputed on the new cores; the schedule itself when that is not shorter}
   */
  public static Schedule apply(ComputeGraph graph, SchedulingTarget target, Schedule schedule) {
    int count = target.processorCount();
    long[][] traffic = new long[count][count];
    for (int node = 0; node < graph.size(); node++) {
      for (ComputeGraph.Edge edge : graph.successors(node)) {
        int from = schedule.cores()[node];
        int to = schedule.cores()[edge.node()];
        if (from != to) {
          traffic[from][to] = Math.addExact(traffic[from][to], edge.cost().flits());
        }
      }
    }
    Schedule swapped = schedule.renamed(place(traffic, target, new int[count]))
        .retimed(graph, target);
    return swapped.makespan() < schedule.makespan() ? swapped : schedule;
  }

  /** Swaps the cores of {@code a} and {@code b} when that lowers the cost; says whether. */
  private boolean swapLowersCost(int a, int b) {
    long before = Math.addExact(touching(a, -1), touching(b, a));
    swap(a, b);
    long after = Math.addExact(touching(a, -1), touching(b, a));
    if (after < before) {
      return true;
    }
    swap(a, b);
    return false;
  }

  private void swap(int a, int b) {
    int core = placement[a];
    placement[a] = placement[b];
    placement[b] = core;
  }

  /** {@return the cost of the traffic to and from {@code p}, leaving out processor {@code skip}} */
  private long touching(int p, int skip) {
    long cost = 0;
    for (int q = 0; q < placement.length; q++) {
      if (q != skip && q != p) {
        cost = Math.addExact(cost, Math.multiplyExact(traffic[p][q],
            target.latency(placement[p], placement[q])));
        cost = Math.addExact(cost, Math.multiplyExact(traffic[q][p],
            target.latency(placement[q], placement[p])));
      }
    }
    return cost;
  }
}
