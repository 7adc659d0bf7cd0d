package raptor.dialect.spat.transforms.scheduling;

import java.util.List;

/**
 * The time the global memory spends per pipeline iteration on the host transfers of a stage
 * partition (spec §4.3, §4.4): every edge between stages is stored to and loaded from the one
 * global memory of the chip, which serves all of them one after the other, so the interval
 * between inputs is at least their total time, whatever the stages' core counts.
 *
 * <p>The time is in the units of the {@link BodyCostModel}: a flit costs
 * {@code 1 / FLITS_PER_UNIT}. Calibrated on Arch-A's timing model (int8 view): a crossbar product
 * ({@code matrixLatency} = 64 units) takes 1655 ns, and the 2 bytes of an 8-byte f32 flit take
 * 3.1 ns to write and 2.5 ns to read at the global memory's 32 bytes per 50 and 40 cycles, so a
 * flit is 5.6 / 1655 · 64 = 0.22 units.
 */
final class HostTraffic {
  /** The flits of host transfers that cost one unit. */
  static final long FLITS_PER_UNIT = 5;

  private HostTraffic() {
  }

  /** {@return the global-memory time of the edges of {@code items} between stages} */
  static long time(List<StagePartition.Item> items, int[] stages) {
    long flits = 0;
    for (int v = 0; v < stages.length; v++) {
      StagePartition.Item item = items.get(v);
      for (int i = 0; i < item.predecessors().size(); i++) {
        if (stages[item.predecessors().get(i)] != stages[v]) {
          flits = Math.addExact(flits, item.inputFlits().get(i));
        }
      }
    }
    return (flits + FLITS_PER_UNIT - 1) / FLITS_PER_UNIT;
  }
}
