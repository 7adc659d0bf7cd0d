package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Semantics of mvmul and the vector opcodes against hand-computed values. */
class VectorAndMatrixTest {
  private static final float EPS = 1e-6f;

  /** Runs {@code program} on one core with {@code a} at local 0 and {@code b} at local 64. */
  private static Machine runOn(String program, float[] a, float[] b) throws Exception {
    Machine machine =
        TestMachines.machine("sldi rd=1 imm=0\nsldi rd=2 imm=64\nsldi rd=3 imm=128\n" + program);
    machine.core(1).memory().write(0, TestMachines.floats(a));
    machine.core(1).memory().write(64, TestMachines.floats(b));
    TestMachines.run(machine);
    return machine;
  }

  private static float[] result(Machine machine, int count) {
    return TestMachines.readFloats(machine.core(1).memory(), 128, count);
  }

  @Test
  void mvmulOnTwoByThreeCrossbar() throws Exception {
    Machine machine =
        TestMachines.builder(
                """
                sldi rd=1 imm=0
                sldi rd=2 imm=100
                mvmul rd=2 rs1=1 group=0
                sldi rd=3 imm=200
                sldi rd=4 imm=8
                mvmul rd=3 rs1=4 relu=1 group=1
                """)
            .crossbars(
                1,
                List.of(
                    new Crossbar(2, 3, new float[] {1, 2, 3, 4, 5, 6}),
                    new Crossbar(2, 3, new float[] {1, 2, 3, 4, 5, -6})))
            .build();
    machine.core(1).memory().write(0, TestMachines.floats(2f, 0.5f, 1f, -1f));
    TestMachines.run(machine);
    assertArrayEquals(
        new float[] {4f, 6.5f, 9f}, TestMachines.readFloats(machine.core(1).memory(), 100, 3));
    assertArrayEquals(
        new float[] {0f, 0f, 9f}, TestMachines.readFloats(machine.core(1).memory(), 200, 3));
  }

  @Test
  void elementwiseBinaryOpsOnEdgeValues() throws Exception {
    float[] a = {Float.MAX_VALUE, -0f, 1.5f, Float.NEGATIVE_INFINITY};
    float[] b = {Float.MAX_VALUE, 0f, -2f, 1f};
    assertArrayEquals(
        new float[] {Float.POSITIVE_INFINITY, 0f, -0.5f, Float.NEGATIVE_INFINITY},
        result(runOn("vvadd rd=3 rs1=1 rs2=2 len=4", a, b), 4));
    assertArrayEquals(
        new float[] {0f, -0f, 3.5f, Float.NEGATIVE_INFINITY},
        result(runOn("vvsub rd=3 rs1=1 rs2=2 len=4", a, b), 4));
    assertArrayEquals(
        new float[] {Float.POSITIVE_INFINITY, -0f, -3f, Float.NEGATIVE_INFINITY},
        result(runOn("vvmul rd=3 rs1=1 rs2=2 len=4", a, b), 4));
    assertArrayEquals(
        new float[] {Float.MAX_VALUE, 0f, 1.5f, 1f},
        result(runOn("vvmax rd=3 rs1=1 rs2=2 len=4", a, b), 4));
  }

  @Test
  void reductionsWriteOneElement() throws Exception {
    float[] a = {1, 2, 3, 6};
    float[] b = {4, 5, 6, 0};
    Machine dot =
        runOn(
            "sldi rd=4 imm=999\nvvadd rd=3 rs1=4 rs2=4 len=0\n"
                + "vvadd rd=3 rs1=2 rs2=2 len=2\nvvdmul rd=3 rs1=1 rs2=2 len=3",
            a,
            b);
    assertArrayEquals(new float[] {32f, 10f}, result(dot, 2));
    Machine avg = runOn("vvadd rd=3 rs1=2 rs2=2 len=2\nvavg rd=3 rs1=1 len=4", a, b);
    assertArrayEquals(new float[] {3f, 10f}, result(avg, 2));
  }

  @Test
  void activations() throws Exception {
    float[] a = {-1f, -0f, 2.5f, 100f};
    assertArrayEquals(
        new float[] {0f, 0f, 2.5f, 100f},
        result(runOn("vrelu rd=3 rs1=1 len=4", a, new float[0]), 4));
    assertArrayEquals(
        new float[] {-0.7615942f, -0f, 0.9866143f, 1f},
        result(runOn("vtanh rd=3 rs1=1 len=4", a, new float[0]), 4),
        EPS);
    assertArrayEquals(
        new float[] {0.26894143f, 0.5f, 0.92414182f, 1f},
        result(runOn("vsigm rd=3 rs1=1 len=4", a, new float[0]), 4),
        EPS);
  }

  @Test
  void softmaxIsNormalizedAndStable() throws Exception {
    assertArrayEquals(
        new float[] {0.09003057f, 0.24472847f, 0.66524096f},
        result(runOn("vsoftmax rd=3 rs1=1 len=3", new float[] {1, 2, 3}, new float[0]), 3),
        EPS);
    assertArrayEquals(
        new float[] {0.5f, 0.5f},
        result(runOn("vsoftmax rd=3 rs1=1 len=2", new float[] {1000, 1000}, new float[0]), 2));
  }

  @Test
  void vmvGathersWithStride() throws Exception {
    float[] a = {0, 1, 2, 3, 4, 5, 6, 7};
    assertArrayEquals(
        new float[] {0, 2, 4, 6},
        result(runOn("sldi rd=5 imm=2\nvmv rd=3 rs1=1 rs2=5 len=4", a, new float[0]), 4));
    Machine inPlace =
        runOn("sldi rd=5 imm=-1\nsldi rd=6 imm=12\nvmv rd=1 rs1=6 rs2=5 len=4", a, new float[0]);
    assertArrayEquals(
        new float[] {3, 2, 1, 0}, TestMachines.readFloats(inPlace.core(1).memory(), 0, 4));
  }

  @Test
  void offsetBitsSelectOperands() throws Exception {
    float[] a = {1, 2, 3, 4};
    float[] b = {10, 20, 30, 40};
    Machine machine = runOn("vvadd rd=3 rs1=1 rs2=2 offset_select=7 offset_value=8 len=2", a, b);
    assertArrayEquals(new float[] {0, 0, 33, 44}, result(machine, 4));
  }
}
