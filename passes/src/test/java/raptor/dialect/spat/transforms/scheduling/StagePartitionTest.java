package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Checklist B of spec §6: the stage contract of the partition. */
class StagePartitionTest {
  private static StagePartition.Item item(long work, boolean pinned, Integer... predecessors) {
    return new StagePartition.Item(work, Set.of(), List.of(predecessors), pinned);
  }

  @Test
  void aBalancedChainFillsEveryStage() throws SchedulingException {
    List<StagePartition.Item> chain = List.of(item(10, true), item(10, false, 0),
        item(10, false, 1), item(10, false, 2));
    assertArrayEquals(new int[] {0, 1, 2, 3},
        StagePartition.partition(chain, PipelineLayout.even(4, 4), 1));
  }

  @Test
  void aConsumerOfTwoStagesIsHeldBackToStayAdjacent() throws SchedulingException {
    // 0 -> 1 -> 2 and 0 -> 3: item 3 may not skip a stage after item 0.
    List<StagePartition.Item> items = List.of(item(10, true), item(10, false, 0),
        item(10, false, 1), item(10, false, 0, 2));
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
        new StagePartition.Item(1, two, List.of(), true),
        new StagePartition.Item(1, Graphs.weights("c"), List.of(), true));
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
        items.add(new StagePartition.Item(1 + random.nextInt(50), Set.of(), predecessors,
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
