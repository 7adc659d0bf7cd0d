package raptor.backend.pim.artifact;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import raptor.isa.Assembler;
import raptor.isa.Instruction;
import raptor.isa.IsaFormatException;

/**
 * A small two-core program and its hand-computed results.
 *
 * <p>Host memory (48 bytes): constant {@code bias} = (0.5, -1) at 0, inputs {@code arg0} at 8 and
 * {@code arg1} at 16, outputs {@code result0} at 24 and {@code result1} at 32, 8 zero bytes at the
 * end. Crossbars are 2x2 with A = [[1, 2], [3, 4]] and B = [[2, 0], [1, -1]] (row = input element);
 * core 0 holds A and B, core 1 holds B (shared).
 *
 * <p>With x0 = (1, 2) and x1 = (3, -1): core 0 computes x0*A = (7, 10) and sends it to core 1,
 * computes x1*B + bias = (5, 1) + (0.5, -1) = (5.5, 0) into {@code result0}, then signals core 1.
 * Core 1 computes (7, 10)*B = (24, -10) and, after the signal, stores it into {@code result1}.
 */
final class TwoCorePrograms {
  static final WeightMatrix A = WeightMatrix.of(2, 2, 1, 2, 3, 4);
  static final WeightMatrix B = WeightMatrix.of(2, 2, 2, 0, 1, -1);
  static final float[] INPUTS = {1, 2, 3, -1};
  static final float[] EXPECTED_OUTPUTS = {5.5f, 0, 24, -10};

  static final String CORE_0 =
      """
      sldi rd=0 imm=0
      sldi rd=1 imm=8
      ld rd=0 rs1=1 size=8
      sldi rd=2 imm=16
      mvmul rd=2 rs1=0 group=0
      send rd=2 core=1 size=8
      sldi rd=1 imm=16
      sldi rd=0 imm=32
      ld rd=0 rs1=1 size=8
      sldi rd=2 imm=48
      mvmul rd=2 rs1=0 group=1
      sldi rd=1 imm=0
      sldi rd=0 imm=64
      ld rd=0 rs1=1 size=8
      sldi rd=1 imm=80
      vvadd rd=1 rs1=2 rs2=0 len=2
      sldi rd=0 imm=24
      st rd=0 rs1=1 size=8
      sync core=1 event_register=3
      """;

  static final String CORE_1 =
      """
      sldi rd=0 imm=0
      recv rd=0 core=0 size=8
      sldi rd=1 imm=16
      mvmul rd=1 rs1=0 group=0
      wait event_register=3 wait_value=1
      sldi rd=2 imm=32
      st rd=2 rs1=1 size=8
      """;

  private TwoCorePrograms() {}

  /** {@return the program on a target of 4 cores with 2 crossbars of 2x2 each} */
  static PimProgram program() {
    return withMemory(
        new HostMemory(
            48,
            List.of(
                HostRegion.constant("bias", 0, floats(0.5f, -1)),
                HostRegion.input("arg0", 8, 8),
                HostRegion.input("arg1", 16, 8),
                HostRegion.output("result0", 24, 8),
                HostRegion.output("result1", 32, 8))));
  }

  /** {@return the program with another host memory} */
  static PimProgram withMemory(HostMemory memory) {
    return new PimProgram(
        new PimTarget(2, 2, 4),
        List.of(
            new CoreProgram(0, parse(CORE_0), List.of(A, B), 88),
            new CoreProgram(1, parse(CORE_1), List.of(B), 24)),
        memory);
  }

  static List<Instruction> parse(String text) {
    try {
      return Assembler.parse(text);
    } catch (IsaFormatException e) {
      throw new AssertionError(e);
    }
  }

  static byte[] floats(float... values) {
    ByteBuffer out = ByteBuffer.allocate(values.length * Float.BYTES);
    out.order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().put(values);
    return out.array();
  }

  static float[] toFloats(byte[] bytes) {
    float[] values = new float[bytes.length / Float.BYTES];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(values);
    return values;
  }
}
