package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;

/**
 * The finish times of the nodes placed so far on each core, in placement order, which an
 * append-only schedule keeps increasing per core; it answers how long a channel send made at a
 * given time waits for its receiving core, which takes the transfer only between two nodes.
 */
final class CoreTimelines {
  private final long[][] finishes;
  private final int[] counts;

  CoreTimelines(int cores) {
    finishes = new long[cores][4];
    counts = new int[cores];
  }

  /** Records a node placed on {@code core} that ends at {@code finish}. */
  void add(int core, long finish) {
    if (counts[core] == finishes[core].length) {
      finishes[core] = Arrays.copyOf(finishes[core], counts[core] * 2);
    }
    finishes[core][counts[core]++] = finish;
  }

  /**
   * {@return how long a send to {@code core} at {@code time} waits for the node the core runs
   * then to end: 0 when the core is between nodes or done}
   */
  long stall(int core, long time) {
    long[] ends = finishes[core];
    int count = counts[core];
    if (count == 0 || ends[count - 1] <= time) {
      return 0;
    }
    int index = Arrays.binarySearch(ends, 0, count, time + 1);
    long end = ends[index < 0 ? -index - 1 : index];
    return end - time;
  }
}
