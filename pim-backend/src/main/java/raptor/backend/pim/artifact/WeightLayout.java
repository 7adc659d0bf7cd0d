package raptor.backend.pim.artifact;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Assigns each distinct weight matrix one weight file: matrices are numbered by first use in core,
 * then slot, order, and every crossbar slot refers to the number of its matrix.
 */
final class WeightLayout {
  private final List<WeightMatrix> distinct;
  private final int[][] fileOfSlot;

  private WeightLayout(List<WeightMatrix> distinct, int[][] fileOfSlot) {
    this.distinct = distinct;
    this.fileOfSlot = fileOfSlot;
  }

  /** {@return the layout of the crossbars of {@code cores}}; O(total weight bytes) */
  static WeightLayout of(List<CoreProgram> cores) {
    List<WeightMatrix> distinct = new ArrayList<>();
    Map<WeightMatrix, Integer> numbers = new HashMap<>();
    int[][] fileOfSlot = new int[cores.size()][];
    for (int core = 0; core < cores.size(); core++) {
      List<WeightMatrix> slots = cores.get(core).crossbars();
      fileOfSlot[core] = new int[slots.size()];
      for (int slot = 0; slot < slots.size(); slot++) {
        WeightMatrix weights = slots.get(slot);
        Integer number = numbers.get(weights);
        if (number == null) {
          number = distinct.size();
          numbers.put(weights, number);
          distinct.add(weights);
        }
        fileOfSlot[core][slot] = number;
      }
    }
    return new WeightLayout(distinct, fileOfSlot);
  }

  /** {@return the distinct matrices; matrix {@code u} goes to weight file {@code u}} */
  List<WeightMatrix> distinct() {
    return distinct;
  }

  /** {@return the weight file number of crossbar {@code slot} of core {@code core}} */
  int fileOf(int core, int slot) {
    return fileOfSlot[core][slot];
  }

  /** {@return the number of crossbar slots of all cores} */
  int slotCount() {
    int count = 0;
    for (int[] slots : fileOfSlot) {
      count += slots.length;
    }
    return count;
  }
}
