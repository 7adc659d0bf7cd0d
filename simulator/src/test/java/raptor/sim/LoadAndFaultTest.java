package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Load-time rejection of impossible operands and located run-time faults. */
class LoadAndFaultTest {
  private static SimulationException loadError(String... programs) {
    return assertThrows(SimulationException.class, () -> TestMachines.machine(programs));
  }

  private static SimulationException runError(String... programs) {
    return assertThrows(
        SimulationException.class, () -> TestMachines.run(TestMachines.machine(programs)));
  }

  @Test
  void setbwIsFoldedSoPcsCountExecutableInstructions() throws Exception {
    SimulationException error = runError("setbw ibiw=8 obiw=8\nvrelu rd=0 rs1=0 len=1");
    assertEquals("unsupported vector bit width input:8 output:8", error.problem());
    assertEquals(0, error.location().pc());
    Machine machine = TestMachines.machine("setbw ibiw=32 obiw=32\nsldi rd=1 imm=3");
    assertEquals(1, machine.core(1).programLength());
  }

  @Test
  void rejectsUnknownWidthPair() {
    assertEquals(
        "core 1 (core_0) instruction 1 [setbw ibiw=4 obiw=4]: "
            + "Function not found for the requested size input:4 output:4",
        loadError("nop\nsetbw ibiw=4 obiw=4").getMessage());
  }

  @Test
  void rejectsImpossibleOperands() {
    assertEquals("rd register 40 out of range 0..31", loadError("sldi rd=40 imm=0").problem());
    assertEquals(
        "rs2 register 32 out of range 0..31", loadError("vvadd rd=0 rs1=0 rs2=32 len=1").problem());
    assertEquals(
        "mvmul group 0 outside the 0 crossbars of the core (array_group_map.core0)",
        loadError("mvmul rd=0 rs1=0 group=0").problem());
    assertEquals(
        "sync core 2 outside the compiler core ids 0..1",
        loadError("sync core=2 event_register=0", "nop").problem());
    assertEquals("Host can not use send", loadError("send rd=0 core=-1 size=4").problem());
    assertEquals("Host can not use receive", loadError("recv rd=0 core=-1 size=4").problem());
  }

  @Test
  void unsupportedIntegerOpsFailAtRunTime() {
    SimulationException error = runError("nop\nvvsll rd=0 rs1=0 rs2=0 len=1");
    assertEquals(
        "core 1 (core_0) pc 1 iteration 0 [vvsll rd=0 rs1=0 rs2=0 offset_select=0 "
            + "offset_value=0 len=1]: unsupported Pim opcode for functional simulation: vvsll",
        error.getMessage());
  }

  @Test
  void negativeAddressesAndLengthsAreLocatedFaults() {
    assertEquals(
        "negative address -4", runError("sldi rd=1 imm=-4\nld rd=1 rs1=0 size=4").problem());
    assertEquals("negative len -1", runError("vrelu rd=0 rs1=0 len=-1").problem());
  }

  @Test
  void syncToSelfIsAllowed() throws Exception {
    TestMachines.run(
        TestMachines.machine(
            "sync core=0 event_register=2\n" + "wait event_register=2 wait_value=1"));
  }
}
