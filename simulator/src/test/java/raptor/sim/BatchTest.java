package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Acceptance scenarios 6-7 (tests/batch.rs): one core copying host[0..4] to host[4..8]. */
class BatchTest {
  private static final String COPY =
      """
      sldi rd=1 imm=0
      sldi rd=2 imm=0
      ld rd=2 rs1=1 size=4
      sldi rd=3 imm=4
      st rd=3 rs1=2 size=4
      """;

  @Test
  void restartsCoresAndLoadsEachInput() throws Exception {
    Simulator simulator = new Simulator(TestMachines.machine(COPY));
    byte[] first = TestMachines.floats(1f);
    byte[] second = TestMachines.floats(2f);
    SimulationException error =
        assertThrows(
            SimulationException.class,
            () ->
                simulator.executeBatch(
                    List.of(Arrays.copyOf(first, 3)), TestMachines.regions(0, 4), List.of()));
    assertEquals("each input must contain exactly 4 bytes", error.getMessage());
    simulator.executeBatch(List.of(first, second), TestMachines.regions(0, 4), List.of());
    assertEquals(2f, simulator.machine().host().readFloat(4));
    assertEquals(10L, simulator.statistics().instructionsPerCore().get(1));
  }

  @Test
  void recordsEachIterationOutput() throws Exception {
    Simulator simulator = new Simulator(TestMachines.machine(COPY));
    List<byte[]> outputs =
        simulator.executeBatch(
            List.of(TestMachines.floats(1f), TestMachines.floats(2f)),
            TestMachines.regions(0, 4),
            TestMachines.regions(4, 2, 6, 2));
    assertEquals(2, outputs.size());
    assertEquals(1f, TestMachines.asFloat(outputs.get(0)));
    assertEquals(2f, TestMachines.asFloat(outputs.get(1)));
  }

  @Test
  void requiresAtLeastOneInput() throws Exception {
    Simulator simulator = new Simulator(TestMachines.machine(COPY));
    SimulationException error =
        assertThrows(
            SimulationException.class,
            () -> simulator.executeBatch(List.of(), List.of(), List.of()));
    assertEquals("at least one input is required", error.getMessage());
  }

  @Test
  void registersAndPcResetBetweenRunsButMemoryPersists() throws Exception {
    Simulator simulator =
        new Simulator(
            TestMachines.machine(
                "saddi rd=1 rs1=1 imm=5\n" + "sldi rd=2 imm=0\nst rd=2 rs1=2 size=0"));
    simulator.execute();
    simulator.machine().core(1).memory().write(0, new byte[] {9});
    simulator.execute();
    assertEquals(5, simulator.machine().core(1).register(1));
    assertEquals(9, simulator.machine().core(1).memory().read(0, 1)[0]);
  }
}
