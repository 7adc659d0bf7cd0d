package raptor.backend.pim.emit;

import raptor.ir.Operation;
import raptor.isa.Field;
import raptor.isa.Instruction;
import raptor.isa.Opcode;
import raptor.isa.PackedProgram;

/**
 * The instruction stream of one core program under construction, with the two pieces of machine
 * state code generation tracks: the register setup of each instruction and the current vector bit
 * widths.
 *
 * <p>Registers: every instruction takes its addresses from registers loaded just before it with
 * {@code sldi}: {@code r0} holds the {@code rd} value; {@code r1} holds the {@code rs1} value unless
 * it equals the {@code rd} value (then {@code r0} is reused); {@code r2} holds the {@code rs2}
 * value unless it equals one of the others (then that register is reused).
 *
 * <p>Bit widths start at (32, 32), the f32 default of the simulator; {@code setbw} is emitted only
 * when an instruction needs other widths than the current ones.
 */
final class InstructionStream {
  /** The input and output bit width in effect at the start of a program. */
  static final int DEFAULT_BIT_WIDTH = 32;

  private static final int RD_REGISTER = 0;
  private static final int RS1_REGISTER = 1;
  private static final int RS2_REGISTER = 2;

  /**
   * The registers an instruction names.
   *
   * @param rd the register holding the {@code rd} value
   * @param rs1 the register holding the {@code rs1} value
   * @param rs2 the register holding the {@code rs2} value
   */
  record Registers(int rd, int rs1, int rs2) {}

  private final PackedProgram.Builder instructions = new PackedProgram.Builder();
  private int inputBits = DEFAULT_BIT_WIDTH;
  private int outputBits = DEFAULT_BIT_WIDTH;

  /** Appends {@code instruction}. */
  void add(Instruction instruction) {
    instructions.add(instruction);
  }

  /** {@return the instructions so far} */
  PackedProgram instructions() {
    return instructions.build();
  }

  /** Emits {@code setbw} unless the current widths are already {@code (input, output)}. */
  void useBitWidths(int input, int output) {
    if (input == inputBits && output == outputBits) {
      return;
    }
    add(Instruction.builder(Opcode.SETBW).set(Field.IBIW, input).set(Field.OBIW, output).build());
    inputBits = input;
    outputBits = output;
  }

  /** Loads the {@code rd} value into {@code r0}; see {@link #setup(Operation, long, long, long)}. */
  Registers setup(Operation op, long rd) throws CodegenException {
    load(op, RD_REGISTER, rd);
    return new Registers(RD_REGISTER, RD_REGISTER, RD_REGISTER);
  }

  /** Loads the {@code rd} and {@code rs1} values, reusing {@code r0} when they are equal. */
  Registers setup(Operation op, long rd, long rs1) throws CodegenException {
    load(op, RD_REGISTER, rd);
    int rs1Register = rs1 == rd ? RD_REGISTER : load(op, RS1_REGISTER, rs1);
    return new Registers(RD_REGISTER, rs1Register, rs1Register);
  }

  /** Loads the {@code rd}, {@code rs1} and {@code rs2} values, reusing equal registers. */
  Registers setup(Operation op, long rd, long rs1, long rs2) throws CodegenException {
    Registers pair = setup(op, rd, rs1);
    int rs2Register;
    if (rs2 == rd) {
      rs2Register = RD_REGISTER;
    } else if (rs2 == rs1) {
      rs2Register = pair.rs1();
    } else {
      rs2Register = load(op, RS2_REGISTER, rs2);
    }
    return new Registers(RD_REGISTER, pair.rs1(), rs2Register);
  }

  private int load(Operation op, int register, long value) throws CodegenException {
    if (value < 0 || value > Integer.MAX_VALUE) {
      throw new CodegenException(
          op,
          "register value "
              + value
              + " is outside the non-negative int32 range of a Pim sldi immediate");
    }
    add(Instruction.builder(Opcode.SLDI).set(Field.RD, register).set(Field.IMM, (int) value).build());
    return register;
  }
}
