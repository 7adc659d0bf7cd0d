package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code verifySchedule} (spec §2.5): every node has one core of the target; the slots of a core
 * are {@code 0..k-1}; on a core, slot order is start order and the intervals do not overlap;
 * every edge {@code u -> v} has {@code start(v) >= start(u) + w(u) + transfer(core(u), core(v))};
 * the resident tiles of a core fit its crossbars.
 */
public final class ScheduleVerifier {
  private ScheduleVerifier() {
  }

  /** {@return the problems of {@code schedule}, empty when it is valid} */
  public static List<String> problems(ComputeGraph graph, SchedulingTarget target,
      Schedule schedule) {
    List<String> problems = new ArrayList<>();
    if (schedule.cores().length != graph.size() || schedule.order().length != graph.size()) {
      problems.add("the schedule does not place every node exactly once");
      return problems;
    }
    for (int node = 0; node < graph.size(); node++) {
      int core = schedule.cores()[node];
      if (core < 0 || core >= target.processorCount()) {
        problems.add("node " + node + " is on core " + core + ", outside the target");
        return problems;
      }
    }
    List<List<Integer>> byCore = schedule.nodesByCore();
    for (int core = 0; core < byCore.size(); core++) {
      checkCore(graph, target, schedule, core, byCore.get(core), problems);
    }
    for (int node = 0; node < graph.size(); node++) {
      for (ComputeGraph.Edge edge : graph.successors(node)) {
        long ready = schedule.starts()[node] + graph.node(node).cost() + edge.cost().time(
            schedule.cores()[node], schedule.cores()[edge.node()], target);
        if (schedule.starts()[edge.node()] < ready) {
          problems.add("node " + edge.node() + " starts at " + schedule.starts()[edge.node()]
              + ", before the data of node " + node + " arrives at " + ready);
        }
      }
    }
    return problems;
  }

  private static void checkCore(ComputeGraph graph, SchedulingTarget target, Schedule schedule,
      int core, List<Integer> nodes, List<String> problems) {
    Set<ResidentWeight> weights = new HashSet<>();
    long free = 0;
    for (int i = 0; i < nodes.size(); i++) {
      int node = nodes.get(i);
      if (schedule.slots()[node] != i) {
        problems.add("the slots of core " + core + " are not 0.." + (nodes.size() - 1));
        return;
      }
      if (schedule.starts()[node] < free) {
        problems.add("node " + node + " overlaps the previous node of core " + core);
      }
      free = schedule.starts()[node] + graph.node(node).cost();
      weights.addAll(graph.node(node).weights());
    }
    if (weights.size() > target.crossbarCapacity()) {
      problems.add("core " + core + " holds " + weights.size() + " crossbars, more than its "
          + target.crossbarCapacity());
    }
  }
}
