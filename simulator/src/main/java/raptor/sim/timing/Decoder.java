package raptor.sim.timing;

import raptor.isa.Opcode;

/**
 * Decode of a matrix, vector or transfer instruction: the hazard ranges of timing-model.md section
 * 7, from the shadow register values and the current bit widths.
 */
final class Decoder {
  private static final int[] NONE = {};

  private final MatrixTiming matrix;
  private final int[] groupSizes;

  Decoder(MatrixTiming matrix, int[] groupSizes) {
    this.matrix = matrix;
    this.groupSizes = groupSizes;
  }

  Exec decode(int pc, PimsimInstruction in, UnitKind unit, int[] regs, int ibiw, int obiw) {
    int ib = (ibiw + 7) / 8;
    int ob = (obiw + 7) / 8;
    int value = in.offsetValue();
    // Quirk #9: rs1 and rs2 take the offset when the *value* has bit 2 or 4 set.
    int rdOff = (in.offsetSelect() & 1) != 0 ? value : 0;
    int rs1Off = (value & 2) != 0 ? value : 0;
    int rs2Off = (value & 4) != 0 ? value : 0;
    int[] reads = NONE;
    int[] writes = NONE;
    switch (unit) {
      case MATRIX -> {
        int rs1 = regs[in.rs1()];
        int rd = regs[in.rd()];
        // Quirk #3: the hazard range has no x8, unlike the transferred size.
        reads = range(rs1, matrix.rows() * ib);
        writes = range(rd, matrix.columnsFor(in.mbiw()) * groupSize(in.group()) * ob);
      }
      case VECTOR -> {
        Opcode op = in.opcode();
        int len = in.len();
        int rs1 = op == Opcode.VMV ? regs[in.rs1()] : regs[in.rs1()] + ib * rs1Off;
        int rs2 =
            switch (op) {
              case VAVG, VMV, VRSU, VRSL -> regs[in.rs2()];
              default -> regs[in.rs2()] + ib * rs2Off;
            };
        int rd =
            switch (op) {
              case VVDMUL, VAVG, VMV -> regs[in.rd()];
              case VVADD, VVSUB, VVMAX, VRELU -> regs[in.rd()] + ib * rdOff;
              default -> regs[in.rd()] + ob * rdOff;
            };
        switch (op) {
          case VRELU, VTANH, VSIGM -> {
            reads = range(rs1, len * ib);
            writes = range(rd, len * ob);
          }
          case VVADD, VVSUB, VVMAX -> {
            reads = concat(range(rs1, len * ib), range(rs2, len * ib));
            writes = range(rd, len * ib);
          }
          case VAVG -> {
            // Quirk #6: one element in the hazard range, len*ib bytes in the transfer.
            reads = range(rs1, len * ib);
            writes = range(rd, ob);
          }
          case VMV -> {}
          default -> {
            reads = concat(range(rs1, len * ib), range(rs2, len * ib));
            writes = range(rd, len * ob);
          }
        }
      }
      case TRANSFER -> {
        Opcode op = in.opcode();
        // Quirk #10: ld/st read their registers as 64-bit pairs, leaving these at 0.
        boolean pair = op == Opcode.LD || op == Opcode.ST;
        int rd = (pair ? 0 : regs[in.rd()]) + rdOff;
        int rs1 = (pair ? 0 : regs[in.rs1()]) + rs1Off;
        int size = in.size();
        switch (op) {
          case LD, RECV -> writes = range(rd, size);
          case ST, SEND -> reads = range(rs1, size);
          case LLDI -> writes = range(rd, 1);
          case LMV -> {
            reads = range(rs1, size);
            writes = range(rd, size);
          }
          default -> {}
        }
      }
      default -> throw new IllegalArgumentException("not a dispatched unit: " + unit);
    }
    return new Exec(pc, in, unit, ibiw, obiw, reads, writes);
  }

  private int groupSize(int group) {
    return group >= 0 && group < groupSizes.length ? groupSizes[group] : 0;
  }

  private static int[] range(int start, int length) {
    return new int[] {start, start + length};
  }

  private static int[] concat(int[] a, int[] b) {
    return new int[] {a[0], a[1], b[0], b[1]};
  }
}
