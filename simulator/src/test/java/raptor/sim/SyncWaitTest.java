package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Acceptance scenarios 1-5 (tests/sync.rs). Programs use compiler core ids in {@code core=}
 * operands: internal core {@code c} is {@code core=c-1}.
 */
class SyncWaitTest {
  @Test
  void multipleSendRecv() throws Exception {
    Machine machine =
        TestMachines.machine(
            """
            sldi rd=1 imm=0
            sldi rd=2 imm=16
            send rd=1 core=1 size=8
            send rd=2 core=1 size=4
            """,
            """
            sldi rd=1 imm=100
            sldi rd=2 imm=200
            recv rd=1 core=0 size=8
            recv rd=2 core=0 size=4
            """);
    machine.core(1).memory().write(0, TestMachines.floats(1.5f, -2f));
    machine.core(1).memory().write(16, TestMachines.floats(42f));
    Simulator simulator = new Simulator(machine);
    simulator.execute();
    assertArrayEquals(
        TestMachines.floats(1.5f, -2f),
        machine.core(2).memory().read(100, 8),
        "send_recv failed to store");
    assertArrayEquals(
        TestMachines.floats(42f),
        machine.core(2).memory().read(200, 4),
        "send_recv failed to store");
    assertEquals(2, simulator.statistics().transfers());
  }

  @Test
  void syncWaitExactCountResets() throws Exception {
    Machine machine =
        TestMachines.machine(
            """
            sync core=1 event_register=0
            sync core=1 event_register=0
            """,
            "wait event_register=0 wait_value=2");
    Simulator simulator = new Simulator(machine);
    simulator.execute();
    assertEquals(2L, simulator.statistics().instructionsPerCore().get(1));
    assertEquals(1L, simulator.statistics().instructionsPerCore().get(2));
  }

  @Test
  void waitResetsSoTheSameCountCanBeAwaitedAgain() throws Exception {
    Machine machine =
        TestMachines.machine(
            """
            sync core=1 event_register=3
            wait event_register=4 wait_value=1
            sync core=1 event_register=3
            """,
            """
            wait event_register=3 wait_value=1
            sync core=0 event_register=4
            wait event_register=3 wait_value=1
            """);
    TestMachines.run(machine);
    assertEquals(3, machine.core(2).pc());
  }

  @Test
  void syncWaitRejectsOvershoot() throws Exception {
    Machine machine =
        TestMachines.machine(
            "sync core=2 event_register=0",
            "sync core=2 event_register=0",
            "wait event_register=0 wait_value=1");
    SimulationException error =
        assertThrows(SimulationException.class, () -> TestMachines.run(machine));
    assertTrue(error.getMessage().contains("overshot exact value"), error.getMessage());
    assertEquals("WAIT on core 3 event 0 overshot exact value 1 (observed 2)", error.problem());
    assertEquals(3, error.location().core());
    assertEquals(0, error.location().pc());
  }

  @Test
  void syncWaitDeadlockCycleIsReported() throws Exception {
    Machine machine =
        TestMachines.machine(
            """
            wait event_register=0 wait_value=1
            sync core=1 event_register=0
            """,
            """
            wait event_register=0 wait_value=1
            sync core=0 event_register=0
            """);
    SimulationException error =
        assertThrows(SimulationException.class, () -> TestMachines.run(machine));
    assertTrue(error.getMessage().contains("wait event"), error.getMessage());
    assertEquals(
        "deadlock: core 1 (core_0) pc 0 iteration 0 blocked on wait event 0 (expected 1, "
            + "observed 0); core 2 (core_1) pc 0 iteration 0 blocked on wait event 0 (expected 1, "
            + "observed 0)",
        error.getMessage());
  }

  @Test
  void blockedTransfersDoNotStarveSyncProducer() throws Exception {
    Machine machine =
        TestMachines.machine(
            """
            sldi rd=1 imm=0
            recv rd=1 core=1 size=1
            send rd=1 core=2 size=1
            """,
            """
            sldi rd=1 imm=0
            wait event_register=0 wait_value=1
            send rd=1 core=0 size=1
            """,
            """
            sldi rd=1 imm=0
            recv rd=1 core=0 size=1
            """,
            "sync core=1 event_register=0");
    machine.core(2).memory().write(0, new byte[] {77});
    TestMachines.run(machine);
    assertEquals(77, machine.core(3).memory().read(0, 1)[0]);
  }

  @Test
  void blockedSendIsReportedAsDeadlock() throws Exception {
    Machine machine = TestMachines.machine("send rd=0 core=1 size=4", "nop");
    SimulationException error =
        assertThrows(SimulationException.class, () -> TestMachines.run(machine));
    assertEquals(
        "deadlock: core 1 (core_0) pc 0 iteration 0 blocked on send to core 2", error.getMessage());
  }

  @Test
  void sendRecvSizeMismatchIsAnError() throws Exception {
    Machine machine = TestMachines.machine("send rd=0 core=1 size=4", "recv rd=0 core=0 size=8");
    SimulationException error =
        assertThrows(SimulationException.class, () -> TestMachines.run(machine));
    assertTrue(error.getMessage().contains("send/recv size mismatch"), error.getMessage());
  }
}
