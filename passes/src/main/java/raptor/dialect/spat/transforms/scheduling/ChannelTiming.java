package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The makespan of a latency schedule as its cores will run it once materialized: each core runs
 * its nodes in slot order with the transfers of {@link TransferPlan#gaps} between them, and every
 * channel transfer is the timing model's rendezvous (timing-model spec §3, §4.2). A transfer
 * starts when both cores have reached it; the handshake is a control flit each way; the sender
 * reads the bytes from local memory and is done, its network switch then carries the data, one
 * flit after another at the link's per-flit latency, and the receiver writes them to local
 * memory once they have arrived. The switch of a core serves one message at a time, so a core's
 * next send starts only once the data of its previous one has left: a core that sends the same
 * rows to many consumers pays every flight in turn. Local memory moves
 * {@code 2 · copyWidth} bytes per ns each way (a local copy, which reads and writes, moves
 * {@code copyWidth}). {@link Schedule#makespan()} takes a transfer as data that arrives on its
 * own; here a core waits for its peer, and the wait holds back every later node of the core,
 * which is where schedules lose their time on the timing model. Host loads and the global
 * memory are left out.
 */
public final class ChannelTiming {
  /** Marks a transfer that neither side has reached. */
  private static final long NOT_REACHED = -1;

  private final ComputeGraph graph;
  private final List<TransferPlan.Transfer> transfers;
  /** Per transfer, from its start until the sender is done: handshake and local read. */
  private final long[] sends;
  /** Per transfer, the flight of its data over the sender's switch. */
  private final long[] flights;
  /** Per transfer, the receiver's write of the arrived data to local memory. */
  private final long[] writes;
  /** Per core, its steps: a node as {@code node}, a transfer as {@code -1 - index}. */
  private final int[][] steps;
  private final int[] next;
  private final long[] clocks;
  /** Per core, when its switch has sent the data of its last send. */
  private final long[] switchFree;
  /** Per transfer, when the first of its two cores reached it. */
  private final long[] reached;

  private ChannelTiming(ComputeGraph graph, SchedulingTarget target, Schedule schedule,
      TransferPlan plan, ToLongFunction<Piece> bytes) {
    this.graph = graph;
    this.transfers = plan.transfers();
    this.sends = new long[transfers.size()];
    this.flights = new long[transfers.size()];
    this.writes = new long[transfers.size()];
    long memoryWidth = 2L * target.copyWidth();
    for (int i = 0; i < transfers.size(); i++) {
      TransferPlan.Transfer t = transfers.get(i);
      long size = bytes.applyAsLong(t.piece());
      long access = (size + memoryWidth - 1) / memoryWidth;
      sends[i] = target.latency(t.source(), t.target()) + target.latency(t.target(), t.source())
          + access;
      flights[i] = TransferCost.ofBytes(size, target).time(t.source(), t.target(), target);
      writes[i] = access;
    }
    List<List<Integer>> byCore = schedule.nodesByCore();
    this.steps = new int[byCore.size()][];
    for (int core = 0; core < steps.length; core++) {
      steps[core] = steps(plan, core, byCore.get(core));
    }
    this.next = new int[steps.length];
    this.clocks = new long[steps.length];
    this.switchFree = new long[steps.length];
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
      TransferPlan.Transfer t = transfers.get(transfer);
      long at = t.source() == core ? Math.max(clocks[core], switchFree[core]) : clocks[core];
      if (reached[transfer] == NOT_REACHED) {
        reached[transfer] = at;
        return;
      }
      int other = t.source() == core ? t.target() : t.source();
      long sent = Math.addExact(Math.max(reached[transfer], at), sends[transfer]);
      switchFree[t.source()] = Math.addExact(sent, flights[transfer]);
      clocks[t.source()] = sent;
      clocks[t.target()] = Math.addExact(switchFree[t.source()], writes[transfer]);
      next[core]++;
      next[other]++;
      runnable.add(other);
    }
  }
}
