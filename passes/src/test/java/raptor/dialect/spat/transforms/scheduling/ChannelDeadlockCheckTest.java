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

  /**
   * Cores 1 and 2 exchange two transfers, core 0 then gets its transfer from core 2, and the
   * crossed sends that follow block cores 1 and 2: the first core left blocked is named, at the
   * event where it stopped.
   */
  @Test
  void theFirstCoreLeftBlockedIsNamedAtTheEventWhereItStopped() {
    TransferPlan.Transfer a = transfer(1, 2, 0);
    TransferPlan.Transfer b = transfer(2, 1, 1);
    TransferPlan.Transfer c = transfer(2, 0, 2);
    TransferPlan.Transfer d = transfer(1, 2, 3);
    TransferPlan.Transfer e = transfer(2, 1, 4);
    List<ChannelDeadlockCheck.Event> core0 = List.of(receive(c));
    List<ChannelDeadlockCheck.Event> core1 = List.of(send(a), receive(b), send(d), receive(e));
    SchedulingException blocked = assertThrows(SchedulingException.class, () ->
        ChannelDeadlockCheck.verify(List.of(core0, core1,
            List.of(receive(a), send(b), send(c), send(e), receive(d)))));
    assertEquals("planned channel communication deadlocks: core 1 blocks on sending channel 3",
        blocked.getMessage());
    assertDoesNotThrow(() -> ChannelDeadlockCheck.verify(List.of(core0, core1,
        List.of(receive(a), send(b), send(c), receive(d), send(e)))));
  }

  /** A chain of transfers from core 3 down to core 0 completes, against the core order. */
  @Test
  void aChainAgainstTheCoreOrderCompletes() {
    TransferPlan.Transfer x = transfer(1, 0, 0);
    TransferPlan.Transfer y = transfer(2, 1, 1);
    TransferPlan.Transfer z = transfer(3, 2, 2);
    assertDoesNotThrow(() -> ChannelDeadlockCheck.verify(List.of(List.of(receive(x)),
        List.of(receive(y), send(x)), List.of(receive(z), send(y)), List.of(send(z)))));
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
