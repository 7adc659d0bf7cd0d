package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** Small targets and weight sets for the scheduling tests. */
final class Graphs {
  private Graphs() {
  }

  /** {@return a target of {@code cores} cores of {@code capacity} crossbars, uniform latency} */
  static SchedulingTarget uniform(int cores, int capacity, long latency) {
    long[] latencies = new long[cores * cores];
    Arrays.fill(latencies, latency);
    return new SchedulingTarget(cores, capacity, 4, 16, 4, 64, 8, 32, latencies);
  }

  /** {@return one tile of each named weight} */
  static Set<ResidentWeight> weights(String... names) {
    Set<ResidentWeight> set = new HashSet<>();
    for (String name : names) {
      set.add(new ResidentWeight(name, 0, 0));
    }
    return set;
  }
}
