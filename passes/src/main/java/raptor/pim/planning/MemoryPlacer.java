package raptor.pim.planning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import raptor.dialect.pim.PimAttributes;

/**
 * Places live intervals in one local memory: in increasing start order (ties: larger first),
 * each at the lowest {@value PimAttributes#LOCAL_MEMORY_ALIGNMENT}-aligned address that does not
 * overlap an already placed interval live at the same time. Allocations whose lifetimes do not
 * overlap may share addresses. O(n·l) for n intervals of which at most l are live at once: an
 * interval that ended before the current start can conflict with no later one and is dropped.
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
    List<Integer> placed = new ArrayList<>();
    long arena = 0;
    for (int index : order) {
      LiveInterval interval = intervals.get(index);
      placed.removeIf(other -> intervals.get(other).end() < interval.start());
      List<Integer> conflicts = new ArrayList<>();
      for (int other : placed) {
        if (interval.overlaps(intervals.get(other))) {
          conflicts.add(other);
        }
      }
      conflicts.sort(Comparator.comparingLong(other -> addresses[other]));
      long address = 0;
      for (int other : conflicts) {
        if (address + interval.size() <= addresses[other]) {
          break;
        }
        address = Math.max(address, align(addresses[other] + intervals.get(other).size()));
      }
      addresses[index] = address;
      placed.add(index);
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
}
