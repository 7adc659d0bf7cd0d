package raptor.sim.timing;

/**
 * One decoded matrix, vector or transfer instruction on its way through dispatch, a unit and the
 * reorder buffer: its pc, operands, bit widths and hazard ranges as decode computed them.
 */
final class Exec {
  final int pc;
  final PimsimInstruction inst;
  final UnitKind unit;
  final int inputBits;
  final int outputBits;
  /** Read ranges as closed {@code [start, end]} pairs. */
  final int[] reads;
  /** Write ranges as closed {@code [start, end]} pairs. */
  final int[] writes;
  boolean done;

  Exec(int pc, PimsimInstruction inst, UnitKind unit, int inputBits, int outputBits, int[] reads, int[] writes) {
    this.pc = pc;
    this.inst = inst;
    this.unit = unit;
    this.inputBits = inputBits;
    this.outputBits = outputBits;
    this.reads = reads;
    this.writes = writes;
  }

  /** {@return input bytes per element: ceil(ibiw / 8)} */
  int inputBytes() {
    return (inputBits + 7) / 8;
  }

  /** {@return output bytes per element: ceil(obiw / 8)} */
  int outputBytes() {
    return (outputBits + 7) / 8;
  }

  /**
   * {@return whether this instruction reads what {@code older} writes or writes what it reads}
   * (RAW or WAR; WAW is not checked, quirk #8), on closed ranges that conflict when they touch.
   */
  boolean conflictsWith(Exec older) {
    return overlaps(reads, older.writes) || overlaps(writes, older.reads);
  }

  private static boolean overlaps(int[] a, int[] b) {
    for (int i = 0; i < a.length; i += 2) {
      for (int j = 0; j < b.length; j += 2) {
        if (a[i] <= b[j + 1] && b[j] <= a[i + 1]) {
          return true;
        }
      }
    }
    return false;
  }
}
