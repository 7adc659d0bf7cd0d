package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PeftSchedulerTest {
  /** Costs 6, 4, 6, 4, 8, 8 (spec 6.B), one weight each, with an edge 1 -> 2. */
  private static ComputeGraph sixNodes() throws SchedulingException {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    long[] costs = {6, 4, 6, 4, 8, 8};
    for (int i = 0; i < costs.length; i++) {
      builder.addNode(costs[i], Graphs.weights("w" + i));
    }
    builder.addEdge(1, 2, new TransferCost(0, 1));
    return builder.build();
  }

  @Test
  void homogeneousTableRowsAreConstantAndRankIsTheLongestPathBelow() throws Exception {
    ComputeGraph.Builder builder = Graphs.nodes(5, 7, 2, 9);
    builder.addEdge(0, 1, new TransferCost(0, 1)).addEdge(0, 2, new TransferCost(0, 1))
        .addEdge(2, 3, new TransferCost(0, 1));
    SchedulingTarget target = Graphs.uniform(3, 4, 0);
    OptimisticCostTable table = OptimisticCostTable.of(builder.build(), target);
    for (int node = 0; node < 4; node++) {
      for (int core = 1; core < 3; core++) {
        assertEquals(table.cost(node, 0), table.cost(node, core));
      }
    }
    assertEquals(11, table.rank(0));
    assertEquals(0, table.rank(1));
    assertEquals(9, table.rank(2));
    assertEquals(0, table.rank(3));
  }

  @Test
  void everyEdgeWaitsForItsTransferAndSlotsAreContiguous() throws Exception {
    ComputeGraph graph = sixNodes();
    SchedulingTarget target = Graphs.uniform(4, 2, 3);
    Schedule schedule = PeftScheduler.schedule(graph, target);
    assertEquals(List.of(), ScheduleVerifier.problems(graph, target, schedule));
    long transfer = new TransferCost(0, 1).time(schedule.cores()[1], schedule.cores()[2], target);
    assertTrue(schedule.starts()[2] >= schedule.starts()[1] + 4 + transfer);
  }

  @Test
  void equalRanksGoInIndexOrderToTheLowestCore() throws Exception {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (int i = 0; i < 3; i++) {
      builder.addNode(10, Set.of());
    }
    Schedule schedule = PeftScheduler.schedule(builder.build(), Graphs.uniform(3, 1, 1));
    assertArrayEquals(new int[] {0, 1, 2}, schedule.order());
    assertArrayEquals(new int[] {0, 1, 2}, schedule.cores());
  }

  /**
   * The first attempt replicates the shared tile onto the second core to run its four nodes side
   * by side ({@link Graphs#fragmentingCopies}); the second attempt keeps room for their
   * successor.
   */
  @Test
  void aSecondAttemptKeepsRoomForTheLargestNodeWhenReplicasFragmentTheCrossbars()
      throws Exception {
    Schedule schedule = Graphs.placeFragmentingCopies(PeftScheduler::schedule);
    for (int i = 0; i < 4; i++) {
      assertNotEquals(schedule.cores()[4], schedule.cores()[i]);
    }
  }

  /**
   * The same graph in the first of two pipeline stages of 2 cores each: the second attempt keeps
   * room on the last core, which is in the other stage, so only the third, keeping room on
   * every core, fits the successor.
   */
  @Test
  void aThirdAttemptKeepsRoomOnEveryCoreForAStageWithoutTheLastCores() throws Exception {
    ComputeGraph graph = Graphs.fragmentingCopies();
    SchedulingTarget target = Graphs.uniform(4, 4, 0);
    Schedule schedule = PeftScheduler.schedule(graph, target, new int[5],
        new int[] {0, 0, 1, 1});
    assertEquals(List.of(), ScheduleVerifier.problems(graph, target, schedule));
    for (int i = 0; i < 4; i++) {
      assertNotEquals(schedule.cores()[4], schedule.cores()[i]);
    }
  }

  /**
   * Leaving the senders' stalls out of the score is a different choice of core on some graphs,
   * and a valid schedule on all.
   */
  @Test
  void ignoringSenderStallsGivesOtherValidSchedules() throws Exception {
    Random random = new Random(7);
    int different = 0;
    for (int round = 0; round < 50; round++) {
      ComputeGraph graph = Graphs.randomDag(random, 4);
      SchedulingTarget target = Graphs.uniform(3, 4, 2);
      Schedule direct = PeftScheduler.scheduleIgnoringSenderStalls(graph, target);
      assertEquals(List.of(), ScheduleVerifier.problems(graph, target, direct));
      if (!Arrays.equals(direct.cores(),
          PeftScheduler.schedule(graph, target).cores())) {
        different++;
      }
    }
    assertTrue(different > 0);
  }

  @Test
  void sharedTilesCountOnceAndCapacityIsNeverExceeded() throws Exception {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    builder.addNode(10, Graphs.weights("a", "b"));
    builder.addNode(10, Graphs.weights("a", "b"));
    builder.addNode(10, Graphs.weights("c"));
    builder.addEdge(0, 1, new TransferCost(0, 100));
    ComputeGraph graph = builder.build();
    SchedulingTarget target = Graphs.uniform(2, 2, 10);
    Schedule schedule = PeftScheduler.schedule(graph, target);
    assertEquals(schedule.cores()[0], schedule.cores()[1]);
    assertEquals(List.of(), ScheduleVerifier.problems(graph, target, schedule));
  }

  @Test
  void aNodeLargerThanACoreIsAnError() throws Exception {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    builder.addNode(1, Set.of());
    builder.addNode(1, Graphs.weights("a", "b", "c"));
    SchedulingException e = assertThrows(SchedulingException.class,
        () -> PeftScheduler.schedule(builder.build(), Graphs.uniform(4, 2, 1)));
    assertEquals(1, e.node());
    assertEquals("compute needs 3 crossbars, but a core has 2", e.getMessage());
  }

  @Test
  void verifierRejectsALateTransferAndAnOverfullCore() throws Exception {
    ComputeGraph graph = sixNodes();
    SchedulingTarget target = Graphs.uniform(4, 2, 3);
    int[] cores = {0, 0, 1, 2, 3, 3};
    int[] slots = {0, 1, 0, 0, 0, 1};
    long[] starts = {0, 6, 10, 0, 0, 8};
    long[] finishes = {6, 10, 16, 4, 8, 16};
    Schedule bad = new Schedule(4, cores, slots, starts, finishes, new int[] {0, 1, 3, 4, 5, 2});
    List<String> problems = ScheduleVerifier.problems(graph, target, bad);
    assertEquals(List.of("node 2 starts at 10, before the data of node 1 arrives at 13"),
        problems);
    Schedule crowded = new Schedule(1, new int[] {0, 0, 0, 0, 0, 0},
        new int[] {0, 1, 2, 3, 4, 5}, new long[] {0, 6, 10, 16, 20, 28},
        new long[] {6, 10, 16, 20, 28, 36}, new int[] {0, 1, 2, 3, 4, 5});
    assertFalse(ScheduleVerifier.problems(graph, Graphs.uniform(1, 2, 3), crowded).isEmpty());
  }

  /** Random DAGs: every schedule verifies, is deterministic, and fits the capacity. */
  @Test
  void randomGraphsScheduleValidlyAndDeterministically() throws Exception {
    Random random = new Random(7);
    for (int round = 0; round < 200; round++) {
      int cores = 1 + random.nextInt(6);
      ComputeGraph graph = Graphs.randomDag(random, 4);
      SchedulingTarget target = new SchedulingTarget(cores, 4, 4, 16, 4, 64, 8, 32,
          MeshLatencies.of(cores));
      Schedule first = PeftScheduler.schedule(graph, target);
      assertEquals(List.of(), ScheduleVerifier.problems(graph, target, first));
      assertArrayEquals(first.cores(), PeftScheduler.schedule(graph, target).cores());
    }
  }

  /**
   * Two chunks of one batch share a tile; replicating it on the idle core would run them in
   * parallel but leave no crossbar for the last node's tile, so the reserve keeps them together.
   */
  @Test
  void replicationKeepsRoomForTilesNoCoreHoldsYet() throws Exception {
    ComputeGraph graph = twoChunksSharingATile();
    SchedulingTarget target = Graphs.uniform(2, 1, 0);
    Schedule schedule = PeftScheduler.schedule(graph, target);
    assertEquals(List.of(), ScheduleVerifier.problems(graph, target, schedule));
    assertEquals(schedule.cores()[0], schedule.cores()[1]);
    assertTrue(schedule.cores()[2] != schedule.cores()[0]);
  }

  /** With room for every tile, the shared tile is replicated and both chunks run at once. */
  @Test
  void sharedTilesAreReplicatedWhileThereIsRoom() throws Exception {
    Schedule schedule = PeftScheduler.schedule(twoChunksSharingATile(), Graphs.uniform(2, 2, 0));
    assertTrue(schedule.cores()[0] != schedule.cores()[1]);
    assertEquals(schedule.starts()[0], schedule.starts()[1]);
  }

  /** Equal optimistic and finish times: the core already holding more of the tiles wins. */
  @Test
  void equalFinishesGoToTheCoreThatAddsTheFewestTiles() throws Exception {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    builder.addNode(10, Graphs.weights("a"));
    builder.addNode(10, Graphs.weights("b"));
    builder.addNode(10, Graphs.weights("c"));
    builder.addNode(5, Graphs.weights("b", "d"));
    Schedule schedule = PeftScheduler.schedule(builder.build(), Graphs.uniform(3, 3, 0));
    assertArrayEquals(new int[] {0, 1, 2, 1}, schedule.cores());
    assertEquals(10, schedule.starts()[3]);
  }

  /**
   * A send is a rendezvous: placing C on core 1, which holds its tile, would hold P's core in its
   * send from P's end (10) until D, which core 1 runs then, ends (40). That stall makes core 0
   * win, although both cores finish C at 41; the stall-free tie-break would pick core 1.
   */
  @Test
  void aSendToABusyCoreCountsItsWait() throws Exception {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    builder.addNode(10, Graphs.weights("a"));
    builder.addNode(40, Graphs.weights("b"));
    builder.addNode(1, Graphs.weights("b"));
    builder.addEdge(0, 2, new TransferCost(0, 0)).addEdge(1, 2, new TransferCost(0, 0));
    Schedule schedule = PeftScheduler.schedule(builder.build(), Graphs.uniform(2, 3, 0));
    assertArrayEquals(new int[] {0, 1, 0}, schedule.cores());
    assertEquals(40, schedule.starts()[2]);
  }

  /**
   * Pins the schedules (cores, slots, starts, order) and the failures of random graphs whose
   * nodes share tiles under a tight capacity, so that the reserve, the fallback without it and
   * every tie-break are exercised; the fingerprint was first recorded with a set of tiles per
   * core and the earliest start read from the edge lists, which any faster bookkeeping must
   * reproduce exactly, recorded again when sender stalls and the time transfers keep cores
   * busy joined the core choice, and again when the built-in mesh took the timing model's
   * latencies (2 ns per hop and 2 more, on the most nearly square rectangle of cores), which
   * the random targets use.
   */
  @Test
  void randomSchedulesWithSharedTilesKeepTheirFingerprint() throws Exception {
    Random random = new Random(2026);
    long fingerprint = 17;
    for (int round = 0; round < 300; round++) {
      int cores = 2 + random.nextInt(5);
      ComputeGraph graph = sharingDag(random);
      SchedulingTarget target = new SchedulingTarget(cores, 3 + random.nextInt(2), 4, 16, 4, 64,
          8, 32, MeshLatencies.of(cores));
      try {
        Schedule schedule = PeftScheduler.schedule(graph, target);
        assertEquals(List.of(), ScheduleVerifier.problems(graph, target, schedule));
        fingerprint = 31 * fingerprint + Arrays.hashCode(schedule.cores());
        fingerprint = 31 * fingerprint + Arrays.hashCode(schedule.slots());
        fingerprint = 31 * fingerprint + Arrays.hashCode(schedule.starts());
        fingerprint = 31 * fingerprint + Arrays.hashCode(schedule.order());
      } catch (SchedulingException e) {
        fingerprint = 31 * fingerprint - 1 - e.node();
      }
    }
    assertEquals(FINGERPRINT, fingerprint);
  }

  private static final long FINGERPRINT = -4514526466962711118L;

  /**
   * {@return a random DAG of 20 to 59 nodes of cost 1 to 20, each with up to 3 of 10 tiles and
   * edges from up to 3 earlier nodes}
   */
  private static ComputeGraph sharingDag(Random random) throws SchedulingException {
    int nodes = 20 + random.nextInt(40);
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (int i = 0; i < nodes; i++) {
      Set<ResidentWeight> tiles = new HashSet<>();
      for (int t = random.nextInt(4); t > 0; t--) {
        tiles.add(new ResidentWeight("w", random.nextInt(5), random.nextInt(2)));
      }
      builder.addNode(1 + random.nextInt(20), tiles);
    }
    for (int i = 1; i < nodes; i++) {
      for (int e = random.nextInt(4); e > 0; e--) {
        builder.addEdge(random.nextInt(i), i, new TransferCost(random.nextInt(3),
            1 + random.nextInt(5)));
      }
    }
    return builder.build();
  }

  /** Two chunks of cost 10 with one tile between them, then a node of cost 1 with its own. */
  private static ComputeGraph twoChunksSharingATile() throws SchedulingException {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    builder.addNode(10, Graphs.weights("shared"));
    builder.addNode(10, Graphs.weights("shared"));
    builder.addNode(1, Graphs.weights("last"));
    return builder.build();
  }
}
