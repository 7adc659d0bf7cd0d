package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The shape of the restart release tree of a pipelined schedule (spec §4.8, §4.11): which
 * downstream core passes the restart signal to which. The cores of each stage, by scheduled
 * finish, then id, form a binary heap (the block's core {@code j} has parent {@code (j-1)/2});
 * the heap root of each stage is a child of the previous stage's heap root, and the first stage's
 * root is the one the stage-zero leader releases.
 *
 * <p>A parent ends an iteration only after its children have started it (their permission), so
 * a tree edge lets the child's stage fall at most one iteration behind the parent's. In a full
 * pipeline stage {@code s} works on input {@code n-s}: an edge across two stages (a binary heap
 * over all downstream cores puts the children of the last stage-1 cores in stage 3) holds the
 * earlier stage back until the later one catches up. Here every edge stays in a stage or goes to
 * the next one. Likewise a core restarts only after its parent ended the iteration: a core that
 * finishes early in its stage (a first layer) below one that finishes late (a last layer) could
 * not start input n+1 before its stage had run input n through all its layers, so in a heap by
 * finish no parent finishes after its children.
 */
final class ReleaseTree {
  private final List<Integer> cores;
  private final Map<Integer, Integer> parents = new HashMap<>();
  private final Map<Integer, List<Integer>> children = new HashMap<>();

  /**
   * Builds the tree of {@code downstream}, the downstream cores in id order.
   *
   * @param coreStages the stage of each core
   * @param finishes the scheduled finish of each core
   */
  ReleaseTree(List<Integer> downstream, int[] coreStages, long[] finishes) {
    cores = new ArrayList<>(downstream);
    cores.sort(Comparator.<Integer>comparingInt(core -> coreStages[core])
        .thenComparingLong(core -> finishes[core]));
    int previousRoot = -1;
    for (int first = 0; first < cores.size(); ) {
      int end = first;
      while (end < cores.size() && coreStages[cores.get(end)] == coreStages[cores.get(first)]) {
        end++;
      }
      if (previousRoot >= 0) {
        link(previousRoot, cores.get(first));
      }
      for (int j = 1; j < end - first; j++) {
        link(cores.get(first + (j - 1) / 2), cores.get(first + j));
      }
      previousRoot = cores.get(first);
      first = end;
    }
  }

  private void link(int parent, int child) {
    parents.put(child, parent);
    children.computeIfAbsent(parent, p -> new ArrayList<>()).add(child);
  }

  /** {@return the downstream cores by stage, finish and id; the first is the root} */
  List<Integer> cores() {
    return cores;
  }

  /** {@return the core {@code core} takes its restart from, or -1 for the root} */
  int parent(int core) {
    return parents.getOrDefault(core, -1);
  }

  /** {@return the cores {@code core} passes the restart to, in rank order} */
  List<Integer> children(int core) {
    return children.getOrDefault(core, List.of());
  }
}
