package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A host-routed writer/reader pipeline with the READY/FREE protocol stays correct under every
 * scheduling policy; without FREE, the exact-count WAIT catches the overwrite.
 */
class ThroughputProtocolTest {
  /** Core 1: doubles its input and stores it to the host buffer at 100 once the reader freed it. */
  private static final String WRITER =
      """
      sldi rd=1 imm=0
      sldi rd=2 imm=0
      ld rd=2 rs1=1 size=4
      vvadd rd=2 rs1=2 rs2=2 len=1
      wait event_register=1 wait_value=1
      sldi rd=3 imm=100
      st rd=3 rs1=2 size=4
      sync core=1 event_register=0
      """;

  /** Core 2: frees the buffer, waits until it is ready, doubles it again and stores it at 200. */
  private static final String READER =
      """
      sync core=0 event_register=1
      wait event_register=0 wait_value=1
      sldi rd=1 imm=100
      sldi rd=2 imm=0
      ld rd=2 rs1=1 size=4
      vvadd rd=2 rs1=2 rs2=2 len=1
      sldi rd=3 imm=200
      st rd=3 rs1=2 size=4
      """;

  private static final List<byte[]> INPUTS =
      List.of(
          TestMachines.floats(1),
          TestMachines.floats(2),
          TestMachines.floats(3),
          TestMachines.floats(4));

  private static List<Float> run(String writer, ScheduleConfig schedule) throws Exception {
    Simulator simulator = new Simulator(TestMachines.machine(writer, READER)).schedule(schedule);
    List<Float> outputs = new ArrayList<>();
    for (byte[] output :
        simulator.executeBatch(INPUTS, TestMachines.regions(0, 4), TestMachines.regions(200, 4))) {
      outputs.add(TestMachines.asFloat(output));
    }
    return outputs;
  }

  @Test
  void greedyScheduleIsCorrect() throws Exception {
    assertEquals(List.of(4f, 8f, 12f, 16f), run(WRITER, ScheduleConfig.DEFAULT));
  }

  @Test
  void randomizedSchedulesAreCorrect() throws Exception {
    for (long seed = 0; seed < 20; seed++) {
      ScheduleConfig config =
          ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.RANDOMIZED).withSeed(seed);
      assertEquals(List.of(4f, 8f, 12f, 16f), run(WRITER, config), "seed " + seed);
    }
  }

  @Test
  void adversarialSchedulesAreCorrect() throws Exception {
    List<ScheduleTarget> targets =
        List.of(
            new ScheduleTarget(1, 6, 2, 4, 100, 104, null, null),
            new ScheduleTarget(1, 6, 2, 4, 100, 104, 1, 1),
            new ScheduleTarget(2, 7, 1, 2, 0, 4, null, null));
    for (ScheduleTarget target : targets) {
      ScheduleConfig config =
          ScheduleConfig.DEFAULT
              .withPolicy(SchedulePolicy.ADVERSARIAL)
              .withTarget(target)
              .withDeferralBudget(50);
      assertEquals(List.of(4f, 8f, 12f, 16f), run(WRITER, config), target.toString());
    }
  }

  @Test
  void adversarialScheduleDefersTheReader(@TempDir Path dir) throws Exception {
    ScheduleConfig config =
        ScheduleConfig.DEFAULT
            .withPolicy(SchedulePolicy.ADVERSARIAL)
            .withTarget(new ScheduleTarget(1, 6, 2, 4, 100, 104, null, null));
    Path trace = dir.resolve("trace.jsonl");
    new Simulator(TestMachines.machine(WRITER, READER))
        .schedule(config)
        .provenanceTrace(trace)
        .executeBatch(INPUTS, TestMachines.regions(0, 4), TestMachines.regions(200, 4));
    List<String> lines = Files.readAllLines(trace);
    assertTrue(
        lines.stream()
            .anyMatch(
                line ->
                    line.contains("\"event\":\"scheduler_defer\"")
                        && line.contains("\"reason\":\"target_consumer\"")),
        String.join("\n", lines));
    assertTrue(
        lines.stream()
            .anyMatch(
                line ->
                    line.contains("\"event\":\"scheduler_force\"")
                        && line.contains("PRODUCER_BLOCKED_BY_REAL_DEPENDENCY")),
        String.join("\n", lines));
  }

  @Test
  void stallsAndGlobalBarrierKeepProgramOrder() throws Exception {
    ScheduleConfig config =
        ScheduleConfig.DEFAULT
            .withCoreStall(new ScheduleConfig.CoreStall(2, 5))
            .withTargetStall(new ScheduleConfig.TargetStall(1, 6, 2, 3));
    Simulator simulator =
        new Simulator(TestMachines.machine(WRITER, READER)).schedule(config).globalBarrier(true);
    List<byte[]> outputs =
        simulator.executeBatch(INPUTS, TestMachines.regions(0, 4), TestMachines.regions(200, 4));
    assertEquals(16f, TestMachines.asFloat(outputs.get(3)));
  }

  @Test
  void missingFreeSynchronizationOvershootsTheReadyWait() {
    String unprotected = WRITER.replace("wait event_register=1 wait_value=1\n", "");
    SimulationException error =
        assertThrows(SimulationException.class, () -> run(unprotected, ScheduleConfig.DEFAULT));
    assertTrue(error.getMessage().contains("overshot exact value"), error.getMessage());
  }
}
