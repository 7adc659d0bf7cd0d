package raptor.sim;

import raptor.isa.Instruction;
import raptor.isa.Opcode;

/**
 * An executable instruction as the simulator runs it: the record fields, core operands translated
 * to internal core indices, and the element widths in force after {@code setbw} folding.
 *
 * @param opcode the operation (never {@code setbw})
 * @param rd record field rd
 * @param rs1 record field rs1
 * @param r2 record field r2OrImm; for send, recv and sync the internal peer core index
 * @param g1 generic field 1
 * @param g2 generic field 2
 * @param g3 generic field 3
 * @param inputBits vector input element width (ibiw)
 * @param outputBits vector output element width (obiw)
 * @param source the instruction as read from the artifact
 * @param artifactIndex the index of {@code source} in its file
 */
record LoadedInstruction(
    Opcode opcode,
    int rd,
    int rs1,
    int r2,
    int g1,
    int g2,
    int g3,
    int inputBits,
    int outputBits,
    Instruction source,
    int artifactIndex) {

  /** {@return whether the element widths are the functional (32, 32) pair} */
  boolean isFp32() {
    return inputBits == 32 && outputBits == 32;
  }

  @Override
  public String toString() {
    return source.toString();
  }
}
