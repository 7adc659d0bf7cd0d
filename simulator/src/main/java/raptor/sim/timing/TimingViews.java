package raptor.sim.timing;

import java.util.ArrayList;
import java.util.List;
import raptor.isa.Opcode;

/**
 * The int8 timing view the reference uses to compare with PIMCOMP-NN (isa-simulator.md section 8):
 * every non-empty core starts with {@code setbw 8,8}, byte sizes shrink from 4 to 1 byte per
 * element, and vector lengths (element counts) stay.
 */
public final class TimingViews {
  private static final int FLOAT_BYTES = 4;
  private static final int INT8_BITS = 8;

  private TimingViews() {}

  /** {@return {@code program} in the int8 view} */
  public static TimingProgram int8(TimingProgram program) {
    List<List<PimsimInstruction>> streams = new ArrayList<>();
    for (List<PimsimInstruction> stream : program.programs()) {
      List<PimsimInstruction> out = new ArrayList<>(stream.size() + 1);
      if (!stream.isEmpty()) {
        out.add(PimsimInstruction.of(Opcode.SETBW).widths(INT8_BITS, INT8_BITS).build());
      }
      for (PimsimInstruction in : stream) {
        if (in.opcode() != Opcode.SETBW) {
          out.add(scaled(in));
        }
      }
      streams.add(out);
    }
    return new TimingProgram(streams, program.arrayGroups());
  }

  private static PimsimInstruction scaled(PimsimInstruction in) {
    boolean bytes = in.opcode() == Opcode.LMV || in.opcode() == Opcode.LLDI;
    if (UnitKind.of(in.opcode()) != UnitKind.TRANSFER) {
      return in;
    }
    return new PimsimInstruction(
        in.opcode(), in.rd(), in.rs1(), in.rs2(), in.imm(), in.core(), in.offsetSelect(),
        in.offsetValue(), bytes ? in.len() / FLOAT_BYTES : in.len(), in.size() / FLOAT_BYTES,
        in.ibiw(), in.obiw(), in.mbiw(), in.relu(), in.group(), in.eventRegister(), in.waitValue());
  }
}
