package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Checklist B of spec §6: the stage contract of the partition. */
class StagePartitionTest {
  private static StagePartition.Item item(long work, boolean pinned, Integer... predecessors) {
    return item(work, Set.of(), List.of(predecessors), pinned);
  }

  /** {@return an item taking one flit from each predecessor} */
  private static StagePartition.Item item(long work, Set<ResidentWeight> tiles,
      List<Integer> predecessors, boolean pinned) {
    return new StagePartition.Item(work, tiles, predecessors,
        Collections.nCopies(predecessors.size(), 1L), pinned);
  }

  /**
   * A chain of four equal items on two one-core stages: the even cut after item 1 would store
   * and load item 1's 1000 flits through the global memory every iteration (22.5 us, eleven
   * times a stage's 2 us), so the cut goes after item 2, where one flit crosses (stages of 3 and
   * 1 us).
   */
  @Test
  void theCutAvoidsAnEdgeWhoseHostTrafficOutweighsTheStages() throws SchedulingException {
    List<StagePartition.Item> chain = List.of(
        new StagePartition.Item(1000, Set.of(), List.of(), List.of(), true),
        new StagePartition.Item(1000, Set.of(), List.of(0), List.of(1L), false),
        new StagePartition.Item(1000, Set.of(), List.of(1), List.of(1000L), false),
        new StagePartition.Item(1000, Set.of(), List.of(2), List.of(1L), false));
    PipelineLayout layout = PipelineLayout.even(2, 2);
    int[] stages = StagePartition.partition(chain, layout, 1);
    assertArrayEquals(new int[] {0, 0, 0, 1}, stages);
    assertEquals(3000, StagePartition.bottleneck(chain, stages, layout));
    assertEquals(22500, StagePartition.bottleneck(chain, new int[] {0, 0, 1, 1}, layout));
  }

  @Test
  void aBalancedChainFillsEveryStage() throws SchedulingException {
    List<StagePartition.Item> chain = List.of(item(1000, true), item(1000, false, 0),
        item(1000, false, 1), item(1000, false, 2));
    assertArrayEquals(new int[] {0, 1, 2, 3},
        StagePartition.partition(chain, PipelineLayout.even(4, 4), 1));
  }

  @Test
  void aConsumerOfTwoStagesIsHeldBackToStayAdjacent() throws SchedulingException {
    // 0 -> 1 -> 2 and 0 -> 3: item 3 may not skip a stage after item 0.
    List<StagePartition.Item> items = List.of(item(1000, true), item(1000, false, 0),
        item(1000, false, 1), item(1000, false, 0, 2));
    int[] stages = StagePartition.partition(items, PipelineLayout.even(4, 4), 1);
    for (int v = 0; v < items.size(); v++) {
      for (int u : items.get(v).predecessors()) {
        assertTrue(stages[u] <= stages[v] && stages[v] <= stages[u] + 1);
      }
    }
  }

  @Test
  void inputReadersStayInStageZeroAndWeightsBoundAStage() {
    Set<ResidentWeight> two = Graphs.weights("a", "b");
    List<StagePartition.Item> items = List.of(
        item(1, two, List.of(), true),
        item(1, Graphs.weights("c"), List.of(), true));
    SchedulingException e = assertThrows(SchedulingException.class,
        () -> StagePartition.partition(items, PipelineLayout.even(2, 2), 2));
    assertTrue(e.getMessage().startsWith("pipeline scheduling: the graph does not fit 2 stages"));
  }

  @Test
  void randomGraphsKeepEveryEdgeWithinOneStage() throws SchedulingException {
    Random random = new Random(11);
    for (int round = 0; round < 300; round++) {
      int n = 2 + random.nextInt(20);
      List<StagePartition.Item> items = new ArrayList<>();
      for (int v = 0; v < n; v++) {
        List<Integer> predecessors = new ArrayList<>();
        for (int u = 0; u < v; u++) {
          if (random.nextInt(4) == 0) {
            predecessors.add(u);
          }
        }
        items.add(item(1 + random.nextInt(50), Set.of(), predecessors,
            predecessors.isEmpty()));
      }
      int stageCount = 1 + random.nextInt(4);
      int[] stages = StagePartition.partition(items,
          PipelineLayout.even(stageCount * 2, stageCount), 1);
      for (int v = 0; v < n; v++) {
        if (items.get(v).pinned()) {
          assertEquals(0, stages[v]);
        }
        for (int u : items.get(v).predecessors()) {
          assertTrue(stages[u] <= stages[v] && stages[v] <= stages[u] + 1,
              "edge " + u + " -> " + v + " in round " + round);
        }
      }
    }
  }
}
