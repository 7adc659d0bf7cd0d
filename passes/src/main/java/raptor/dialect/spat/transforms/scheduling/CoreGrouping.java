package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;

/**
 * Groups the physical cores into pipeline stages by link cost (spec §3.4, §3.5 step 6), so
 * that the cores of one stage are close to each other and each stage is close to the one
 * before it; a stage's cores need not have consecutive ids. The cost of a pair is the
 * bidirectional latency {@code lat(a, b) + lat(b, a)}. Stage 0 starts at the core with the
 * least total cost to all cores; a group grows by the unassigned core of least total cost to
 * the group's members; the next stage starts at the unassigned core of least total cost to the
 * previous group. Ties go to the lower core id, so the result is deterministic.
 */
public final class CoreGrouping {
  private CoreGrouping() {
  }

  /**
   * {@return the stage of each physical core of {@code target}}
   *
   * @param target the cores and their link latencies
   * @param layout the number of cores of each stage; its total must be the core count
   */
  public static int[] group(SchedulingTarget target, PipelineLayout layout) {
    int count = target.processorCount();
    if (layout.coreCount() != count) {
      throw new IllegalArgumentException("the layout has " + layout.coreCount()
          + " cores, the target " + count);
    }
    int[] stages = new int[count];
    Arrays.fill(stages, -1);
    long[] costToGroup = new long[count];
    for (int core = 0; core < count; core++) {
      for (int other = 0; other < count; other++) {
        costToGroup[core] += cost(target, core, other);
      }
    }
    for (int stage = 0; stage < layout.stageCount(); stage++) {
      long[] costToStage = new long[count];
      for (int member = 0; member < layout.size(stage); member++) {
        int core = cheapest(member == 0 ? costToGroup : costToStage, stages);
        stages[core] = stage;
        for (int other = 0; other < count; other++) {
          costToStage[other] += cost(target, core, other);
        }
      }
      costToGroup = costToStage;
    }
    return stages;
  }

  private static int cheapest(long[] costs, int[] stages) {
    int best = -1;
    for (int core = 0; core < costs.length; core++) {
      if (stages[core] < 0 && (best < 0 || costs[core] < costs[best])) {
        best = core;
      }
    }
    return best;
  }

  private static long cost(SchedulingTarget target, int a, int b) {
    return target.latency(a, b) + target.latency(b, a);
  }
}
