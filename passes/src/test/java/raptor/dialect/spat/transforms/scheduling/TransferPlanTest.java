package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Checklist D of spec §6: which transfers a schedule needs and how they travel. */
class TransferPlanTest {
  /** A piece costs {@code 8 * (node + 1)} bytes, so slots of different nodes differ in size. */
  private static long bytes(Piece piece) {
    return 8L * (piece.node() + 1);
  }

  /** {@return node i on core {@code cores[i]}, finishing at i + 1} */
  private static Schedule schedule(int processors, int[] cores) {
    int n = cores.length;
    int[] slots = new int[n];
    int[] used = new int[processors];
    for (int i = 0; i < n; i++) {
      slots[i] = used[cores[i]]++;
    }
    return new Schedule(processors, cores, slots, new long[n],
        IntStream.range(1, n + 1).asLongStream().toArray(), IntStream.range(0, n).toArray());
  }

  private static SortedSet<Integer> cores(int... ids) {
    SortedSet<Integer> set = new TreeSet<>();
    for (int id : ids) {
      set.add(id);
    }
    return set;
  }

  /**
   * Transfers tied on the finish time go by the producer's core, then its slot, then the
   * piece's ordinal, then the target, whatever the order of the demand.
   */
  @Test
  void transfersTiedOnTheFinishTimeGoByCoreSlotOrdinalAndTarget() {
    Schedule schedule = new Schedule(3, new int[] {1, 0, 0}, new int[] {0, 0, 1},
        new long[3], new long[] {5, 5, 5}, new int[] {0, 1, 2});
    Map<Piece, SortedSet<Integer>> demand = new LinkedHashMap<>();
    demand.put(new Piece(0, 0, -1, null, 0), cores(2));
    demand.put(new Piece(2, 0, -1, null, 1), cores(2, 1));
    demand.put(new Piece(2, 0, -1, null, 0), cores(1));
    demand.put(new Piece(1, 0, -1, null, 0), cores(1));
    TransferPlan plan = TransferPlan.of(schedule, demand, null, TransferPlanTest::bytes);
    assertEquals(List.of("1:0->1", "2:0->1", "2:1->1", "2:1->2", "0:0->2"),
        plan.transfers().stream().map(t -> t.piece().node() + ":" + t.piece().ordinal() + "->"
            + t.target()).toList());
  }

  /**
   * P (core 0, 0 to 10) sends to core 1, which runs C (0 to 50) and then B (50 to 55). In latency
   * mode core 1 receives when the data is due, before B, the first node to start after P ends; a
   * pipelined plan keeps the spec's place, before C, the first node to end after it. Core 0 sends
   * right after P, before Q.
   */
  @Test
  void aLatencyPlanReceivesBeforeTheFirstNodeThatStartsAfterTheData() {
    Schedule schedule = new Schedule(2, new int[] {0, 1, 1, 0}, new int[] {0, 0, 1, 1},
        new long[] {0, 0, 50, 10}, new long[] {10, 50, 55, 20}, new int[] {0, 1, 3, 2});
    Map<Piece, SortedSet<Integer>> demand = Map.of(new Piece(0, 0, -1, null, 0), cores(1));
    TransferPlan latency = TransferPlan.of(schedule, demand, null, TransferPlanTest::bytes);
    TransferPlan.Transfer transfer = latency.transfers().get(0);
    assertEquals(List.of(), latency.between(1, -1, 1));
    assertEquals(List.of(transfer), latency.between(1, 1, 2));
    assertEquals(List.of(transfer), latency.between(0, 0, 3));
    TransferPlan pipelined = TransferPlan.of(schedule, demand, new int[] {0, 0},
        TransferPlanTest::bytes);
    assertEquals(pipelined.transfers(), pipelined.between(1, -1, 1));
    assertEquals(List.of(), pipelined.between(1, 1, 2));
  }

  @Test
  void aReaderOnTheProducerCoreIsLocalAnotherStageIsHostAndTheRestIsAChannel() {
    Schedule schedule = schedule(3, new int[] {0, 1, 2});
    Map<Piece, SortedSet<Integer>> demand = new LinkedHashMap<>();
    demand.put(new Piece(0, 0, -1, null, 0), cores(0, 1, 2));
    demand.put(new Piece(1, 0, -1, null, 0), cores(2));
    TransferPlan plan = TransferPlan.of(schedule, demand, new int[] {0, 0, 1},
        TransferPlanTest::bytes);
    assertEquals(List.of(
        new TransferPlan.Transfer(new Piece(0, 0, -1, null, 0), 0, 1, 0, false, 0),
        new TransferPlan.Transfer(new Piece(0, 0, -1, null, 0), 0, 2, 1, true, 0),
        new TransferPlan.Transfer(new Piece(1, 0, -1, null, 0), 1, 2, 2, true, 8)),
        plan.transfers());
    assertEquals(24, plan.hostBytes());
    TransferPlan latency = TransferPlan.of(schedule, demand, null, TransferPlanTest::bytes);
    assertEquals(3, latency.transfers().size());
    assertFalse(latency.transfers().stream().anyMatch(TransferPlan.Transfer::host),
        "without stages nothing goes through the host");
    assertEquals(0, latency.hostBytes());
  }

  /**
   * Random schedules, stages and demand: host-routed exactly between stages, host slots
   * contiguous and disjoint in key order and summing to the buffer size, channel ids unique.
   */
  @Test
  void hostSlotsTileTheBufferAndChannelIdsAreUnique() {
    Random random = new Random(11);
    for (int round = 0; round < 200; round++) {
      int processors = 1 + random.nextInt(6);
      int[] coreStages = new int[processors];
      for (int c = 1; c < processors; c++) {
        coreStages[c] = coreStages[c - 1] + random.nextInt(2);
      }
      int n = 1 + random.nextInt(10);
      Schedule schedule = schedule(processors, random.ints(n, 0, processors).toArray());
      Map<Piece, SortedSet<Integer>> demand = new LinkedHashMap<>();
      for (int node = 0; node < n; node++) {
        demand.put(new Piece(node, 0, -1, null, 0),
            cores(random.ints(random.nextInt(4), 0, processors).toArray()));
      }
      TransferPlan plan = TransferPlan.of(schedule, demand, coreStages, TransferPlanTest::bytes);
      long offset = 0;
      for (TransferPlan.Transfer t : plan.transfers().stream()
          .filter(TransferPlan.Transfer::host)
          .sorted(Comparator.comparingLong(TransferPlan.Transfer::hostOffset)).toList()) {
        assertEquals(offset, t.hostOffset(), "round " + round);
        offset += bytes(t.piece());
      }
      assertEquals(offset, plan.hostBytes());
      long expected = 0;
      for (Map.Entry<Piece, SortedSet<Integer>> entry : demand.entrySet()) {
        int source = schedule.cores()[entry.getKey().node()];
        expected += entry.getValue().stream().filter(c -> c != source).count();
      }
      assertEquals(expected, plan.transfers().size(), "one transfer per other reader core");
      for (int i = 0; i < plan.transfers().size(); i++) {
        TransferPlan.Transfer t = plan.transfers().get(i);
        assertEquals(i, t.channel());
        assertNotEquals(t.source(), t.target());
        assertEquals(coreStages[t.source()] != coreStages[t.target()], t.host());
      }
    }
  }
}
