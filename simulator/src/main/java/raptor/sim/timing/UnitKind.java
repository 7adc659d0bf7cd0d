package raptor.sim.timing;

import raptor.isa.Opcode;

/** Where decode sends an instruction. */
enum UnitKind {
  /** Executed by the scalar stage at an edge, in zero time. */
  SCALAR,
  /** Consumed by decode: sets the bit widths. */
  SETBW,
  /** An array group ({@code mvmul}). */
  MATRIX,
  /** The vector unit. */
  VECTOR,
  /** The transfer unit ({@code ld st lldi lmv send recv sync wait}). */
  TRANSFER,
  /** Not supported by pimsim-nn ({@code nop}, {@code vsoftmax}). */
  UNSUPPORTED;

  /** {@return the unit of {@code op}} */
  static UnitKind of(Opcode op) {
    return switch (op) {
      case SLDI, SLD, SADD, SSUB, SMUL, SADDI, SMULI -> SCALAR;
      case SETBW -> SETBW;
      case MVMUL -> MATRIX;
      case VVADD, VVSUB, VVMUL, VVDMUL, VVMAX, VVSLL, VVSRA, VAVG, VRELU, VTANH, VSIGM, VMV, VRSU,
          VRSL -> VECTOR;
      case LD, ST, LLDI, LMV, SEND, RECV, WAIT, SYNC -> TRANSFER;
      // Quirk #23: nop has no exec class in pimsim-nn, and the fork rejects vsoftmax.
      case NOP, VSOFTMAX -> UNSUPPORTED;
    };
  }
}
