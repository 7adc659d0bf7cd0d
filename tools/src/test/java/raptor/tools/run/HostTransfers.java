package raptor.tools.run;

import java.util.ArrayList;
import java.util.List;
import raptor.isa.Field;
import raptor.isa.Instruction;
import raptor.isa.Opcode;
import raptor.sim.ScheduleTarget;

/**
 * Finds the host-buffer transfers of a pipelined program in its core programs, as targets of
 * the simulator's adversarial schedule: a writer's {@code st} right before its READY
 * {@code sync} to a reader, and that reader's first {@code ld} after its {@code wait} on the
 * same event register.
 */
final class HostTransfers {
  private HostTransfers() {
  }

  /** {@return one target per READY signal, writer and reader as internal core indices} */
  static List<ScheduleTarget> targets(List<List<Instruction>> programs) {
    List<ScheduleTarget> targets = new ArrayList<>();
    for (int writer = 0; writer < programs.size(); writer++) {
      List<Instruction> program = programs.get(writer);
      for (int pc = 1; pc < program.size(); pc++) {
        Instruction sync = program.get(pc);
        if (sync.opcode() == Opcode.SYNC && program.get(pc - 1).opcode() == Opcode.ST) {
          int event = sync.get(Field.EVENT_REGISTER);
          for (int reader : new int[] {sync.get(Field.CORE), sync.get(Field.CORE) - 1}) {
            int load = reader >= 0 && reader < programs.size() && reader != writer
                ? loadAfterWait(programs.get(reader), event) : -1;
            if (load >= 0) {
              targets.add(new ScheduleTarget(writer + 1, pc - 1, reader + 1, load, 0, 0, null,
                  null));
              break;
            }
          }
        }
      }
    }
    return targets;
  }

  /** {@return the pc of the first {@code ld} after a {@code wait} on {@code event}, or -1} */
  private static int loadAfterWait(List<Instruction> program, int event) {
    for (int pc = 0; pc < program.size(); pc++) {
      Instruction wait = program.get(pc);
      if (wait.opcode() == Opcode.WAIT && wait.get(Field.EVENT_REGISTER) == event) {
        for (int next = pc + 1; next < program.size(); next++) {
          if (program.get(next).opcode() == Opcode.LD) {
            return next;
          }
        }
      }
    }
    return -1;
  }
}
