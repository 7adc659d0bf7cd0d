package raptor.isa;

import java.util.List;

/**
 * Prints programs as text, one instruction per line with every operand named, in the syntax that
 * {@link Assembler} reads back.
 */
public final class Disassembler {
  private Disassembler() {}

  /** {@return one instruction as {@code mnemonic key=value ...}} */
  public static String format(Instruction instruction) {
    StringBuilder out = new StringBuilder(instruction.opcode().mnemonic());
    for (Field field : instruction.opcode().format().fields()) {
      out.append(' ').append(field.key()).append('=').append(instruction.get(field));
    }
    return out.toString();
  }

  /** {@return the whole program, each line prefixed with the instruction index and a colon} */
  public static String disassemble(List<Instruction> program) {
    int width = Integer.toString(Math.max(0, program.size() - 1)).length();
    StringBuilder out = new StringBuilder();
    for (int index = 0; index < program.size(); index++) {
      String number = Integer.toString(index);
      out.append(" ".repeat(width - number.length())).append(number).append(": ");
      out.append(format(program.get(index))).append('\n');
    }
    return out.toString();
  }
}
