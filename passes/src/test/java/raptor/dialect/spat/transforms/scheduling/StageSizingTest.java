package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Spec §3.5 step 5: uneven stage capacities. */
class StageSizingTest {
  @Test
  void spareCoresGoToTheSlowestStages() {
    // Work 90 / 30 / 30 on 6 cores: the first stage needs 3 cores for the others' 30.
    assertArrayEquals(new int[] {4, 1, 1},
        StageSizing.sizes(new long[] {90, 30, 30}, new long[] {0, 0, 0}, 6, 1));
    assertArrayEquals(new int[] {2, 2, 2},
        StageSizing.sizes(new long[] {10, 10, 10}, new long[] {0, 0, 0}, 6, 1));
  }

  @Test
  void everyStageGetsTheCoresItsTilesNeed() {
    // Stage 1 has little work but five tiles of two crossbars per core: three cores.
    int[] sizes = StageSizing.sizes(new long[] {100, 1}, new long[] {1, 5}, 5, 2);
    assertArrayEquals(new int[] {2, 3}, sizes);
    assertNull(StageSizing.sizes(new long[] {1, 1}, new long[] {5, 5}, 5, 2));
  }

  @Test
  void theSizesMinimizeTheLongestStageTime() {
    Random random = new Random(5);
    for (int round = 0; round < 200; round++) {
      int stages = 1 + random.nextInt(4);
      int cores = stages + random.nextInt(6);
      long[] work = random.longs(stages, 0, 100).toArray();
      int[] sizes = StageSizing.sizes(work, new long[stages], cores, 1);
      assertEquals(cores, Arrays.stream(sizes).sum());
      assertEquals(bestBottleneck(work, cores, new int[stages], 0), bottleneck(work, sizes));
    }
  }

  /** {@return the least bottleneck over every split of {@code cores} cores, by enumeration} */
  private static long bestBottleneck(long[] work, int cores, int[] sizes, int stage) {
    if (stage == sizes.length - 1) {
      if (cores < 1) {
        return Long.MAX_VALUE;
      }
      sizes[stage] = cores;
      return bottleneck(work, sizes);
    }
    long best = Long.MAX_VALUE;
    for (int size = 1; size <= cores - (sizes.length - 1 - stage); size++) {
      sizes[stage] = size;
      best = Math.min(best, bestBottleneck(work, cores - size, sizes, stage + 1));
    }
    return best;
  }

  private static long bottleneck(long[] work, int[] sizes) {
    long worst = 0;
    for (int s = 0; s < sizes.length; s++) {
      assertTrue(sizes[s] >= 1);
      worst = Math.max(worst, StageSizing.time(work[s], sizes[s]));
    }
    return worst;
  }
}
