package raptor.dialect.spat.transforms.scheduling;

import java.util.List;

/**
 * The time the global memory spends per pipeline iteration on the host transfers of a stage
 * partition (spec §4.3, §4.4): every edge between stages is stored to and loaded from the one
 * global memory of the chip, which serves all of them one after the other, so the interval
 * between inputs is at least their total time, whatever the stages' core counts.
 *
 * <p>The time is in ns, the unit of the {@link BodyCostModel}: the default flit of 32 f32 bytes
 * holds 8 bytes at the timing model's int8 view, which the global memory of Arch-A's timing model
 * writes in 12.5 ns and reads in 10 ns (32 bytes per 50 and 40 cycles), so a flit stored and
 * loaded again costs 22.5 ns.
 */
final class HostTraffic {
  /** The global-memory time of two flits of host transfers, in ns. */
  static final long NS_PER_TWO_FLITS = 45;

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
    return (Math.multiplyExact(flits, NS_PER_TWO_FLITS) + 1) / 2;
  }
}
