package raptor.isa;

import java.util.ArrayList;
import java.util.List;

/** One instruction of every opcode with distinct, non-zero operand values. */
final class SamplePrograms {
  private SamplePrograms() {}

  static Instruction sample(Opcode opcode) {
    Instruction.Builder builder = Instruction.builder(opcode);
    int value = 1;
    for (Field field : opcode.format().fields()) {
      builder.set(field, valueFor(field, value++ + opcode.code()));
    }
    return builder.build();
  }

  private static int valueFor(Field field, int value) {
    return switch (field) {
      case EVENT_REGISTER -> value % OperandChecks.EVENT_REGISTER_COUNT;
      case RD, RS1 -> value % 200;
      case IMM, OFFSET_VALUE -> -value * 1000;
      default -> value;
    };
  }

  /** {@return the single instruction in {@code text}} */
  static Instruction one(String text) {
    try {
      return Assembler.parse(text).get(0);
    } catch (IsaFormatException e) {
      throw new AssertionError(e);
    }
  }

  static List<Instruction> everyOpcode() {
    List<Instruction> program = new ArrayList<>();
    for (Opcode opcode : Opcode.values()) {
      program.add(sample(opcode));
    }
    return program;
  }
}
