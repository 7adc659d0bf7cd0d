package raptor.backend.pim.artifact;

import raptor.isa.Field;
import raptor.isa.Format;
import raptor.isa.Instruction;
import raptor.isa.OperandChecks;
import raptor.isa.Opcode;

/**
 * Operand checks of one core's instructions against the program: registers, event registers, peer
 * cores and crossbar slots, so that the simulator's loader accepts what is written.
 */
final class InstructionChecks {
  /** Registers per core (isa-simulator spec section 5.1); register operands are below it. */
  static final int REGISTER_COUNT = 32;

  private static final Field[] REGISTER_FIELDS = {Field.RD, Field.RS1, Field.RS2};

  private final int coreCount;
  private final int crossbarSlots;

  /**
   * @param coreCount the cores of the program; peer operands are compiler ids below it
   * @param crossbarSlots the crossbar slots of the core; {@code mvmul} groups are below it
   */
  InstructionChecks(int coreCount, int crossbarSlots) {
    this.coreCount = coreCount;
    this.crossbarSlots = crossbarSlots;
  }

  /** {@return a description of the first bad operand of {@code instruction}, or null} */
  String firstProblem(Instruction instruction) {
    String problem = OperandChecks.firstProblem(instruction);
    if (problem != null) {
      return problem;
    }
    Format format = instruction.opcode().format();
    for (Field field : REGISTER_FIELDS) {
      if (format.has(field) && !isRegister(instruction.get(field))) {
        return field.key()
            + " register "
            + instruction.get(field)
            + " out of range 0.."
            + (REGISTER_COUNT - 1);
      }
    }
    if (format.has(Field.CORE)) {
      int peer = instruction.get(Field.CORE);
      if (peer < 0 || peer >= coreCount) {
        return "core " + peer + " outside the compiler core ids 0.." + (coreCount - 1);
      }
    }
    if (instruction.opcode() == Opcode.MVMUL) {
      int group = instruction.get(Field.GROUP);
      if (group < 0 || group >= crossbarSlots) {
        return "group " + group + " outside the " + crossbarSlots + " crossbar slots of the core";
      }
    }
    return null;
  }

  private static boolean isRegister(int value) {
    return value >= 0 && value < REGISTER_COUNT;
  }
}
