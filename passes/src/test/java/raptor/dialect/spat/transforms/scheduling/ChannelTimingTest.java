package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The makespan of a materialized schedule whose channel transfers are rendezvous. */
class ChannelTimingTest {
  /**
   * A (core 0, 0 to 10) sends 64 bytes to B, which core 1 runs after C (0 to 50); D follows A on
   * core 0. Core 1 receives before B, its first node to start after A ends, so C runs first and
   * core 0 waits in its send until 50. With 1 ns links, 8-byte flits and local memory moving 16
   * bytes per ns each way, the handshake (2 ns) and the sender's read (4 ns) end the send at 56;
   * the 8 flits arrive at 64 and the receiver's write ends at 68. B runs from 68 to 73 and D from
   * 56 to 76, where the list schedule's own estimate ends everything at 55.
   */
  @Test
  void aSenderWaitsForItsReceiver() throws Exception {
    ComputeGraph graph = Graphs.nodes(10, 50, 5, 20)
        .addEdge(0, 2, new TransferCost(0, 8)).build();
    Schedule schedule = new Schedule(2, new int[] {0, 1, 1, 0}, new int[] {0, 0, 1, 1},
        new long[] {0, 0, 50, 10}, new long[] {10, 50, 55, 30}, new int[] {0, 1, 3, 2});
    Piece piece = new Piece(0, 0, -1, null, 0);
    SortedSet<Integer> cores = new TreeSet<>();
    cores.add(1);
    TransferPlan plan = TransferPlan.of(schedule, Map.of(piece, cores), null, p -> 0);
    SchedulingTarget target = Graphs.uniform(2, 1, 1);

    assertEquals(55, schedule.makespan());
    assertEquals(76, ChannelTiming.makespan(graph, target, schedule, plan, p -> 64));
  }

  /**
   * Core 0 runs A (0 to 10) and sends its 64 bytes to B on core 1 and to C on core 2, which both
   * wait from 0. The first send ends at 16 (handshake 2, read 4), but its 8 flits hold core 0's
   * switch until 24, so the second handshake starts only then: its send ends at 30, its data
   * arrives at 38 and C, written by 42, ends at 43, while B (written by 28) ends at 29.
   */
  @Test
  void successiveSendsOfACoreShareItsSwitch() throws Exception {
    ComputeGraph graph = Graphs.nodes(10, 1, 1)
        .addEdge(0, 1, new TransferCost(0, 8)).addEdge(0, 2, new TransferCost(0, 8)).build();
    Schedule schedule = new Schedule(3, new int[] {0, 1, 2}, new int[] {0, 0, 0},
        new long[] {0, 18, 18}, new long[] {10, 19, 19}, new int[] {0, 1, 2});
    Piece piece = new Piece(0, 0, -1, null, 0);
    SortedSet<Integer> cores = new TreeSet<>(List.of(1, 2));
    TransferPlan plan = TransferPlan.of(schedule, Map.of(piece, cores), null, p -> 0);

    assertEquals(43, ChannelTiming.makespan(graph, Graphs.uniform(3, 1, 1), schedule, plan,
        p -> 64));
  }

  /** Nodes of one core with no transfer run back to back. */
  @Test
  void oneCoreRunsItsNodesBackToBack() throws Exception {
    ComputeGraph graph = Graphs.nodes(3, 4).addEdge(0, 1, new TransferCost(0, 100)).build();
    Schedule schedule = new Schedule(2, new int[] {1, 1}, new int[] {0, 1}, new long[] {0, 3},
        new long[] {3, 7}, new int[] {0, 1});
    TransferPlan plan = TransferPlan.of(schedule, Map.of(), null, p -> 0);

    assertEquals(7, ChannelTiming.makespan(graph, Graphs.uniform(2, 1, 1), schedule, plan,
        p -> 64));
  }
}
