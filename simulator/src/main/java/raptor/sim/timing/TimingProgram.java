package raptor.sim.timing;

import java.util.List;

/**
 * The instruction streams of every built core and their array groups: what pimsim-nn reads from
 * an instruction directory or single-file input.
 *
 * @param programs the stream of each core id {@code 0..n-1} (empty streams are built cores)
 * @param arrayGroups per core id, the crossbar count of each array group
 */
public record TimingProgram(List<List<PimsimInstruction>> programs, int[][] arrayGroups) {

  /** Copies the lists. */
  public TimingProgram {
    programs = programs.stream().map(List::copyOf).toList();
    arrayGroups = arrayGroups.clone();
  }

  /** {@return the number of built cores} */
  public int cores() {
    return programs.size();
  }

  /** {@return the crossbar count of each array group of {@code core}} */
  public int[] arrayGroups(int core) {
    return core < arrayGroups.length && arrayGroups[core] != null ? arrayGroups[core] : new int[0];
  }

  /** {@return the total number of instructions} */
  public long instructions() {
    long total = 0;
    for (List<PimsimInstruction> program : programs) {
      total += program.size();
    }
    return total;
  }
}
