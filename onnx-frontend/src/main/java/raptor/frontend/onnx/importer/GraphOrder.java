package raptor.frontend.onnx.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxNode;

/**
 * Orders the nodes of a graph so that every value is defined before it is used (ONNX asks for
 * topological order but not every producer keeps it), after checking that each value has one
 * definition and that every input names one.
 */
final class GraphOrder {
  /** A problem with the graph's structure, located at a node when there is one. */
  static final class Problem extends Exception {
    final OnnxNode node;

    Problem(OnnxNode node, String message) {
      super(message);
      this.node = node;
    }
  }

  private GraphOrder() {
  }

  /**
   * {@return the nodes of {@code graph} in an order where definitions come first}; it is
   * the file order when that already is one. Costs O(edges + nodes log nodes)
   *
   * @param defined the names the graph defines before any node (inputs and initializers)
   */
  static List<OnnxNode> sort(OnnxGraph graph, Set<String> defined) throws Problem {
    Map<String, Integer> producer = new HashMap<>();
    List<OnnxNode> nodes = graph.nodes();
    for (int i = 0; i < nodes.size(); i++) {
      for (String output : nodes.get(i).outputs()) {
        if (output.isEmpty()) {
          continue;
        }
        if (defined.contains(output)) {
          throw new Problem(nodes.get(i), "output '" + output
              + "' is already a graph input or initializer");
        }
        Integer previous = producer.put(output, i);
        if (previous != null) {
          throw new Problem(nodes.get(i), "output '" + output + "' is already defined by node '"
              + nodes.get(previous).displayName() + "'");
        }
      }
    }
    int[] pending = new int[nodes.size()];
    List<List<Integer>> users = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      users.add(new ArrayList<>());
    }
    for (int i = 0; i < nodes.size(); i++) {
      for (String input : nodes.get(i).inputs()) {
        if (input.isEmpty() || defined.contains(input)) {
          continue;
        }
        Integer from = producer.get(input);
        if (from == null) {
          throw new Problem(nodes.get(i), "input '" + input + "' is not defined");
        }
        pending[i]++;
        users.get(from).add(i);
      }
    }
    return kahn(nodes, pending, users);
  }

  private static List<OnnxNode> kahn(List<OnnxNode> nodes, int[] pending,
      List<List<Integer>> users) throws Problem {
    PriorityQueue<Integer> ready = new PriorityQueue<>();
    for (int i = 0; i < nodes.size(); i++) {
      if (pending[i] == 0) {
        ready.add(i);
      }
    }
    List<OnnxNode> order = new ArrayList<>(nodes.size());
    while (!ready.isEmpty()) {
      int next = ready.poll();
      order.add(nodes.get(next));
      for (int user : users.get(next)) {
        if (--pending[user] == 0) {
          ready.add(user);
        }
      }
    }
    if (order.size() != nodes.size()) {
      for (int i = 0; i < nodes.size(); i++) {
        if (pending[i] > 0) {
          throw new Problem(nodes.get(i), "is part of a cycle");
        }
      }
    }
    return order;
  }
}
