package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.function.ToLongFunction;

/**
 * The channel transfers of a schedule and their order (spec §4.3, §4.5): one transfer per piece
 * and per other core that needs it. Every transfer has a key (finish time, core and slot of its
 * producing node, then the piece and the target core); each core sends and receives in key
 * order, so the send order equals the receive order for every pair of cores and the blocking
 * channels cannot deadlock. Channel ids follow the key order. In a pipeline, transfers between
 * stages go through the host buffer instead (§4.3, §4.4), one slot each, in key order.
 *
 * <p>A node sends right after it runs. In a pipeline a core receives a transfer before its first
 * node that ends after the key, as the spec does; in latency mode, before its first node that
 * starts after it. The spec's place made the receiving core wait, before a node that does not
 * need the data, for a sender still running; a channel is a rendezvous, so that wait delayed the
 * node and everything after it on the core (on Arch-A it cost ResNet-18 a third of its latency).
 * Receiving when the data is due instead lets such a node run first.
 */
public final class TransferPlan {
  /**
   * One channel transfer.
   *
   * @param piece what is sent
   * @param source the producing core
   * @param target the receiving core
   * @param channel the channel id
   * @param host whether it goes through the pipeline host buffer (between pipeline stages)
   * @param hostOffset the byte offset of its slot in the host buffer, 0 for a channel
   */
  public record Transfer(Piece piece, int source, int target, int channel, boolean host,
      long hostOffset) {
  }

  private final Schedule schedule;
  /**
   * Whether a core receives a transfer before its first node that starts after the key (latency
   * mode) rather than its first node that ends after it (pipelined).
   */
  private final boolean receiveWhenDue;
  private final List<Transfer> transfers;
  private final long hostBytes;
  /** The transfers each node sends, in key order; null for a node that sends none. */
  private final List<List<Transfer>> byProducer;
  /** The transfers each core receives, in key order; null for a core that receives none. */
  private final List<List<Transfer>> byTarget;

  private TransferPlan(Schedule schedule, List<Transfer> transfers, long hostBytes,
      boolean receiveWhenDue) {
    this.schedule = schedule;
    this.receiveWhenDue = receiveWhenDue;
    this.transfers = transfers;
    this.hostBytes = hostBytes;
    this.byProducer = new ArrayList<>(Collections.nCopies(schedule.cores().length, null));
    this.byTarget = new ArrayList<>(Collections.nCopies(schedule.processorCount(), null));
    for (Transfer t : transfers) {
      add(byProducer, t.piece().node(), t);
      add(byTarget, t.target(), t);
    }
  }

  private static void add(List<List<Transfer>> lists, int index, Transfer t) {
    if (lists.get(index) == null) {
      lists.set(index, new ArrayList<>());
    }
    lists.get(index).add(t);
  }

  /** {@return the list at {@code index} of {@code lists}, empty when there is none} */
  private static List<Transfer> listAt(List<List<Transfer>> lists, int index) {
    List<Transfer> list = lists.get(index);
    return list == null ? List.of() : list;
  }

  /**
   * {@return the plan for {@code demand}: the cores, other than its producer's, that need a
   * piece; with {@code coreStages} (null when not pipelined), a transfer between cores of two
   * stages is host-routed, to its own slot of the host buffer of {@code bytes(piece)} bytes}
   */
  public static TransferPlan of(Schedule schedule, Map<Piece, SortedSet<Integer>> demand,
      int[] coreStages, ToLongFunction<Piece> bytes) {
    List<Transfer> unordered = new ArrayList<>();
    for (Map.Entry<Piece, SortedSet<Integer>> entry : demand.entrySet()) {
      int source = schedule.cores()[entry.getKey().node()];
      for (int target : entry.getValue()) {
        if (target != source) {
          unordered.add(new Transfer(entry.getKey(), source, target, -1, false, 0));
        }
      }
    }
    unordered.sort(order(schedule));
    List<Transfer> transfers = new ArrayList<>();
    long offset = 0;
    for (Transfer t : unordered) {
      boolean host = coreStages != null && coreStages[t.source()] != coreStages[t.target()];
      transfers.add(new Transfer(t.piece(), t.source(), t.target(), transfers.size(), host,
          host ? offset : 0));
      if (host) {
        offset = Math.addExact(offset, bytes.applyAsLong(t.piece()));
      }
    }
    return new TransferPlan(schedule, List.copyOf(transfers), offset, coreStages == null);
  }

  /** {@return the latest finish of the nodes of each core in the schedule, 0 for an idle core} */
  public long[] coreFinishes() {
    long[] finishes = new long[schedule.processorCount()];
    for (int node = 0; node < schedule.cores().length; node++) {
      int core = schedule.cores()[node];
      finishes[core] = Math.max(finishes[core], schedule.finishes()[node]);
    }
    return finishes;
  }

  /** {@return the bytes of the host buffer: the sum of the host-routed slots} */
  public long hostBytes() {
    return hostBytes;
  }

  /**
   * {@return the key order: the producing node's finish time, core and slot, then the piece's
   * ordinal and the target core}
   */
  private static Comparator<Transfer> order(Schedule schedule) {
    long[] finishes = schedule.finishes();
    int[] slots = schedule.slots();
    return (a, b) -> {
      int x = a.piece().node();
      int y = b.piece().node();
      int c = Long.compare(finishes[x], finishes[y]);
      if (c == 0) {
        c = Integer.compare(a.source(), b.source());
      }
      if (c == 0) {
        c = Integer.compare(slots[x], slots[y]);
      }
      if (c == 0) {
        c = Integer.compare(a.piece().ordinal(), b.piece().ordinal());
      }
      return c != 0 ? c : Integer.compare(a.target(), b.target());
    };
  }

  /** {@return every transfer, in key order (= channel id order)} */
  public List<Transfer> transfers() {
    return transfers;
  }

  /**
   * {@return the transfers core {@code core} runs around {@code nodes}, its nodes in slot order:
   * entry {@code i} those it runs just before node {@code i}, the last entry those after the last
   * node ({@link #between})}
   */
  public List<List<Transfer>> gaps(int core, List<Integer> nodes) {
    List<List<Transfer>> gaps = new ArrayList<>(nodes.size() + 1);
    int previous = -1;
    for (int node : nodes) {
      gaps.add(between(core, previous, node));
      previous = node;
    }
    gaps.add(between(core, previous, -1));
    return gaps;
  }

  /**
   * {@return the transfers core {@code core} runs between its nodes {@code previous} and
   * {@code node} (-1 before the first and after the last), in key order: those
   * {@code previous} sends and those the core receives before {@code node}}
   */
  public List<Transfer> between(int core, int previous, int node) {
    List<Transfer> sent = previous < 0 ? List.of() : listAt(byProducer, previous);
    List<Transfer> received = receivedBefore(core, previous, node);
    if (sent.isEmpty() || received.isEmpty()) {
      return sent.isEmpty() ? received : sent;
    }
    List<Transfer> merged = new ArrayList<>(sent.size() + received.size());
    int s = 0;
    int r = 0;
    while (s < sent.size() || r < received.size()) {
      boolean takeSent = r == received.size()
          || s < sent.size() && sent.get(s).channel() < received.get(r).channel();
      merged.add(takeSent ? sent.get(s++) : received.get(r++));
    }
    return merged;
  }

  /**
   * {@return the transfers core {@code core} receives before running {@code node}: those whose
   * key precedes the node's own (its start time in latency mode, else its finish time, then its
   * core and slot) and were not received before {@code previous} (-1 for the first node); with
   * {@code node} -1, all the rest}
   */
  private List<Transfer> receivedBefore(int core, int previous, int node) {
    List<Transfer> incoming = listAt(byTarget, core);
    int from = previous < 0 ? 0 : firstAfter(incoming, previous, core);
    int to = node < 0 ? incoming.size() : firstAfter(incoming, node, core);
    return from < to ? incoming.subList(from, to) : List.of();
  }

  /**
   * {@return the index of the first transfer of {@code incoming} (in key order) that
   * {@code node} on {@code core} precedes}: {@link #precedes} is false then true along the key
   * order, so a binary search finds it
   */
  private int firstAfter(List<Transfer> incoming, int node, int core) {
    int low = 0;
    int high = incoming.size();
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (precedes(node, core, incoming.get(middle))) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return low;
  }

  /** {@return whether {@code node} on {@code core} comes before transfer {@code t} in key order} */
  private boolean precedes(int node, int core, Transfer t) {
    int producer = t.piece().node();
    long a = receiveWhenDue ? schedule.starts()[node] : schedule.finishes()[node];
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
