package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import raptor.dialect.spat.transforms.ScheduleAndRealizeSpatialPass;

/** Small targets and weight sets for the scheduling tests. */
final class Graphs {
  private Graphs() {
  }

  /** {@return a target of {@code cores} cores of {@code capacity} crossbars, uniform latency} */
  /**
   * {@return the schedule {@code placer} finds for {@link #fragmentingCopies} on 2 cores of 4
   * crossbars, checked by the verifier}
   */
  static Schedule placeFragmentingCopies(ScheduleAndRealizeSpatialPass.Placer placer)
      throws SchedulingException {
    ComputeGraph graph = fragmentingCopies();
    SchedulingTarget target = uniform(2, 4, 0);
    Schedule schedule = placer.place(graph, target);
    assertEquals(List.of(), ScheduleVerifier.problems(graph, target, schedule));
    return schedule;
  }

  /**
   * {@return four independent nodes sharing one tile, and their successor with 4 tiles of its
   * own}: on 2 cores of 4 crossbars, a copy of the shared tile on the second core leaves neither
   * core room for the successor
   */
  static ComputeGraph fragmentingCopies() throws SchedulingException {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (int i = 0; i < 4; i++) {
      builder.addNode(10, weights("shared"));
    }
    builder.addNode(1, weights("a", "b", "c", "d"));
    for (int i = 0; i < 4; i++) {
      builder.addEdge(i, 4, new TransferCost(0, 1));
    }
    return builder.build();
  }

  static SchedulingTarget uniform(int cores, int capacity, long latency) {
    long[] latencies = new long[cores * cores];
    Arrays.fill(latencies, latency);
    return new SchedulingTarget(cores, capacity, 4, 16, 4, 64, 8, 32, latencies);
  }

  /**
   * {@return a random DAG of 1 to 30 nodes: costs 1 to 20, one of {@code weights} weights or
   * none, and for each node but the first two edges from earlier nodes}
   */
  static ComputeGraph randomDag(Random random, int weights) throws SchedulingException {
    int nodes = 1 + random.nextInt(30);
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (int i = 0; i < nodes; i++) {
      builder.addNode(1 + random.nextInt(20), random.nextBoolean()
          ? weights("w" + random.nextInt(weights)) : Set.of());
    }
    for (int i = 1; i < nodes; i++) {
      for (int e = 0; e < 2; e++) {
        builder.addEdge(random.nextInt(i), i, new TransferCost(random.nextInt(3),
            1 + random.nextInt(5)));
      }
    }
    return builder.build();
  }

  /** {@return a builder holding one node of each of {@code costs}, in order, without weights} */
  static ComputeGraph.Builder nodes(long... costs) {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (long cost : costs) {
      builder.addNode(cost, Set.of());
    }
    return builder;
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
