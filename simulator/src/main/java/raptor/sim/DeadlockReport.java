package raptor.sim;

import raptor.isa.Field;

/** Describes the cores left unfinished when the scheduler stops, and what each one waits for. */
final class DeadlockReport {
  private DeadlockReport() {}

  /** {@return the deadlock message, or null if every core finished} */
  static String describe(PimCore[] cores, EventRegisters events, int batchSize) {
    StringBuilder out = new StringBuilder();
    for (PimCore core : cores) {
      if (core.isFinished(batchSize)) {
        continue;
      }
      out.append(out.length() == 0 ? "deadlock: " : "; ");
      out.append("core ")
          .append(core.index)
          .append(" (core_")
          .append(core.index - 1)
          .append(") pc ")
          .append(core.pc)
          .append(" iteration ")
          .append(core.iteration)
          .append(' ')
          .append(blocker(core, events));
    }
    return out.length() == 0 ? null : out.toString();
  }

  private static String blocker(PimCore core, EventRegisters events) {
    if (core.pc == core.program.length) {
      return "waiting at the global barrier";
    }
    LoadedInstruction ins = core.program[core.pc];
    return switch (ins.opcode()) {
      case WAIT -> {
        int register = ins.source().get(Field.EVENT_REGISTER);
        yield "blocked on wait event "
            + register
            + " (expected "
            + ins.source().get(Field.WAIT_VALUE)
            + ", observed "
            + events.count(core.index, register)
            + ")";
      }
      case SEND -> "blocked on send to core " + ins.r2();
      case RECV -> "blocked on recv from core " + ins.r2();
      default -> "stopped at " + ins;
    };
  }
}
