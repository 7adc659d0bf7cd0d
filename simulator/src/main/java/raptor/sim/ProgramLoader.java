package raptor.sim;

import java.util.ArrayList;
import java.util.List;
import raptor.isa.Field;
import raptor.isa.Format;
import raptor.isa.Instruction;
import raptor.isa.Opcode;

/**
 * Turns an artifact program into executable instructions: folds {@code setbw} into the following
 * instructions, maps compiler core ids to internal indices, and rejects operands that can never
 * run.
 */
final class ProgramLoader {
  private static final int DEFAULT_BITS = 32;

  private final int core;
  private final int pimCoreCount;
  private final int crossbarCount;

  /**
   * @param core the internal index of the core that will run the program
   * @param pimCoreCount the number of PIM cores N (internal indices 1..N)
   * @param crossbarCount the number of crossbars of the core
   */
  ProgramLoader(int core, int pimCoreCount, int crossbarCount) {
    this.core = core;
    this.pimCoreCount = pimCoreCount;
    this.crossbarCount = crossbarCount;
  }

  /** {@return the executable program; its pcs count only non-{@code setbw} instructions} */
  LoadedInstruction[] load(List<Instruction> program) throws SimulationException {
    List<LoadedInstruction> loaded = new ArrayList<>(program.size());
    int inputBits = DEFAULT_BITS;
    int outputBits = DEFAULT_BITS;
    for (int index = 0; index < program.size(); index++) {
      Instruction instruction = program.get(index);
      String problem = problem(instruction);
      if (problem != null) {
        throw new SimulationException(
            new SimulationException.Location(
                core, index, SimulationException.Location.AT_LOAD, instruction.toString()),
            problem);
      }
      if (instruction.opcode() == Opcode.SETBW) {
        inputBits = instruction.get(Field.IBIW);
        outputBits = instruction.get(Field.OBIW);
        continue;
      }
      loaded.add(
          new LoadedInstruction(
              instruction.opcode(),
              instruction.rd(),
              instruction.rs1(),
              peerOrR2(instruction),
              instruction.generic1(),
              instruction.generic2(),
              instruction.generic3(),
              inputBits,
              outputBits,
              instruction,
              index));
    }
    return loaded.toArray(new LoadedInstruction[0]);
  }

  private static int peerOrR2(Instruction instruction) {
    return instruction.opcode().format().has(Field.CORE)
        ? instruction.r2OrImm() + 1
        : instruction.r2OrImm();
  }

  private String problem(Instruction instruction) {
    Opcode opcode = instruction.opcode();
    Format format = opcode.format();
    if (opcode == Opcode.SETBW) {
      return widthProblem(instruction.get(Field.IBIW), instruction.get(Field.OBIW));
    }
    for (Field field : List.of(Field.RD, Field.RS1, Field.RS2)) {
      if (format.has(field) && !isRegister(instruction.get(field))) {
        return field.key()
            + " register "
            + instruction.get(field)
            + " out of range 0.."
            + (PimCore.REGISTER_COUNT - 1);
      }
    }
    if (format.has(Field.CORE)) {
      return peerProblem(opcode, instruction.get(Field.CORE));
    }
    if (opcode == Opcode.MVMUL && !isCrossbar(instruction.get(Field.GROUP))) {
      return "mvmul group "
          + instruction.get(Field.GROUP)
          + " outside the "
          + crossbarCount
          + " crossbars of the core (array_group_map.core"
          + (core - 1)
          + ")";
    }
    return null;
  }

  private static String widthProblem(int inputBits, int outputBits) {
    boolean known =
        inputBits == outputBits && (inputBits == 8 || inputBits == 16 || inputBits == 32);
    return known
        ? null
        : "Function not found for the requested size input:" + inputBits + " output:" + outputBits;
  }

  private String peerProblem(Opcode opcode, int compilerCore) {
    long peer = compilerCore + 1L;
    if (peer == 0 && opcode != Opcode.SYNC) {
      return opcode == Opcode.SEND ? "Host can not use send" : "Host can not use receive";
    }
    if (peer < 1 || peer > pimCoreCount) {
      return opcode.mnemonic()
          + " core "
          + compilerCore
          + " outside the compiler core ids 0.."
          + (pimCoreCount - 1);
    }
    return null;
  }

  private static boolean isRegister(int value) {
    return value >= 0 && value < PimCore.REGISTER_COUNT;
  }

  private boolean isCrossbar(int group) {
    return group >= 0 && group < crossbarCount;
  }
}
