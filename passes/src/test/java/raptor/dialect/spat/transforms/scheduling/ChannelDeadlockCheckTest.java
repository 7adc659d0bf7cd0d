package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The planned channel check of spec §4.5. */
class ChannelDeadlockCheckTest {
  private static TransferPlan.Transfer transfer(int source, int target, int channel) {
    return new TransferPlan.Transfer(new Piece(channel, 0, -1, null, 0), source, target, channel,
        false, 0);
  }

  private static ChannelDeadlockCheck.Event send(TransferPlan.Transfer t) {
    return new ChannelDeadlockCheck.Event(t, true);
  }

  private static ChannelDeadlockCheck.Event receive(TransferPlan.Transfer t) {
    return new ChannelDeadlockCheck.Event(t, false);
  }

  @Test
  void crossedSendsDeadlockAndMatchedOnesDoNot() {
    TransferPlan.Transfer a = transfer(0, 1, 0);
    TransferPlan.Transfer b = transfer(1, 0, 1);
    SchedulingException e = assertThrows(SchedulingException.class, () ->
        ChannelDeadlockCheck.verify(List.of(List.of(send(a), receive(b)),
            List.of(send(b), receive(a)))));
    assertEquals("planned channel communication deadlocks: core 0 blocks on sending channel 0",
        e.getMessage());
    assertDoesNotThrow(() -> ChannelDeadlockCheck.verify(List.of(
        List.of(send(a), receive(b)), List.of(receive(a), send(b)))));
  }

  /** PEFT schedules of random DAGs, with a transfer per cross-core edge, never deadlock. */
  @Test
  void keyOrderedPlansOfRandomSchedulesAreDeadlockFree() throws SchedulingException {
    Random random = new Random(5);
    for (int round = 0; round < 200; round++) {
      int cores = 2 + random.nextInt(5);
      ComputeGraph graph = Graphs.randomDag(random, cores);
      SchedulingTarget target = new SchedulingTarget(cores, cores, 4, 16, 4, 64, 8, 32,
          MeshLatencies.of(cores));
      Schedule schedule = PeftScheduler.schedule(graph, target);
      Map<Piece, SortedSet<Integer>> demand = new LinkedHashMap<>();
      for (int node = 0; node < graph.size(); node++) {
        for (ComputeGraph.Edge edge : graph.successors(node)) {
          demand.computeIfAbsent(new Piece(node, 0, -1, null, 0), p -> new TreeSet<>())
              .add(schedule.cores()[edge.node()]);
        }
      }
      ChannelDeadlockCheck.verify(TransferPlan.of(schedule, demand, null, p -> 4), schedule);
    }
  }
}
