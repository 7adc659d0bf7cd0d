package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;

/**
 * The channel transfers of a schedule and their order (spec §4.3, §4.5): one transfer per piece
 * and per other core that needs it. Every transfer has a key (finish time, core and slot of its
 * producing node, then the piece and the target core); each core sends and receives in key
 * order, so the send order equals the receive order for every pair of cores and the blocking
 * channels cannot deadlock. Channel ids follow the key order.
 */
public final class TransferPlan {
  /**
   * One channel transfer.
   *
   * @param piece what is sent
   * @param source the producing core
   * @param target the receiving core
   * @param channel the channel id
   */
  public record Transfer(Piece piece, int source, int target, int channel) {
  }

  private final Schedule schedule;
  private final List<Transfer> transfers;

  private TransferPlan(Schedule schedule, List<Transfer> transfers) {
    this.schedule = schedule;
    this.transfers = transfers;
  }

  /** {@return the plan for {@code demand}: the cores, other than its producer's, that need a piece} */
  public static TransferPlan of(Schedule schedule, Map<Piece, SortedSet<Integer>> demand) {
    List<Transfer> unordered = new ArrayList<>();
    for (Map.Entry<Piece, SortedSet<Integer>> entry : demand.entrySet()) {
      int source = schedule.cores()[entry.getKey().node()];
      for (int target : entry.getValue()) {
        if (target != source) {
          unordered.add(new Transfer(entry.getKey(), source, target, -1));
        }
      }
    }
    unordered.sort(order(schedule));
    List<Transfer> transfers = new ArrayList<>();
    for (Transfer t : unordered) {
      transfers.add(new Transfer(t.piece(), t.source(), t.target(), transfers.size()));
    }
    return new TransferPlan(schedule, List.copyOf(transfers));
  }

  private static Comparator<Transfer> order(Schedule schedule) {
    return Comparator.<Transfer>comparingLong(t -> schedule.finishes()[t.piece().node()])
        .thenComparingInt(Transfer::source)
        .thenComparingInt(t -> schedule.slots()[t.piece().node()])
        .thenComparingInt(t -> t.piece().ordinal())
        .thenComparingInt(Transfer::target);
  }

  /** {@return every transfer, in key order (= channel id order)} */
  public List<Transfer> transfers() {
    return transfers;
  }

  /** {@return the transfers {@code node} sends once it has run, in key order} */
  public List<Transfer> sentAfter(int node) {
    return transfers.stream().filter(t -> t.piece().node() == node).toList();
  }

  /**
   * {@return the transfers core {@code core} receives before running {@code node}: those whose
   * key precedes the node's own (its finish time, core and slot) and were not received before
   * {@code previous} (-1 for the first node); with {@code node} -1, all the rest}
   */
  public List<Transfer> receivedBefore(int core, int previous, int node) {
    List<Transfer> received = new ArrayList<>();
    for (Transfer t : transfers) {
      if (t.target() == core && (previous < 0 || precedes(previous, core, t))
          && (node < 0 || !precedes(node, core, t))) {
        received.add(t);
      }
    }
    return received;
  }

  /** {@return whether {@code node} on {@code core} comes before transfer {@code t} in key order} */
  private boolean precedes(int node, int core, Transfer t) {
    int producer = t.piece().node();
    long a = schedule.finishes()[node];
    long b = schedule.finishes()[producer];
    if (a != b) {
      return a < b;
    }
    if (core != t.source()) {
      return core < t.source();
    }
    return schedule.slots()[node] < schedule.slots()[producer];
  }
}
