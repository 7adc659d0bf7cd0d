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

  /** {@return the latest finish time: the estimated makespan} */
  public long makespan() {
    long latest = 0;
    for (long finish : finishes) {
      latest = Math.max(latest, finish);
    }
    return latest;
  }
}
