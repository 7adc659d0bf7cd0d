package raptor.dialect.spat.transforms.scheduling;

/**
 * The stage capacities of {@code --pipeline=N} (spec §3.5 step 5): how many cores each stage
 * gets once the stage partition is known. Every stage first gets the cores its crossbar tiles
 * need (at least one); the remaining cores go one at a time to the stage with the longest time
 * (work / cores, ties: the earlier stage), which minimizes the largest stage time, the
 * throughput bottleneck.
 */
public final class StageSizing {
  private StageSizing() {
  }

  /**
   * {@return the core count of each stage, summing to {@code cores}, or null when the stages'
   * tiles need more cores than there are}
   *
   * @param work the summed work of each stage
   * @param tiles the distinct crossbar tiles of each stage
   * @param cores the physical cores to share out
   * @param capacity the crossbars of one core
   */
  public static int[] sizes(long[] work, long[] tiles, int cores, int capacity) {
    int[] sizes = new int[work.length];
    long needed = 0;
    for (int s = 0; s < sizes.length; s++) {
      sizes[s] = (int) Math.max(1, (tiles[s] + capacity - 1) / capacity);
      needed += sizes[s];
    }
    if (needed > cores) {
      return null;
    }
    for (long spare = cores - needed; spare > 0; spare--) {
      int slowest = 0;
      for (int s = 1; s < sizes.length; s++) {
        if (time(work[s], sizes[s]) > time(work[slowest], sizes[slowest])) {
          slowest = s;
        }
      }
      sizes[slowest]++;
    }
    return sizes;
  }

  /** {@return the time of {@code work} spread over {@code cores} cores, rounded up} */
  static long time(long work, int cores) {
    return (work + cores - 1) / cores;
  }
}
