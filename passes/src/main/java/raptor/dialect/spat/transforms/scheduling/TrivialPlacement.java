package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The trivial placement, the baseline the PEFT schedule is measured against
 * ({@code bench/schedule.sh}): the nodes in topological order, each on the next core after the
 * previous node's (round robin) that still has room for its weight tiles, timed with the same
 * costs and link latencies as PEFT.
 */
public final class TrivialPlacement {
  private TrivialPlacement() {
  }

  /**
   * {@return the trivial placement of {@code graph} on {@code target}}: when copies of tiles
   * left no core with room for a node, a second attempt keeps room for the node with the most
   * tiles on every core that takes a copy while some tile is on no core, as
   * {@link PeftScheduler} does
   *
   * @throws SchedulingException naming the first node that fits no core
   */
  public static Schedule schedule(ComputeGraph graph, SchedulingTarget target)
      throws SchedulingException {
    try {
      return place(graph, target, 0);
    } catch (SchedulingException e) {
      return place(graph, target, graph.mostTiles());
    }
  }

  /**
   * {@return the placement that keeps {@code reserve} crossbars free on a core taking a copy of
   * a tile while some tile is on no core}
   */
  private static Schedule place(ComputeGraph graph, SchedulingTarget target, int reserve)
      throws SchedulingException {
    int count = target.processorCount();
    List<Set<ResidentWeight>> resident = new ArrayList<>();
    for (int p = 0; p < count; p++) {
      resident.add(new HashSet<>());
    }
    Set<ResidentWeight> everyTile = new HashSet<>();
    for (int node = 0; node < graph.size(); node++) {
      everyTile.addAll(graph.node(node).weights());
    }
    Set<ResidentWeight> placedTiles = new HashSet<>();
    int[] cores = new int[graph.size()];
    int[] slots = new int[graph.size()];
    int[] slotCounts = new int[count];
    int[] order = graph.topologicalOrder();
    int next = 0;
    for (int node : order) {
      Set<ResidentWeight> weights = graph.node(node).weights();
      int core = -1;
      for (int tried = 0; tried < count && core < 0; tried++) {
        int p = (next + tried) % count;
        Set<ResidentWeight> held = resident.get(p);
        long missing = 0;
        boolean copies = false;
        for (ResidentWeight weight : weights) {
          if (!held.contains(weight)) {
            missing++;
            copies |= placedTiles.contains(weight);
          }
        }
        long room = copies && placedTiles.size() < everyTile.size()
            ? target.crossbarCapacity() - reserve : target.crossbarCapacity();
        if (held.size() + missing <= room) {
          core = p;
        }
      }
      if (core < 0) {
        throw new SchedulingException("trivial placement: compute needs "
            + PeftScheduler.crossbars(weights.size()) + ", but no core has room left for "
            + (weights.size() == 1 ? "it" : "them") + " (" + count
            + (count == 1 ? " core" : " cores") + " of "
            + PeftScheduler.crossbars(target.crossbarCapacity()) + "); the model needs more cores or crossbars than the target has", node);
      }
      resident.get(core).addAll(weights);
      placedTiles.addAll(weights);
      cores[node] = core;
      slots[node] = slotCounts[core]++;
      next = (core + 1) % count;
    }
    return new Schedule(count, cores, slots, new long[graph.size()], new long[graph.size()],
        order).retimed(graph, target);
  }
}
