package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import raptor.pim.PimTarget;

/** Checklist A of spec §6: the swap placement of logical processors on physical cores. */
class SwapPlacementTest {
  /** Three cores in a line: 0 - 1 - 2, one ns per hop. */
  private static SchedulingTarget line() {
    long[] latencies = {0, 1, 2, 1, 0, 1, 2, 1, 0};
    return new SchedulingTarget(3, 1, 4, 16, 4, 64, 8, 32, latencies);
  }

  @Test
  void anOptimalPlacementStaysTheIdentity() {
    long[][] traffic = {{0, 5, 0}, {5, 0, 5}, {0, 5, 0}};
    assertArrayEquals(new int[] {0, 1, 2}, SwapPlacement.place(traffic, line(), new int[3]));
  }

  @Test
  void heavyTrafficMovesOntoANearLink() {
    // Processors 0 and 2 talk, 1 is idle: one of them moves to the middle.
    long[][] traffic = {{0, 0, 9}, {0, 0, 0}, {9, 0, 0}};
    int[] placement = SwapPlacement.place(traffic, line(), new int[3]);
    assertEquals(1, line().latency(placement[0], placement[2]));
  }

  @Test
  void processorsStayInTheirGroup() {
    long[][] traffic = {{0, 0, 9}, {0, 0, 0}, {9, 0, 0}};
    int[] groups = {0, 1, 1};
    int[] placement = SwapPlacement.place(traffic, line(), groups);
    for (int p = 0; p < 3; p++) {
      assertEquals(groups[p], groups[placement[p]]);
    }
    assertEquals(0, placement[0]);
  }

  @Test
  void theResultIsAlwaysAPermutation() {
    Random random = new Random(3);
    for (int round = 0; round < 100; round++) {
      int count = 1 + random.nextInt(9);
      long[][] traffic = new long[count][count];
      for (long[] row : traffic) {
        Arrays.setAll(row, i -> random.nextInt(4) == 0 ? random.nextInt(20) : 0);
      }
      SchedulingTarget target = SchedulingTarget.of(
          new PimTarget(count, 4, 1, 1), MeshLatencies.of(count));
      int[] groups = random.ints(count, 0, 2).toArray();
      int[] placement = SwapPlacement.place(traffic, target, groups);
      assertArrayEquals(IntStream.range(0, count).toArray(),
          Arrays.stream(placement).sorted().toArray());
      assertTrue(cost(traffic, target, placement) <= cost(traffic, target, identity(count)));
    }
  }

  @Test
  void anAppliedSwapKeepsAVerifiedScheduleThatIsNotLonger() throws SchedulingException {
    Random random = new Random(8);
    for (int round = 0; round < 100; round++) {
      ComputeGraph graph = Graphs.randomDag(random, 6);
      SchedulingTarget target = SchedulingTarget.of(
          new PimTarget(6, 4, 6, 1), MeshLatencies.of(6));
      Schedule peft = PeftScheduler.schedule(graph, target);
      Schedule swapped = SwapPlacement.apply(graph, target, peft);
      assertEquals(List.of(), ScheduleVerifier.problems(graph, target, swapped));
      assertTrue(swapped.makespan() <= peft.makespan());
    }
  }

  private static int[] identity(int count) {
    return IntStream.range(0, count).toArray();
  }

  private static long cost(long[][] traffic, SchedulingTarget target, int[] placement) {
    long cost = 0;
    for (int x = 0; x < traffic.length; x++) {
      for (int y = 0; y < traffic.length; y++) {
        cost += traffic[x][y] * target.latency(placement[x], placement[y]);
      }
    }
    return cost;
  }
}
