package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The makespan of a latency schedule as its cores will run it once materialized: each core runs
 * its nodes in slot order with the transfers of {@link TransferPlan#between} between them, and
 * every channel transfer is a rendezvous: it starts when both cores have reached it, keeps the
 * receiver busy for the link latency plus the bytes over the copy width (writing them to local
 * memory) and the sender half as long. {@link Schedule#makespan()} takes a transfer as data that
 * arrives on its own; here a core waits for its peer, and the wait holds back every later node of
 * the core, which is where schedules lose their time on the timing model. The durations are
 * calibrated on the timing model's {@code arch-a} profile (a 5632-byte transfer: 1.28 us to
 * receive, 0.45 us to send); host loads and link contention are left out.
 */
public final class ChannelTiming {
  /** Marks a transfer that neither side has reached. */
  private static final long NOT_REACHED = -1;

  private final ComputeGraph graph;
  private final List<TransferPlan.Transfer> transfers;
  /** Per transfer, how long it keeps its receiver busy. */
  private final long[] durations;
  /** Per core, its steps: a node as {@code node}, a transfer as {@code -1 - index}. */
  private final int[][] steps;
  private final int[] next;
  private final long[] clocks;
  /** Per transfer, when the first of its two cores reached it. */
  private final long[] reached;

  private ChannelTiming(ComputeGraph graph, SchedulingTarget target, Schedule schedule,
      TransferPlan plan, ToLongFunction<Piece> bytes) {
    this.graph = graph;
    this.transfers = plan.transfers();
    this.durations = new long[transfers.size()];
    for (int i = 0; i < durations.length; i++) {
      TransferPlan.Transfer t = transfers.get(i);
      durations[i] = Math.addExact(target.latency(t.source(), t.target()),
          (bytes.applyAsLong(t.piece()) + target.copyWidth() - 1) / target.copyWidth());
    }
    List<List<Integer>> byCore = schedule.nodesByCore();
    this.steps = new int[byCore.size()][];
    for (int core = 0; core < steps.length; core++) {
      steps[core] = steps(plan, core, byCore.get(core));
    }
    this.next = new int[steps.length];
    this.clocks = new long[steps.length];
    this.reached = new long[transfers.size()];
    Arrays.fill(reached, NOT_REACHED);
  }

  /**
   * {@return when the last core of {@code schedule} ends, its transfers being those of
   * {@code plan}, each taking the time of {@code bytes(piece)} over its link}
   *
   * @throws SchedulingException when the cores block each other for good (the plan's channel
   *     order rules that out)
   */
  public static long makespan(ComputeGraph graph, SchedulingTarget target, Schedule schedule,
      TransferPlan plan, ToLongFunction<Piece> bytes) throws SchedulingException {
    return new ChannelTiming(graph, target, schedule, plan, bytes).run();
  }

  /** {@return the steps of {@code core}, which runs {@code nodes}, in the materializer's order} */
  private static int[] steps(TransferPlan plan, int core, List<Integer> nodes) {
    List<List<TransferPlan.Transfer>> gaps = plan.gaps(core, nodes);
    int size = nodes.size();
    for (List<TransferPlan.Transfer> gap : gaps) {
      size += gap.size();
    }
    int[] sequence = new int[size];
    int length = 0;
    for (int i = 0; i < gaps.size(); i++) {
      for (TransferPlan.Transfer t : gaps.get(i)) {
        sequence[length++] = -1 - t.channel();
      }
      if (i < nodes.size()) {
        sequence[length++] = nodes.get(i);
      }
    }
    return sequence;
  }

  private long run() throws SchedulingException {
    ArrayDeque<Integer> runnable = new ArrayDeque<>();
    for (int core = 0; core < steps.length; core++) {
      runnable.add(core);
    }
    while (!runnable.isEmpty()) {
      advance(runnable.poll(), runnable);
    }
    long makespan = 0;
    for (int core = 0; core < steps.length; core++) {
      if (next[core] < steps[core].length) {
        throw new SchedulingException("the planned channels block core " + core + " for good",
            -1);
      }
      makespan = Math.max(makespan, clocks[core]);
    }
    return makespan;
  }

  /**
   * Runs {@code core} until it ends or reaches a transfer whose other core has not reached it;
   * a transfer both have reached ends for both, and the other core becomes runnable again.
   */
  private void advance(int core, ArrayDeque<Integer> runnable) {
    int[] sequence = steps[core];
    while (next[core] < sequence.length) {
      int step = sequence[next[core]];
      if (step >= 0) {
        clocks[core] = Math.addExact(clocks[core], graph.node(step).cost());
        next[core]++;
        continue;
      }
      int transfer = -1 - step;
      if (reached[transfer] == NOT_REACHED) {
        reached[transfer] = clocks[core];
        return;
      }
      TransferPlan.Transfer t = transfers.get(transfer);
      int other = t.source() == core ? t.target() : t.source();
      long meet = Math.max(reached[transfer], clocks[core]);
      clocks[t.target()] = Math.addExact(meet, durations[transfer]);
      clocks[t.source()] = Math.addExact(meet, durations[transfer] / 2);
      next[core]++;
      next[other]++;
      runnable.add(other);
    }
  }
}
