package raptor.pim.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Finds a cycle in a wait-for graph by depth-first search. O(cores + edges). */
final class WaitCycles {
  private static final int UNSEEN = 0;
  private static final int ON_PATH = 1;
  private static final int DONE = 2;

  private WaitCycles() {
  }

  /** {@return the cores of one cycle of {@code waitsFor}, in wait order, or an empty list} */
  static List<Long> find(Map<Long, List<Long>> waitsFor) {
    Map<Long, Integer> state = new HashMap<>();
    List<Long> path = new ArrayList<>();
    for (long start : waitsFor.keySet()) {
      List<Long> cycle = visit(start, waitsFor, state, path);
      if (!cycle.isEmpty()) {
        return cycle;
      }
    }
    return List.of();
  }

  private static List<Long> visit(long core, Map<Long, List<Long>> waitsFor,
      Map<Long, Integer> state, List<Long> path) {
    int seen = state.getOrDefault(core, UNSEEN);
    if (seen == ON_PATH) {
      return new ArrayList<>(path.subList(path.indexOf(core), path.size()));
    }
    if (seen == DONE || !waitsFor.containsKey(core)) {
      return List.of();
    }
    state.put(core, ON_PATH);
    path.add(core);
    for (long next : waitsFor.get(core)) {
      List<Long> cycle = visit(next, waitsFor, state, path);
      if (!cycle.isEmpty()) {
        return cycle;
      }
    }
    path.remove(path.size() - 1);
    state.put(core, DONE);
    return List.of();
  }
}
