package raptor.backend.pim.artifact;

import java.util.List;
import raptor.isa.Instruction;
import raptor.isa.PackedProgram;

/**
 * The compiled program of one core: its straight-line instruction list, the weights of its
 * crossbar slots and the size of its local memory plan.
 *
 * @param id the compiler core id, 0-based; the program is written to {@code core_<id>.pim}
 * @param instructions the instructions in execution order, held packed ({@link PackedProgram})
 * @param crossbars the weights of each crossbar slot; slot {@code g} is {@code mvmul group=g}, and
 *     one matrix may fill slots of several cores
 * @param localMemoryBytes the bytes of local memory the program uses, for the memory report
 */
public record CoreProgram(
    int id, List<Instruction> instructions, List<WeightMatrix> crossbars, long localMemoryBytes) {

  /** Packs the instructions (a packed program is kept as it is) and copies the crossbars. */
  public CoreProgram {
    instructions = PackedProgram.of(instructions);
    crossbars = List.copyOf(crossbars);
  }
}
