package raptor.isa;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads programs written as text: one instruction per line, {@code mnemonic key=value ...} with the
 * JSON operand names, as {@link Disassembler} prints them.
 *
 * <p>An optional {@code N:} index prefix is skipped, {@code #} starts a comment, blank lines are
 * ignored, and operands that are left out are 0. Example: {@code sldi rd=1 imm=0}.
 */
public final class Assembler {
  private Assembler() {}

  /**
   * Parses a program.
   *
   * @throws IsaFormatException naming the line of the first error
   */
  public static List<Instruction> parse(String text) throws IsaFormatException {
    List<Instruction> program = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = stripComment(lines[i]).strip();
      if (line.isEmpty()) {
        continue;
      }
      try {
        program.add(parseLine(line));
      } catch (IsaFormatException e) {
        throw new IsaFormatException("line " + (i + 1) + ": " + e.getMessage());
      }
    }
    return program;
  }

  private static String stripComment(String line) {
    int hash = line.indexOf('#');
    return hash < 0 ? line : line.substring(0, hash);
  }

  private static Instruction parseLine(String line) throws IsaFormatException {
    String[] words = line.split("\\s+");
    int first = words[0].endsWith(":") ? 1 : 0;
    if (first >= words.length) {
      throw new IsaFormatException("missing mnemonic");
    }
    Opcode opcode = Opcode.fromMnemonic(words[first]);
    if (opcode == null) {
      throw new IsaFormatException("unknown Pim opcode \"" + words[first] + "\"");
    }
    Instruction.Builder builder = Instruction.builder(opcode);
    for (int i = first + 1; i < words.length; i++) {
      setOperand(builder, opcode, words[i]);
    }
    Instruction instruction = builder.build();
    String problem = OperandChecks.firstProblem(instruction);
    if (problem != null) {
      throw new IsaFormatException(problem);
    }
    return instruction;
  }

  private static void setOperand(Instruction.Builder builder, Opcode opcode, String word)
      throws IsaFormatException {
    int equals = word.indexOf('=');
    if (equals <= 0) {
      throw new IsaFormatException("expected key=value, got \"" + word + "\"");
    }
    String key = word.substring(0, equals);
    Field field = fieldOf(opcode, key);
    long value;
    try {
      value = Long.decode(word.substring(equals + 1));
    } catch (NumberFormatException e) {
      throw new IsaFormatException("operand " + key + " is not an integer: " + word);
    }
    long max = field.isByte() ? Instruction.MAX_REGISTER_FIELD : Integer.MAX_VALUE;
    long min = field.isByte() ? 0 : Integer.MIN_VALUE;
    if (value < min || value > max) {
      throw new IsaFormatException("operand " + key + " out of range " + min + ".." + max);
    }
    builder.set(field, (int) value);
  }

  private static Field fieldOf(Opcode opcode, String key) throws IsaFormatException {
    for (Field field : opcode.format().fields()) {
      if (field.key().equals(key)) {
        return field;
      }
    }
    throw new IsaFormatException(opcode.mnemonic() + " has no operand " + key);
  }
}
