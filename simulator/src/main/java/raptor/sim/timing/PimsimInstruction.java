package raptor.sim.timing;

import raptor.isa.Field;
import raptor.isa.Instruction;
import raptor.isa.Opcode;

/**
 * One instruction with every operand pimsim-nn's instruction record has, so that keys outside
 * Raptor's operand layout (a {@code size} on {@code lmv}, an {@code rs1} on {@code send}, an {@code
 * rs2} on unary vector ops) still reach the hazard ranges as they do in pimsim-nn.
 *
 * @param opcode the operation
 * @param rd destination register
 * @param rs1 first source register
 * @param rs2 second source register
 * @param imm immediate
 * @param core peer core of {@code send}, {@code recv} and {@code sync}
 * @param offsetSelect offset select bits
 * @param offsetValue offset value
 * @param len vector or local-move length
 * @param size transfer size in bytes
 * @param ibiw input bit width of {@code setbw}
 * @param obiw output bit width of {@code setbw}
 * @param mbiw weight bit width of {@code mvmul}
 * @param relu relu flag of {@code mvmul} (no timing effect)
 * @param group array group of {@code mvmul}
 * @param eventRegister event register of {@code sync} and {@code wait}
 * @param waitValue count a {@code wait} waits for
 */
public record PimsimInstruction(
    Opcode opcode,
    int rd,
    int rs1,
    int rs2,
    int imm,
    int core,
    int offsetSelect,
    int offsetValue,
    int len,
    int size,
    int ibiw,
    int obiw,
    int mbiw,
    int relu,
    int group,
    int eventRegister,
    int waitValue) {

  /**
   * {@return the pimsim-nn reading of a Raptor instruction}: the fork's binary decoding, where the
   * record's third field is the peer core of {@code send}/{@code recv}, the immediate of scalars
   * and {@code lldi}, and {@code rs2} of vector ops, and the last field is {@code size} for {@code
   * ld st send recv} and {@code len} otherwise.
   */
  public static PimsimInstruction fromIsa(Instruction in) {
    Opcode op = in.opcode();
    int r2 = in.r2OrImm();
    boolean sized = op == Opcode.LD || op == Opcode.ST || op == Opcode.SEND || op == Opcode.RECV;
    return switch (op.format()) {
      case SETBW -> of(op).widths(in.get(Field.IBIW), in.get(Field.OBIW)).build();
      case MVMUL ->
          of(op).registers(in.rd(), in.rs1(), 0).matrix(r2, in.generic1(), in.generic2()).build();
      case WAIT -> of(op).event(in.get(Field.EVENT_REGISTER), in.get(Field.WAIT_VALUE)).build();
      case SYNC -> of(op).peer(in.get(Field.CORE)).event(in.get(Field.EVENT_REGISTER), 0).build();
      // The fork also reads the immediate's field as rs2, a register no scalar with an immediate
      // uses: register 0 stands for it, so an immediate past the register file is no register.
      case RD_IMM, RD_RS1_IMM -> of(op).registers(in.rd(), in.rs1(), 0).immediate(r2).build();
      case RD_RS1_RS2 -> of(op).registers(in.rd(), in.rs1(), r2).immediate(r2).build();
      case NONE -> of(op).build();
      default -> {
        Builder b =
            of(op)
                .registers(in.rd(), in.rs1(), isVector(op) ? r2 : 0)
                .offset(in.generic1(), in.generic2());
        if (sized) {
          b.size(in.generic3());
        } else {
          b.length(in.generic3());
        }
        if (op == Opcode.SEND || op == Opcode.RECV) {
          b.peer(r2);
        } else if (op == Opcode.LLDI) {
          b.immediate(r2);
        }
        yield b.build();
      }
    };
  }

  private static boolean isVector(Opcode op) {
    return op.ordinal() >= Opcode.VVADD.ordinal() && op.ordinal() <= Opcode.VRSL.ordinal();
  }

  /** {@return a builder for an instruction of {@code opcode} with every operand 0} */
  public static Builder of(Opcode opcode) {
    return new Builder(opcode);
  }

  /** A mutable builder grouping the operands by role. */
  public static final class Builder {
    private final Opcode opcode;
    private int rd;
    private int rs1;
    private int rs2;
    private int imm;
    private int core;
    private int offsetSelect;
    private int offsetValue;
    private int len;
    private int size;
    private int ibiw;
    private int obiw;
    private int mbiw;
    private int relu;
    private int group;
    private int eventRegister;
    private int waitValue;

    private Builder(Opcode opcode) {
      this.opcode = opcode;
    }

    /** Sets the registers. */
    public Builder registers(int rd, int rs1, int rs2) {
      this.rd = rd;
      this.rs1 = rs1;
      this.rs2 = rs2;
      return this;
    }

    /** Sets the immediate. */
    public Builder immediate(int value) {
      this.imm = value;
      return this;
    }

    /** Sets the peer core. */
    public Builder peer(int value) {
      this.core = value;
      return this;
    }

    /** Sets the offset select bits and value. */
    public Builder offset(int select, int value) {
      this.offsetSelect = select;
      this.offsetValue = value;
      return this;
    }

    /** Sets the length. */
    public Builder length(int value) {
      this.len = value;
      return this;
    }

    /** Sets the size in bytes. */
    public Builder size(int value) {
      this.size = value;
      return this;
    }

    /** Sets the bit widths of {@code setbw}. */
    public Builder widths(int input, int output) {
      this.ibiw = input;
      this.obiw = output;
      return this;
    }

    /** Sets the {@code mvmul} operands. */
    public Builder matrix(int weightBits, int reluFlag, int arrayGroup) {
      this.mbiw = weightBits;
      this.relu = reluFlag;
      this.group = arrayGroup;
      return this;
    }

    /** Sets the event register and wait value. */
    public Builder event(int register, int value) {
      this.eventRegister = register;
      this.waitValue = value;
      return this;
    }

    /** {@return the instruction} */
    public PimsimInstruction build() {
      return new PimsimInstruction(
          opcode, rd, rs1, rs2, imm, core, offsetSelect, offsetValue, len, size, ibiw, obiw, mbiw,
          relu, group, eventRegister, waitValue);
    }
  }
}
