package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Semantics of the scalar and memory-transfer opcodes against hand-computed values. */
class ScalarAndTransferTest {
  @Test
  void scalarArithmeticWrapsAround() throws Exception {
    Machine machine =
        TestMachines.machine(
            """
            sldi rd=1 imm=2147483647
            saddi rd=2 rs1=1 imm=1
            sldi rd=3 imm=-7
            sadd rd=4 rs1=1 rs2=3
            ssub rd=5 rs1=3 rs2=1
            smul rd=6 rs1=3 rs2=3
            smuli rd=7 rs1=3 imm=3
            lldi rd=8 imm=12
            nop
            """);
    TestMachines.run(machine);
    PimCore core = machine.core(1);
    assertEquals(Integer.MIN_VALUE, core.register(2));
    assertEquals(2147483640, core.register(4));
    assertEquals(-7 - Integer.MAX_VALUE, core.register(5));
    assertEquals(49, core.register(6));
    assertEquals(-21, core.register(7));
    assertEquals(12, core.register(8));
  }

  @Test
  void sldReadsAnIntFromLocalMemory() throws Exception {
    Machine machine = TestMachines.machine("sldi rd=1 imm=8\nsld rd=2 rs1=1 imm=4");
    machine.core(1).memory().write(12, new byte[] {0x78, 0x56, 0x34, 0x12});
    TestMachines.run(machine);
    assertEquals(0x12345678, machine.core(1).register(2));
  }

  @Test
  void ldAndStApplyTheirOffsetBits() throws Exception {
    Machine machine =
        TestMachines.machine(
            """
            sldi rd=1 imm=16
            sldi rd=2 imm=100
            ld rd=1 rs1=2 offset_select=2 offset_value=4 size=8
            st rd=2 rs1=1 offset_select=1 offset_value=50 size=8
            """);
    machine.host().write(104, TestMachines.floats(3f, 4f));
    TestMachines.run(machine);
    assertArrayEquals(TestMachines.floats(3f, 4f), machine.core(1).memory().read(16, 8));
    assertArrayEquals(TestMachines.floats(3f, 4f), machine.host().read(150, 8));
  }

  @Test
  void lmvCopiesOverlappingRanges() throws Exception {
    Machine machine = TestMachines.machine("sldi rd=1 imm=2\nlmv rd=1 rs1=0 len=4");
    machine.core(1).memory().write(0, new byte[] {1, 2, 3, 4});
    TestMachines.run(machine);
    assertArrayEquals(new byte[] {1, 2, 1, 2, 3, 4}, machine.core(1).memory().read(0, 6));
  }

  @Test
  void unwrittenMemoryReadsAsZero() throws Exception {
    Machine machine = TestMachines.machine("sldi rd=1 imm=1000\nld rd=0 rs1=1 size=4");
    machine.core(1).memory().write(0, new byte[] {9, 9, 9, 9});
    TestMachines.run(machine);
    assertArrayEquals(new byte[4], machine.core(1).memory().read(0, 4));
  }
}
