package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Runs with worker threads ({@link Simulator#threads}) give the same results as without. */
class RunAheadTest {
  /** Core k+1 squares its input element, adds the partial sum of core k and passes it on. */
  private static final String FIRST =
      """
      sldi rd=1 imm=0
      sldi rd=2 imm=64
      ld rd=2 rs1=1 size=4
      vvmul rd=2 rs1=2 rs2=2 len=1
      vrelu rd=2 rs1=2 len=1
      send rd=2 core=1 size=4
      """;

  private static String middle(int core) {
    return """
           sldi rd=1 imm=%d
           sldi rd=2 imm=64
           sldi rd=3 imm=128
           ld rd=2 rs1=1 size=4
           vvmul rd=2 rs1=2 rs2=2 len=1
           lmv rd=4 rs1=2 len=4
           recv rd=3 core=%d size=4
           vvadd rd=3 rs1=3 rs2=2 len=1
           send rd=3 core=%d size=4
           """
        .formatted(4 * core, core - 1, core + 1);
  }

  private static final String LAST =
      """
      sldi rd=1 imm=0
      recv rd=1 core=2 size=4
      sldi rd=2 imm=100
      st rd=2 rs1=1 size=4
      sync core=0 event_register=3
      """;

  private static final String WAITS_FOR_LAST =
      """
      wait event_register=3 wait_value=1
      """;

  private record Outcome(List<byte[]> outputs, RunStatistics statistics, String error) {}

  private static Outcome run(int threads, List<byte[]> inputs, String... programs)
      throws Exception {
    Simulator simulator = new Simulator(TestMachines.machine(programs)).threads(threads);
    try {
      List<byte[]> outputs =
          simulator.executeBatch(inputs, TestMachines.regions(0, 12), TestMachines.regions(100, 4));
      return new Outcome(outputs, simulator.statistics(), null);
    } catch (SimulationException e) {
      return new Outcome(List.of(), simulator.statistics(), e.getMessage());
    }
  }

  private static Outcome assertSameWithThreads(List<byte[]> inputs, String... programs)
      throws Exception {
    Outcome sequential = run(1, inputs, programs);
    for (int threads : new int[] {2, 3}) {
      Outcome parallel = run(threads, inputs, programs);
      assertEquals(sequential.error(), parallel.error());
      assertEquals(sequential.statistics(), parallel.statistics());
      assertEquals(sequential.outputs().size(), parallel.outputs().size());
      for (int i = 0; i < sequential.outputs().size(); i++) {
        assertArrayEquals(sequential.outputs().get(i), parallel.outputs().get(i));
      }
    }
    return sequential;
  }

  private static final List<byte[]> INPUTS =
      List.of(TestMachines.floats(1, 2, 3), TestMachines.floats(-1, 0.5f, 4));

  @Test
  void pipelineIsIdentical() throws Exception {
    Outcome outcome =
        assertSameWithThreads(List.of(INPUTS.get(0)), FIRST, middle(1), middle(2), LAST);
    assertEquals(1f + 4f + 9f, TestMachines.asFloat(outcome.outputs().get(0)));
  }

  @Test
  void pipelineBatchWithRestartsIsIdentical() throws Exception {
    // Without a restart barrier, cores of iteration 0 read inputs of iteration 1: the race must
    // resolve exactly as in the sequential run.
    Outcome outcome = assertSameWithThreads(INPUTS, FIRST, middle(1), middle(2), LAST);
    assertEquals(2, outcome.outputs().size());
  }

  @Test
  void firstFaultInGreedyOrderIsReported() throws Exception {
    String faultsLate = "sldi rd=1 imm=-8\nvrelu rd=1 rs1=1 len=1";
    String faultsEarly = "sldi rd=1 imm=-4\nvrelu rd=1 rs1=1 len=1";
    Outcome outcome =
        assertSameWithThreads(List.of(new byte[12]), "nop\n" + faultsEarly, faultsLate);
    assertTrue(outcome.error().startsWith("core 1 (core_0) pc 2"), outcome.error());
  }

  @Test
  void deadlockIsReportedAlike() throws Exception {
    Outcome outcome =
        assertSameWithThreads(
            List.of(new byte[12]),
            WAITS_FOR_LAST,
            FIRST,
            "sldi rd=1 imm=3\nvrelu rd=1 rs1=1 len=2");
    assertTrue(outcome.error().startsWith("deadlock:"), outcome.error());
  }

  /** {@return a random core-local or host instruction} */
  private static String randomLocal(Random random) {
    int r = 1 + random.nextInt(4);
    int s = 1 + random.nextInt(4);
    return switch (random.nextInt(6)) {
      case 0, 1 -> "sldi rd=%d imm=%d".formatted(r, random.nextInt(100) == 0 ? -4 : 4 * s);
      case 2 -> "vvadd rd=%d rs1=%d rs2=%d len=2".formatted(r, s, r);
      case 3 -> "vvmul rd=%d rs1=%d rs2=%d len=1".formatted(s, r, s);
      case 4 -> "ld rd=%d rs1=%d size=4".formatted(r, s);
      default -> "st rd=%d rs1=%d size=4".formatted(s, r);
    };
  }

  /**
   * {@return programs of random local and host instructions with send/recv and sync/wait pairs
   * added in one global order, so most runs complete; some overshoot a wait or fault}
   */
  private static String[] randomPrograms(Random random, int cores, int steps) {
    StringBuilder[] programs = new StringBuilder[cores];
    for (int core = 0; core < cores; core++) {
      programs[core] = new StringBuilder();
    }
    for (int step = 0; step < steps; step++) {
      int from = random.nextInt(cores);
      int to = (from + 1 + random.nextInt(cores - 1)) % cores;
      int r = 1 + random.nextInt(4);
      if (random.nextInt(4) != 0) {
        programs[from].append(randomLocal(random)).append('\n');
      } else if (random.nextBoolean()) {
        programs[from].append("send rd=%d core=%d size=4%n".formatted(r, to));
        programs[to].append("recv rd=%d core=%d size=4%n".formatted(r, from));
      } else {
        int event = random.nextInt(2);
        programs[from].append("sync core=%d event_register=%d%n".formatted(to, event));
        programs[to].append("wait event_register=%d wait_value=1%n".formatted(event));
      }
    }
    String[] texts = new String[cores];
    for (int core = 0; core < cores; core++) {
      texts[core] = programs[core].toString();
    }
    return texts;
  }

  @Test
  void randomProgramsBehaveAlike() throws Exception {
    List<byte[]> inputs = List.of(TestMachines.floats(1, 2, 3), TestMachines.floats(4, 5, 6));
    for (int seed = 0; seed < 40; seed++) {
      assertSameWithThreads(inputs, randomPrograms(new Random(seed), 4, 60));
    }
  }

  @Test
  void threadsNeedTheGreedySchedule() throws Exception {
    Simulator simulator =
        new Simulator(TestMachines.machine("nop"))
            .threads(2)
            .schedule(ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.RANDOMIZED));
    SimulationException error = assertThrows(SimulationException.class, simulator::execute);
    assertEquals(
        "--threads above 1 requires the greedy schedule, without stalls, provenance trace or"
            + " global barrier",
        error.getMessage());
    assertThrows(IllegalArgumentException.class, () -> simulator.threads(0));
  }
}
