package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The trivial placement, the baseline of {@code bench/schedule.sh}. */
class TrivialPlacementTest {
  @Test
  void nodesGoRoundRobinInTopologicalOrder() throws SchedulingException {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (int i = 0; i < 4; i++) {
      builder.addNode(10, Graphs.weights("w" + i));
    }
    builder.addEdge(0, 3, new TransferCost(0, 1));
    Schedule schedule = TrivialPlacement.schedule(builder.build(), Graphs.uniform(3, 2, 5));
    assertArrayEquals(new int[] {0, 1, 2, 0}, schedule.cores());
    // Node 3 follows node 0 on core 0, with no transfer.
    assertEquals(20, schedule.finishes()[3]);
  }

  /**
   * Round robin copies the shared tile onto the second core ({@link Graphs#fragmentingCopies});
   * the second attempt keeps room for the successor there.
   */
  @Test
  void aSecondAttemptKeepsRoomForTheLargestNodeWhenCopiesFragmentTheCrossbars()
      throws SchedulingException {
    assertArrayEquals(new int[] {0, 0, 0, 0, 1},
        Graphs.placeFragmentingCopies(TrivialPlacement::schedule).cores());
  }

  @Test
  void randomGraphsGiveVerifiedSchedules() throws SchedulingException {
    Random random = new Random(4);
    for (int round = 0; round < 100; round++) {
      ComputeGraph graph = Graphs.randomDag(random, 8);
      SchedulingTarget target = Graphs.uniform(1 + random.nextInt(5), 8, 1 + random.nextInt(4));
      assertEquals(List.of(), ScheduleVerifier.problems(graph, target,
          TrivialPlacement.schedule(graph, target)));
    }
  }

  @Test
  void aNodeThatFitsNoCoreIsAnError() throws SchedulingException {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    builder.addNode(1, Graphs.weights("a", "b"));
    SchedulingException e = assertThrows(SchedulingException.class,
        () -> TrivialPlacement.schedule(builder.build(), Graphs.uniform(2, 1, 1)));
    assertEquals("trivial placement: compute needs 2 crossbars, but no core has room left for "
        + "them (2 cores of 1 crossbar); the model needs more cores or crossbars than the target "
        + "has", e.getMessage());
  }
}
