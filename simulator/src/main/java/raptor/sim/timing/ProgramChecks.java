package raptor.sim.timing;

import java.util.List;
import raptor.isa.Opcode;

/**
 * The fork's checks of an instruction input against a configuration, plus the operand ranges the
 * model indexes with: supported opcodes, {@code mvmul} groups in range, the array-group map within
 * {@code xbar_array_count}, peer cores and event registers that exist.
 */
final class ProgramChecks {
  private ProgramChecks() {}

  static void check(TimingProgram program, TimingConfig config) throws TimingInputException {
    int cores = program.cores();
    if (cores > config.chipConfig.coreCnt) {
      throw new TimingInputException(
          "error: the program has " + cores + " cores but chip_config.core_cnt is "
              + config.chipConfig.coreCnt);
    }
    int crossbars = config.chipConfig.coreConfig.matrixConfig.xbarArrayCount;
    for (int core = 0; core < cores; core++) {
      int total = 0;
      for (int size : program.arrayGroups(core)) {
        total += size;
      }
      if (total > crossbars) {
        throw new TimingInputException(
            "error: array_group_map.core" + core + " uses " + total
                + " crossbars but matrix_config.xbar_array_count is " + crossbars);
      }
      List<PimsimInstruction> stream = program.programs().get(core);
      for (int pc = 0; pc < stream.size(); pc++) {
        String problem = problem(stream.get(pc), program.arrayGroups(core).length, cores);
        if (problem != null) {
          String where = "core " + core + " pc " + pc + ": ";
          if (UnitKind.of(stream.get(pc).opcode()) == UnitKind.UNSUPPORTED) {
            throw new TimingUnsupportedException(where + problem);
          }
          throw new TimingInputException(where + "error: " + problem);
        }
      }
    }
  }

  private static String problem(PimsimInstruction in, int groups, int cores) {
    Opcode op = in.opcode();
    if (UnitKind.of(op) == UnitKind.UNSUPPORTED) {
      return "pimsim-nn does not support opcode " + op.mnemonic();
    }
    String register = registerProblem(op, in.rd());
    register = register != null ? register : registerProblem(op, in.rs1());
    register = register != null ? register : registerProblem(op, in.rs2());
    if (register != null) {
      return register;
    }
    return switch (op) {
      case MVMUL -> in.group() < 0 || in.group() >= groups
          ? "mvmul group " + in.group() + " is not one of the core's " + groups + " array groups"
          : null;
      case SEND, RECV, SYNC -> in.core() < 0 || in.core() >= cores
          ? op.mnemonic() + " names core " + in.core() + ", which the program does not have"
          : eventProblem(op, in);
      case WAIT -> eventProblem(op, in);
      default -> null;
    };
  }

  private static String registerProblem(Opcode op, int register) {
    return register < 0 || register >= Quirks.REGISTERS
        ? op.mnemonic() + " names register " + register
        : null;
  }

  private static String eventProblem(Opcode op, PimsimInstruction in) {
    boolean usesEvent = op == Opcode.SYNC || op == Opcode.WAIT;
    return usesEvent && (in.eventRegister() < 0 || in.eventRegister() >= Quirks.EVENT_REGISTERS)
        ? op.mnemonic() + " names event register " + in.eventRegister()
        : null;
  }
}
