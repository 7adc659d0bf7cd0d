package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * The acyclic graph a schedule is computed for (spec §1.1): nodes with a cost and their resident
 * weight tiles, and edges carrying a {@link TransferCost}. Nodes are numbered in the order they
 * were added (their original index, which breaks ties); edges between the same pair of nodes are
 * aggregated with {@link TransferCost#plus}.
 */
public final class ComputeGraph {
  /**
   * One compute node.
   *
   * @param cost its compute time
   * @param weights the crossbar tiles it keeps resident
   */
  public record Node(long cost, Set<ResidentWeight> weights) {
    /** Copies the weights. */
    public Node {
      weights = Set.copyOf(weights);
    }
  }

  /**
   * An edge to or from another node.
   *
   * @param node the other node
   * @param cost what it carries
   */
  public record Edge(int node, TransferCost cost) {
  }

  private final List<Node> nodes;
  private final List<List<Edge>> successors;
  private final List<List<Edge>> predecessors;
  private final int[] topologicalOrder;

  private ComputeGraph(List<Node> nodes, List<List<Edge>> successors,
      List<List<Edge>> predecessors, int[] topologicalOrder) {
    this.nodes = nodes;
    this.successors = successors;
    this.predecessors = predecessors;
    this.topologicalOrder = topologicalOrder;
  }

  /** {@return a builder of an empty graph} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return the number of nodes} */
  public int size() {
    return nodes.size();
  }

  /** {@return node {@code index}} */
  public Node node(int index) {
    return nodes.get(index);
  }

  /** {@return the edges leaving {@code index}, by increasing target} */
  public List<Edge> successors(int index) {
    return successors.get(index);
  }

  /** {@return the edges entering {@code index}, by increasing source} */
  public List<Edge> predecessors(int index) {
    return predecessors.get(index);
  }

  /** {@return the most weight tiles of one node} */
  public int mostTiles() {
    int most = 0;
    for (Node node : nodes) {
      most = Math.max(most, node.weights().size());
    }
    return most;
  }

  /** {@return the nodes in a topological order, smaller indices first among ready nodes} */
  public int[] topologicalOrder() {
    return topologicalOrder.clone();
  }

  /** Collects nodes and edges, then checks the graph is acyclic. */
  public static final class Builder {
    private final List<Node> nodes = new ArrayList<>();
    private final List<Map<Integer, TransferCost>> edges = new ArrayList<>();

    private Builder() {
    }

    /** Adds a node; {@return its index} */
    public int addNode(long cost, Set<ResidentWeight> weights) {
      nodes.add(new Node(cost, weights));
      edges.add(new LinkedHashMap<>());
      return nodes.size() - 1;
    }

    /** Adds an edge, aggregated with an existing one between the same nodes. */
    public Builder addEdge(int from, int to, TransferCost cost) {
      edges.get(from).merge(to, cost, TransferCost::plus);
      return this;
    }

    /**
     * {@return the graph}
     *
     * @throws SchedulingException naming a node on a cycle when the graph is cyclic
     */
    public ComputeGraph build() throws SchedulingException {
      int n = nodes.size();
      List<List<Edge>> successors = new ArrayList<>();
      List<List<Edge>> predecessors = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        successors.add(new ArrayList<>());
        predecessors.add(new ArrayList<>());
      }
      for (int from = 0; from < n; from++) {
        for (Map.Entry<Integer, TransferCost> edge : edges.get(from).entrySet()) {
          successors.get(from).add(new Edge(edge.getKey(), edge.getValue()));
          predecessors.get(edge.getKey()).add(new Edge(from, edge.getValue()));
        }
      }
      for (int i = 0; i < n; i++) {
        successors.get(i).sort((a, b) -> Integer.compare(a.node(), b.node()));
        successors.set(i, Collections.unmodifiableList(successors.get(i)));
        predecessors.set(i, Collections.unmodifiableList(predecessors.get(i)));
      }
      int[] order = topologicalOrder(successors, predecessors);
      return new ComputeGraph(List.copyOf(nodes), List.copyOf(successors),
          List.copyOf(predecessors), order);
    }

    private static int[] topologicalOrder(List<List<Edge>> successors,
        List<List<Edge>> predecessors) throws SchedulingException {
      int n = successors.size();
      int[] waiting = new int[n];
      PriorityQueue<Integer> ready = new PriorityQueue<>();
      for (int i = 0; i < n; i++) {
        waiting[i] = predecessors.get(i).size();
        if (waiting[i] == 0) {
          ready.add(i);
        }
      }
      int[] order = new int[n];
      int placed = 0;
      while (!ready.isEmpty()) {
        int node = ready.poll();
        order[placed++] = node;
        for (Edge edge : successors.get(node)) {
          if (--waiting[edge.node()] == 0) {
            ready.add(edge.node());
          }
        }
      }
      for (int i = 0; placed < n && i < n; i++) {
        if (waiting[i] > 0) {
          throw new SchedulingException("merge scheduling: compute graph is cyclic", i);
        }
      }
      return order;
    }
  }
}
