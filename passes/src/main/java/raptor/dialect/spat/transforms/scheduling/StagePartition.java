package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The op-level stage partition of {@code --pipeline=N} (spec §3.5). Items are the graph ops (all
 * chunks of a batch share a stage) in topological order, with their summed work, united weight
 * tiles and predecessors; items that read a function input are pinned to stage 0. An item goes
 * to the lowest stage its predecessors allow ({@code max} of theirs), and moves on one stage
 * when that stage's time (work / cores) would exceed a target interval T or its cores' crossbars
 * would overflow, as long as it stays at most one stage after every predecessor. T is found by
 * binary search; the partition of the smallest bottleneck wins, the bottleneck being the longest
 * stage time or the {@link HostTraffic} time of the edges between stages, whichever is longer.
 */
public final class StagePartition {
  /**
   * One item to place.
   *
   * @param work its compute time
   * @param tiles its resident weight tiles
   * @param predecessors the items it takes results of, each once
   * @param inputFlits the flits it takes from each predecessor, in the same order
   * @param pinned whether it reads a function input, so must be in stage 0
   */
  public record Item(long work, Set<ResidentWeight> tiles, List<Integer> predecessors,
      List<Long> inputFlits, boolean pinned) {
    /** Checks that every predecessor has its flits. */
    public Item {
      if (inputFlits.size() != predecessors.size()) {
        throw new IllegalArgumentException("an item needs the flits of each predecessor");
      }
    }
  }

  private final List<Item> items;
  private final PipelineLayout layout;
  private final int capacity;

  private StagePartition(List<Item> items, PipelineLayout layout, int capacity) {
    this.items = items;
    this.layout = layout;
    this.capacity = capacity;
  }

  /**
   * {@return the stage of each item}
   *
   * @throws SchedulingException when no partition keeps every edge within one stage and fits
   *     the crossbars of each stage
   */
  public static int[] partition(List<Item> items, PipelineLayout layout, int capacity)
      throws SchedulingException {
    StagePartition partition = new StagePartition(items, layout, capacity);
    long total = 0;
    for (Item item : items) {
      total = Math.addExact(total, item.work());
    }
    long low = 0;
    long high = total;
    int[] best = null;
    long bestBottleneck = Long.MAX_VALUE;
    while (low <= high) {
      long interval = low + (high - low) / 2;
      int[] stages = partition.greedy(interval);
      long bottleneck = stages == null ? Long.MAX_VALUE : partition.bottleneck(stages);
      if (bottleneck < bestBottleneck) {
        best = stages;
        bestBottleneck = bottleneck;
      }
      if (stages != null && bottleneck <= interval) {
        high = interval - 1;
      } else {
        low = interval + 1;
      }
    }
    if (best == null) {
      throw new SchedulingException("pipeline scheduling: the graph does not fit "
          + layout.stageCount() + " stages with every edge inside a stage or to the next one, "
          + "function inputs read in stage 0, and each stage's weights on its cores' crossbars",
          -1);
    }
    return best;
  }

  /** {@return the stages for interval {@code interval}, or null when infeasible} */
  private int[] greedy(long interval) {
    int[] stages = new int[items.size()];
    long[] work = new long[layout.stageCount()];
    List<Set<ResidentWeight>> tiles = new ArrayList<>();
    for (int s = 0; s < layout.stageCount(); s++) {
      tiles.add(new HashSet<>());
    }
    for (int v = 0; v < items.size(); v++) {
      Item item = items.get(v);
      int lo = 0;
      int hi = layout.stageCount() - 1;
      for (int u : item.predecessors()) {
        lo = Math.max(lo, stages[u]);
        hi = Math.min(hi, stages[u] + 1);
      }
      if (item.pinned()) {
        hi = 0;
      }
      if (lo > hi) {
        return null;
      }
      int s = lo;
      while (s < hi && (time(work[s] + item.work(), s) > interval || !fits(tiles.get(s), item, s))) {
        s++;
      }
      if (!fits(tiles.get(s), item, s)) {
        return null;
      }
      stages[v] = s;
      work[s] += item.work();
      tiles.get(s).addAll(item.tiles());
    }
    return stages;
  }

  private boolean fits(Set<ResidentWeight> held, Item item, int stage) {
    long added = item.tiles().stream().filter(t -> !held.contains(t)).count();
    return held.size() + added <= (long) layout.size(stage) * capacity;
  }

  private long time(long work, int stage) {
    return StageSizing.time(work, layout.size(stage));
  }

  private long bottleneck(int[] stages) {
    return bottleneck(items, stages, layout);
  }

  /**
   * {@return the bottleneck of {@code stages}: the longest stage time (work / cores, rounded up),
   * or the global memory's time for the edges between stages when that is longer}
   */
  public static long bottleneck(List<Item> items, int[] stages, PipelineLayout layout) {
    long[] work = work(items, stages, layout.stageCount());
    long worst = HostTraffic.time(items, stages);
    for (int s = 0; s < work.length; s++) {
      worst = Math.max(worst, StageSizing.time(work[s], layout.size(s)));
    }
    return worst;
  }

  /** {@return the summed work of each of the {@code count} stages} */
  public static long[] work(List<Item> items, int[] stages, int count) {
    long[] work = new long[count];
    for (int v = 0; v < stages.length; v++) {
      work[stages[v]] = Math.addExact(work[stages[v]], items.get(v).work());
    }
    return work;
  }

  /** {@return the number of distinct weight tiles of each of the {@code count} stages} */
  public static long[] tiles(List<Item> items, int[] stages, int count) {
    List<Set<ResidentWeight>> held = new ArrayList<>();
    for (int s = 0; s < count; s++) {
      held.add(new HashSet<>());
    }
    for (int v = 0; v < stages.length; v++) {
      held.get(stages[v]).addAll(items.get(v).tiles());
    }
    return held.stream().mapToLong(Set::size).toArray();
  }
}
