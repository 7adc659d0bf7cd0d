package raptor.pim.planning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import raptor.dialect.pim.PimAttributes;

/**
 * Places live intervals in one local memory: in increasing start order (ties: larger first),
 * each at the lowest {@value PimAttributes#LOCAL_MEMORY_ALIGNMENT}-aligned address that does not
 * overlap an already placed interval live at the same time. Allocations whose lifetimes do not
 * overlap may share addresses. The placer keeps the free gaps between the footprints (address
 * to aligned end) of the live intervals; an interval that ended before the current start can
 * conflict with no later one, so its footprint returns to the gaps. Placing is a first-fit
 * search over the gaps, which stay few while many intervals are live. An empty interval
 * occupies nothing and is placed at address 0.
 */
public final class MemoryPlacer {
  private MemoryPlacer() {
  }

  /**
   * The placement of a list of intervals.
   *
   * @param addresses the byte address of each interval, in the order they were given
   * @param arenaSize the bytes of local memory the plan uses: the largest aligned end
   */
  public record Plan(List<Long> addresses, long arenaSize) {
  }

  /** {@return the placement of {@code intervals}} */
  public static Plan place(List<LiveInterval> intervals) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < intervals.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.<Integer>comparingInt(i -> intervals.get(i).start())
        .thenComparing(i -> -intervals.get(i).size()));
    long[] addresses = new long[intervals.size()];
    PriorityQueue<Integer> live = new PriorityQueue<>(
        Comparator.comparingInt(i -> intervals.get(i).end()));
    FreeGaps gaps = new FreeGaps();
    long arena = 0;
    for (int index : order) {
      LiveInterval interval = intervals.get(index);
      while (!live.isEmpty() && intervals.get(live.peek()).end() < interval.start()) {
        int ended = live.poll();
        gaps.release(addresses[ended], align(addresses[ended] + intervals.get(ended).size()));
      }
      if (interval.size() == 0) {
        continue;
      }
      long address = gaps.take(interval.size());
      addresses[index] = address;
      live.add(index);
      arena = Math.max(arena, align(address + interval.size()));
    }
    List<Long> result = new ArrayList<>();
    for (long address : addresses) {
      result.add(address);
    }
    return new Plan(result, arena);
  }

  /** {@return {@code bytes} rounded up to the local memory alignment} */
  public static long align(long bytes) {
    long alignment = PimAttributes.LOCAL_MEMORY_ALIGNMENT;
    return Math.addExact(bytes, alignment - 1) / alignment * alignment;
  }

  /** The free ranges of local memory, start to end, merged when they touch. */
  private static final class FreeGaps {
    private final TreeMap<Long, Long> gaps = new TreeMap<>(Map.of(0L, Long.MAX_VALUE));

    /** {@return the lowest start of a gap of at least {@code size} bytes, now occupied} */
    long take(long size) {
      for (Map.Entry<Long, Long> gap : gaps.entrySet()) {
        long start = gap.getKey();
        long gapEnd = gap.getValue();
        if (gapEnd - start >= size) {
          long end = align(start + size);
          gaps.remove(start);
          if (end < gapEnd) {
            gaps.put(end, gapEnd);
          }
          return start;
        }
      }
      throw new IllegalStateException("local memory has no gap of " + size + " bytes");
    }

    /** Returns {@code [start, end)} to the gaps, merging it with the gaps it touches. */
    void release(long start, long end) {
      Map.Entry<Long, Long> before = gaps.floorEntry(start);
      if (before != null && before.getValue() == start) {
        start = before.getKey();
      }
      Long after = gaps.get(end);
      if (after != null) {
        gaps.remove(end);
        end = after;
      }
      gaps.put(start, end);
    }
  }
}
