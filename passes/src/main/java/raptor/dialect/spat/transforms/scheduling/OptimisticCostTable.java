package raptor.dialect.spat.transforms.scheduling;

/**
 * PEFT's optimistic cost table and ranks (spec §2.3): {@code OCT[n][p]} is 0 for an exit node and
 * otherwise {@code max over successors s of min over cores q of (OCT[s][q] + w(s) + (q == p ? 0 :
 * c̄(n, s)))}, with {@code c̄} the transfer time at the average latency; {@code rank(n)} is the
 * mean of row {@code n}. With homogeneous cores every row is constant and the rank is the longest
 * remaining path below the node.
 */
public final class OptimisticCostTable {
  private final long[][] table;
  private final double[] ranks;

  private OptimisticCostTable(long[][] table, double[] ranks) {
    this.table = table;
    this.ranks = ranks;
  }

  /** {@return the table of {@code graph} on {@code target}} */
  public static OptimisticCostTable of(ComputeGraph graph, SchedulingTarget target) {
    int cores = target.processorCount();
    long[][] table = new long[graph.size()][cores];
    // The least entry of each row, once the row is complete.
    long[] least = new long[graph.size()];
    int[] order = graph.topologicalOrder();
    for (int i = order.length - 1; i >= 0; i--) {
      int node = order[i];
      long[] row = table[node];
      for (ComputeGraph.Edge edge : graph.successors(node)) {
        long[] below = table[edge.node()];
        long work = graph.node(edge.node()).cost();
        long remote = Math.addExact(Math.addExact(least[edge.node()], work),
            edge.cost().averageTime(target));
        for (int p = 0; p < cores; p++) {
          long local = Math.addExact(below[p], work);
          row[p] = Math.max(row[p], Math.min(local, remote));
        }
      }
      long min = Long.MAX_VALUE;
      for (long value : row) {
        min = Math.min(min, value);
      }
      least[node] = min;
    }
    double[] ranks = new double[graph.size()];
    for (int node = 0; node < ranks.length; node++) {
      double sum = 0;
      for (long value : table[node]) {
        sum += value;
      }
      ranks[node] = sum / cores;
    }
    return new OptimisticCostTable(table, ranks);
  }

  /** {@return {@code OCT[node][core]}} */
  public long cost(int node, int core) {
    return table[node][core];
  }

  /** {@return the rank of {@code node}: the mean of its row} */
  public double rank(int node) {
    return ranks[node];
  }
}
