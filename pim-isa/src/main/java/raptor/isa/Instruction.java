package raptor.isa;

import java.util.Objects;

/**
 * One PIM instruction, stored exactly as the fields of its 20-byte binary record.
 *
 * <p>Read operands by name with {@link #get(Field)}; the {@link Format} of the opcode says which
 * names apply. Core operands hold compiler core ids, as in the artifact.
 *
 * @param opcode the operation
 * @param rd destination register, 0 to 255
 * @param rs1 first source register, 0 to 255
 * @param r2OrImm second source register or an immediate
 * @param generic1 generic field 1
 * @param generic2 generic field 2
 * @param generic3 generic field 3
 */
public record Instruction(
    Opcode opcode, int rd, int rs1, int r2OrImm, int generic1, int generic2, int generic3) {

  /** The largest value of a register field ({@code rd}, {@code rs1}). */
  public static final int MAX_REGISTER_FIELD = 0xFF;

  /** Checks the opcode and the byte-sized register fields. */
  public Instruction {
    Objects.requireNonNull(opcode, "opcode");
    requireByte(rd, "rd");
    requireByte(rs1, "rs1");
  }

  private static void requireByte(int value, String name) {
    if (value < 0 || value > MAX_REGISTER_FIELD) {
      throw new IllegalArgumentException(
          name + " must be in 0.." + MAX_REGISTER_FIELD + ": " + value);
    }
  }

  /** {@return a builder for an instruction of {@code opcode} with every field zero} */
  public static Builder builder(Opcode opcode) {
    return new Builder(opcode);
  }

  /** {@return the value stored in {@code slot}} */
  public int slot(RecordSlot slot) {
    return switch (slot) {
      case RD -> rd;
      case RS1 -> rs1;
      case R2 -> r2OrImm;
      case G1 -> generic1;
      case G2 -> generic2;
      case G3 -> generic3;
    };
  }

  /** {@return the value of the named operand (the content of its slot)} */
  public int get(Field field) {
    return slot(field.slot());
  }

  /** {@return the instruction as one line of text, e.g. {@code sldi rd=1 imm=4}} */
  @Override
  public String toString() {
    return Disassembler.format(this);
  }

  /** A mutable builder that sets operands by name and checks they belong to the opcode's format. */
  public static final class Builder {
    private static final int SLOT_COUNT = RecordSlot.values().length;

    private final Opcode opcode;
    private final int[] slots = new int[SLOT_COUNT];

    private Builder(Opcode opcode) {
      this.opcode = Objects.requireNonNull(opcode, "opcode");
    }

    /**
     * Sets one operand.
     *
     * @throws IllegalArgumentException if the opcode has no such operand
     */
    public Builder set(Field field, int value) {
      if (!opcode.format().has(field)) {
        throw new IllegalArgumentException(opcode.mnemonic() + " has no operand " + field.key());
      }
      slots[field.slot().ordinal()] = value;
      return this;
    }

    /** {@return the instruction} */
    public Instruction build() {
      return new Instruction(
          opcode,
          slots[RecordSlot.RD.ordinal()],
          slots[RecordSlot.RS1.ordinal()],
          slots[RecordSlot.R2.ordinal()],
          slots[RecordSlot.G1.ordinal()],
          slots[RecordSlot.G2.ordinal()],
          slots[RecordSlot.G3.ordinal()]);
    }
  }
}
