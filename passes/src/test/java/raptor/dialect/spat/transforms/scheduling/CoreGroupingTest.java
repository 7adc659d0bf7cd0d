package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import raptor.pim.PimTarget;

/** Spec §3.4 and §3.5 step 6: core grouping by bidirectional link cost. */
class CoreGroupingTest {
  @Test
  void uniformLinksKeepTheLayoutRanges() {
    int[] stages = CoreGrouping.group(Graphs.uniform(6, 1, 3), new PipelineLayout(2, 3, 1));
    assertArrayEquals(new int[] {0, 0, 1, 1, 1, 2}, stages);
  }

  @Test
  void aStageGathersCoresThatAreCloseEvenWhenTheirIdsAreNot() {
    // Cores 0 and 2 are near each other, as are 1 and 3; every other link is slow.
    long[] latencies = new long[16];
    for (int a = 0; a < 4; a++) {
      for (int b = 0; b < 4; b++) {
        latencies[a * 4 + b] = a % 2 == b % 2 ? 1 : 10;
      }
    }
    SchedulingTarget target = new SchedulingTarget(4, 1, 4, 16, 4, 64, 8, 32, latencies);
    int[] stages = CoreGrouping.group(target, PipelineLayout.even(4, 2));
    assertArrayEquals(new int[] {0, 1, 0, 1}, stages);
  }

  @Test
  void onTheMeshEveryStageGetsItsSizeAndStagesAreCompact() {
    SchedulingTarget target = SchedulingTarget.of(
        new PimTarget(9, 4, 1, 3), MeshLatencies.of(9));
    int[] stages = CoreGrouping.group(target, new PipelineLayout(3, 3, 3));
    int[] counts = new int[3];
    for (int stage : stages) {
      counts[stage]++;
    }
    assertArrayEquals(new int[] {3, 3, 3}, counts);
    // Stage 0 starts at the centre of the 3x3 mesh.
    assertEquals(0, stages[4]);
  }

  @Test
  void everyCoreGetsExactlyOneStageAndEveryStageItsSize() {
    Random random = new Random(9);
    for (int round = 0; round < 200; round++) {
      int stages = 1 + random.nextInt(4);
      int[] sizes = random.ints(stages, 1, 4).toArray();
      int cores = Arrays.stream(sizes).sum();
      long[] latencies = random.longs((long) cores * cores, 1, 20).toArray();
      SchedulingTarget target = new SchedulingTarget(cores, 1, 4, 16, 4, 64, 8, 32, latencies);
      int[] grouped = CoreGrouping.group(target, new PipelineLayout(sizes));
      int[] counts = new int[stages];
      for (int stage : grouped) {
        counts[stage]++;
      }
      assertArrayEquals(sizes, counts);
    }
  }
}
