package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Checklist E of spec §6: the READY/FREE and restart plan. */
class SyncPlanTest {
  /** One node per core, each finishing at its index + 1; {@code targets[n]} need node n's piece. */
  private static TransferPlan plan(int[] coreStages, int[][] targets) {
    long[] finishes = new long[coreStages.length];
    Arrays.setAll(finishes, i -> i + 1);
    return plan(coreStages, targets, finishes);
  }

  /** One node per core, node n finishing at {@code finishes[n]}. */
  private static TransferPlan plan(int[] coreStages, int[][] targets, long[] finishes) {
    int n = coreStages.length;
    int[] cores = new int[n];
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      cores[i] = i;
      order[i] = i;
    }
    Schedule schedule = new Schedule(n, cores, new int[n], new long[n], finishes, order);
    Map<Piece, SortedSet<Integer>> demand = new LinkedHashMap<>();
    for (int node = 0; node < targets.length; node++) {
      SortedSet<Integer> set = new TreeSet<>();
      for (int target : targets[node]) {
        set.add(target);
      }
      demand.put(new Piece(node, 0, -1, null, 0), set);
    }
    return TransferPlan.of(schedule, demand, coreStages, piece -> 16);
  }

  private static SortedSet<Integer> all(int n) {
    SortedSet<Integer> cores = new TreeSet<>();
    for (int i = 0; i < n; i++) {
      cores.add(i);
    }
    return cores;
  }

  @Test
  void twoStagesOfTwoCores() throws SchedulingException {
    int[] stages = {0, 0, 1, 1};
    TransferPlan transfers = plan(stages, new int[][] {{2, 3}, {2}, {}, {}});
    SyncPlan sync = SyncPlan.of(transfers, all(4), stages, 32);
    assertEquals(48, transfers.hostBytes());
    List<TransferPlan.Transfer> host = transfers.transfers();
    // Reader 2 gets two transfers on READY registers 0 and 1; reader 3 one, on register 0.
    assertEquals(List.of(0, 1, 0), host.stream().sorted((a, b) -> a.target() != b.target()
        ? Integer.compare(a.target(), b.target()) : Integer.compare(a.channel(), b.channel()))
        .map(sync::readyRegister).toList());
    // Writer 0 stores to readers 2 and 3 at one boundary: one FREE group of two readers.
    assertEquals(SyncEvent.waitFor(0, 2), sync.freeWaitBefore(host.get(0)));
    assertEquals(List.of(SyncEvent.sync(0, 0), SyncEvent.sync(1, 0), SyncEvent.sync(0, 30)),
        sync.entry(2));
    assertEquals(List.of(SyncEvent.sync(0, 0), SyncEvent.sync(2, 30)), sync.entry(3));
    // The central stage-zero barrier: core 1 arrives at the leader's register 31 and waits for
    // its release on its own; then the leader waits for the root's permission and restarts it.
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.sync(1, 31),
        SyncEvent.waitFor(30, 1), SyncEvent.sync(2, 31)), sync.exit(0));
    assertEquals(List.of(SyncEvent.sync(0, 31), SyncEvent.waitFor(31, 1)), sync.exit(1));
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.waitFor(30, 1),
        SyncEvent.sync(3, 31)), sync.exit(2));
    assertEquals(List.of(SyncEvent.waitFor(31, 1)), sync.exit(3));
  }

  /**
   * The release tree ranks downstream cores by stage, then id: the stage-1 cores 2 and 3 come
   * before the stage-2 core 1, so core 2 is the root and the parent of both others. Ranked by id,
   * core 1 would be the root, and the stage-1 cores could restart for input n+1 only after the
   * last stage ended input n: one input in flight.
   */
  @Test
  void theReleaseTreeRanksDownstreamCoresByStage() throws SchedulingException {
    int[] stages = {0, 2, 1, 1};
    SyncPlan sync = SyncPlan.of(plan(stages, new int[][] {{2, 3}, {}, {1}, {}}), all(4), stages,
        32);
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.sync(2, 31)), sync.exit(0));
    assertEquals(SyncEvent.sync(0, 31), last(sync.entry(2)));
    assertEquals(SyncEvent.sync(2, 30), last(sync.entry(3)));
    assertEquals(SyncEvent.sync(2, 30), last(sync.entry(1)));
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.waitFor(30, 2),
        SyncEvent.sync(3, 31), SyncEvent.sync(1, 31)), sync.exit(2));
  }

  /**
   * On random layouts with stage-1 to stage-3 cores in any id order, every restart goes to a core
   * of the same stage or the next one: a parent
   * ends an iteration only after its children started it, so an edge across two stages would
   * hold the earlier stage back until the later one catches up.
   */
  @Test
  void everyRestartGoesToTheSameStageOrTheNext() throws SchedulingException {
    Random random = new Random(5);
    for (int round = 0; round < 300; round++) {
      int n = 4 + random.nextInt(30);
      int[] stages = new int[n];
      for (int c = 4; c < n; c++) {
        stages[c] = random.nextInt(4);
      }
      for (int c = 1; c < 4; c++) {
        stages[c] = c;
      }
      shuffleAfterZero(stages, random);
      SyncPlan sync = SyncPlan.of(plan(stages, new int[n][0]), all(n), stages, 32);
      for (int core = 0; core < n; core++) {
        for (SyncEvent e : sync.exit(core)) {
          if (!e.isWait() && e.register() == 31 && stages[e.core()] != 0) {
            int gap = stages[e.core()] - stages[core];
            assertTrue(gap == 0 || gap == 1, "round " + round + ": core " + core + " of stage "
                + stages[core] + " restarts core " + e.core() + " of stage " + stages[e.core()]);
          }
        }
      }
    }
  }

  /**
   * Each stage is a binary heap and its root a child of the previous stage's root: with the
   * stage-1 cores 1 to 4 and the stage-2 cores 5 and 6, core 1 is the parent of 2, 3 and 5 (not
   * of 3 and 4 as in one heap over all six), core 2 of 4, core 5 of 6.
   */
  @Test
  void eachStageIsAHeapBelowThePreviousStagesRoot() throws SchedulingException {
    int[] stages = {0, 1, 1, 1, 1, 2, 2};
    SyncPlan sync = SyncPlan.of(plan(stages, new int[7][0]), all(7), stages, 32);
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.waitFor(30, 3),
        SyncEvent.sync(2, 31), SyncEvent.sync(3, 31), SyncEvent.sync(5, 31)), sync.exit(1));
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.waitFor(30, 1),
        SyncEvent.sync(4, 31)), sync.exit(2));
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.waitFor(30, 1),
        SyncEvent.sync(6, 31)), sync.exit(5));
    assertEquals(List.of(SyncEvent.sync(1, 30)), sync.entry(5));
    assertEquals(List.of(SyncEvent.sync(5, 30)), sync.entry(6));
  }

  /**
   * Within a stage the heap goes by scheduled finish: the stage-1 core 2 finishes first, so it
   * is the root and restarts core 3 and then core 1, which finishes last; by id, core 1 would be
   * the root, and core 2 could restart only after core 1 ended the iteration.
   */
  @Test
  void theCoreThatFinishesFirstInAStageIsItsRoot() throws SchedulingException {
    int[] stages = {0, 1, 1, 1};
    SyncPlan sync = SyncPlan.of(plan(stages, new int[4][0], new long[] {1, 30, 10, 20}), all(4),
        stages, 32);
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.sync(2, 31)), sync.exit(0));
    assertEquals(List.of(SyncEvent.waitFor(31, 1), SyncEvent.waitFor(30, 2),
        SyncEvent.sync(3, 31), SyncEvent.sync(1, 31)), sync.exit(2));
    assertEquals(List.of(SyncEvent.sync(2, 30)), sync.entry(1));
    assertEquals(List.of(SyncEvent.sync(2, 30)), sync.entry(3));
  }

  /** Shuffles the stages of cores 1 onwards, keeping core 0 a stage-zero leader. */
  private static void shuffleAfterZero(int[] stages, Random random) {
    for (int i = stages.length - 1; i > 1; i--) {
      int j = 1 + random.nextInt(i);
      int swap = stages[i];
      stages[i] = stages[j];
      stages[j] = swap;
    }
  }

  private static SyncEvent last(List<SyncEvent> events) {
    return events.get(events.size() - 1);
  }

  @Test
  void theStageZeroBarrierGathersAtTheLeaderAndReleasesEveryCore() throws SchedulingException {
    int[] stages = {0, 0, 0, 0};
    SyncPlan sync = SyncPlan.of(plan(stages, new int[][] {{}, {}, {}, {}}), all(4), stages, 32);
    assertEquals(List.of(SyncEvent.waitFor(31, 3), SyncEvent.sync(1, 31), SyncEvent.sync(2, 31),
        SyncEvent.sync(3, 31)), sync.exit(0));
    for (int core = 1; core < 4; core++) {
      assertEquals(List.of(SyncEvent.sync(0, 31), SyncEvent.waitFor(31, 1)), sync.exit(core));
    }
  }

  @Test
  void exhaustedRegistersAreErrors() {
    int[] stages = {0, 0, 0, 0, 1};
    TransferPlan transfers = plan(stages, new int[][] {{4}, {}, {}, {}, {}});
    SchedulingException e = assertThrows(SchedulingException.class,
        () -> SyncPlan.of(transfers, all(5), stages, 1));
    assertEquals("pipeline stage-zero synchronization requires more event registers than the "
        + "target provides", e.getMessage());
    SchedulingException host = assertThrows(SchedulingException.class,
        () -> SyncPlan.of(plan(new int[] {0, 1}, new int[][] {{1}, {}}), all(2),
            new int[] {0, 1}, 1));
    assertEquals("pipeline synchronization leaves no event register for host communication",
        host.getMessage());
  }

  /**
   * Random stage layouts and host traffic: per iteration, every (core, register) receives as
   * many SYNCs as its WAITs expect, and every register is below the count.
   */
  @Test
  void everyRegisterIsBalancedPerIteration() throws SchedulingException {
    Random random = new Random(3);
    for (int round = 0; round < 300; round++) {
      int n = 2 + random.nextInt(9);
      int[] stages = new int[n];
      for (int c = 1; c < n; c++) {
        stages[c] = Math.min(stages[c - 1] + random.nextInt(2), 3);
      }
      int[][] targets = new int[n][];
      for (int c = 0; c < n; c++) {
        int next = stages[c] + 1;
        targets[c] = random.ints(random.nextInt(3), 0, n).filter(t -> stages[t] == next)
            .distinct().toArray();
      }
      TransferPlan transfers = plan(stages, targets);
      SyncPlan sync = SyncPlan.of(transfers, all(n), stages, 32);
      Map<Long, Integer> signals = new HashMap<>();
      Map<Long, Integer> expected = new HashMap<>();
      for (int core = 0; core < n; core++) {
        for (SyncEvent e : sync.entry(core)) {
          count(signals, expected, core, e);
        }
        for (SyncEvent e : sync.exit(core)) {
          count(signals, expected, core, e);
        }
      }
      for (TransferPlan.Transfer t : transfers.transfers()) {
        assertTrue(t.host());
        count(signals, expected, t.source(), SyncEvent.sync(t.target(), sync.readyRegister(t)));
        count(signals, expected, t.target(),
            SyncEvent.waitFor(sync.readyRegister(t), sync.readyWait(t)));
        SyncEvent free = sync.freeWaitBefore(t);
        if (free != null) {
          count(signals, expected, t.source(), free);
        }
      }
      assertEquals(expected, signals, "round " + round);
    }
  }

  private static void count(Map<Long, Integer> signals, Map<Long, Integer> expected, int core,
      SyncEvent event) {
    assertTrue(event.register() >= 0 && event.register() < 32);
    if (event.isWait()) {
      if (event.value() > 0) {
        expected.merge((long) core << 8 | event.register(), event.value(), Integer::sum);
      }
    } else {
      signals.merge((long) event.core() << 8 | event.register(), 1, Integer::sum);
    }
  }
}
