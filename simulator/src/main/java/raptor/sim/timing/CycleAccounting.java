package raptor.sim.timing;

import java.util.ArrayList;
import java.util.List;

/**
 * Per-core cycle accounting beyond pimsim-nn (timing-model.md section 12.3): busy time of every
 * unit and array group, front-end stall time by cause, and messages, bytes and flits per NoC pair.
 * It never affects timing. Pass one in {@link TimingOptions#withAccounting} and read it after the
 * run.
 *
 * <p>Busy and stall intervals are also kept as a timeline of at most {@link #BUCKETS} buckets per
 * row: when an interval ends past the last bucket, neighbouring buckets merge and the bucket width
 * doubles, so memory stays fixed however long the run and each interval costs O(buckets it spans).
 */
public final class CycleAccounting {
  /** Timeline buckets per row. */
  public static final int BUCKETS = 256;

  /** Why the front end of a core did not advance at an edge. */
  public enum Stall {
    /** The ROB was full (a bubble needs a free slot too, quirk #12). */
    ROB_FULL("ROB full"),
    /** The dispatched instruction conflicts (RAW or WAR) with one in the ROB. */
    CONFLICT("memory conflict"),
    /** The matrix slot held an {@code mvmul} whose array group was busy. */
    MATRIX_BUSY("matrix slot held"),
    /** The vector unit was busy. */
    VECTOR_BUSY("vector unit busy"),
    /** The transfer unit was busy with a memory transfer. */
    TRANSFER_BUSY("transfer unit busy"),
    /** The transfer unit was blocked in {@code send}, {@code recv} or {@code wait}. */
    TRANSFER_BLOCKED("transfer blocked in send/recv/wait");

    private final String label;

    Stall(String label) {
      this.label = label;
    }

    /** {@return a short description for reports} */
    public String label() {
      return label;
    }
  }

  private final List<Core> cores = new ArrayList<>();
  private long[] messages = new long[0];
  private long[] bytes = new long[0];
  private long[] flits = new long[0];
  private int nodes;
  private NocTable table;

  /** {@return the accounting of core {@code id}} */
  public Core core(int id) {
    return cores.get(id);
  }

  /** {@return the number of cores accounted} */
  public int cores() {
    return cores.size();
  }

  Core addCore(int groups) {
    Core core = new Core(groups);
    cores.add(core);
    return core;
  }

  void attach(NocTable noc) {
    this.table = noc;
    this.nodes = noc.cores() + 1;
    this.messages = new long[nodes * nodes];
    this.bytes = new long[nodes * nodes];
    this.flits = new long[nodes * nodes];
  }

  void message(int srcSlot, int dstSlot, int messageBytes, int messageFlits) {
    if (srcSlot < 0 || dstSlot < 0) {
      return;
    }
    int pair = srcSlot * nodes + dstSlot;
    messages[pair]++;
    bytes[pair] += messageBytes;
    flits[pair] += messageFlits;
  }

  /** One NoC source/destination pair and what crossed it. */
  public record NocPair(int src, int dst, long messages, long bytes, long flits) {}

  /** {@return every NoC pair that carried a message, by source then destination slot} */
  public List<NocPair> nocPairs() {
    List<NocPair> out = new ArrayList<>();
    for (int pair = 0; pair < messages.length; pair++) {
      if (messages[pair] > 0) {
        out.add(new NocPair(table.nodeId(pair / nodes), table.nodeId(pair % nodes),
            messages[pair], bytes[pair], flits[pair]));
      }
    }
    return out;
  }

  /** Closes open stalls at {@code endPs} and brings every timeline to one bucket width. */
  void finish(long endPs) {
    long width = 1;
    for (Core core : cores) {
      core.closeStall(endPs);
      core.fit(endPs);
      width = Math.max(width, core.bucketPs);
    }
    for (Core core : cores) {
      while (core.bucketPs < width) {
        core.coarsen();
      }
    }
  }

  /**
   * The accounting of one core. Rows of the timeline: 0 the vector unit, 1 the transfer unit, 2 +
   * g array group g, then one row per {@link Stall} cause.
   */
  public static final class Core {
    /** Row of the vector unit. */
    public static final int VECTOR = 0;

    /** Row of the transfer unit. */
    public static final int TRANSFER = 1;

    /** Row of array group 0; group g is row {@code GROUP + g}. */
    public static final int GROUP = 2;

    private final int groups;
    private final long[] busyPs;
    private final long[] stallPs = new long[Stall.values().length];
    private final long[][] timeline;
    private long bucketPs = 1000;
    private Stall open;
    private long openSincePs;

    private Core(int groups) {
      this.groups = groups;
      this.busyPs = new long[GROUP + groups];
      this.timeline = new long[GROUP + groups + Stall.values().length][BUCKETS];
    }

    /** {@return the array groups of the core} */
    public int groups() {
      return groups;
    }

    /** {@return the busy time in ps of unit row {@code row} (see the row constants)} */
    public long busyPs(int row) {
      return busyPs[row];
    }

    /** {@return the front-end stall time in ps caused by {@code cause}} */
    public long stallPs(Stall cause) {
      return stallPs[cause.ordinal()];
    }

    /** {@return the timeline rows: units then stall causes, ps per bucket} */
    public long[][] timeline() {
      return timeline;
    }

    /** {@return the width in ps of one timeline bucket} */
    public long bucketPs() {
      return bucketPs;
    }

    /** {@return the timeline row of stall cause {@code cause}} */
    public int stallRow(Stall cause) {
      return GROUP + groups + cause.ordinal();
    }

    void busy(int row, long startPs, long endPs) {
      busyPs[row] += endPs - startPs;
      add(row, startPs, endPs);
    }

    /**
     * Notes the front end's decision at a settle: it will advance at {@code edgePs} (cause null) or
     * is held there by {@code cause}. A held edge counts one period, from the first held edge to
     * the edge that advances.
     */
    void frontEnd(Stall cause, long edgePs) {
      if (cause == open) {
        return;
      }
      closeStall(edgePs);
      open = cause;
      openSincePs = edgePs;
    }

    private void closeStall(long endPs) {
      if (open != null && endPs > openSincePs) {
        stallPs[open.ordinal()] += endPs - openSincePs;
        add(stallRow(open), openSincePs, endPs);
      }
      open = null;
    }

    private void add(int row, long startPs, long endPs) {
      fit(endPs);
      long[] buckets = timeline[row];
      for (long at = startPs; at < endPs; ) {
        int bucket = (int) (at / bucketPs);
        long bucketEnd = (bucket + 1) * bucketPs;
        long until = Math.min(endPs, bucketEnd);
        buckets[bucket] += until - at;
        at = until;
      }
    }

    private void fit(long endPs) {
      while (endPs > BUCKETS * bucketPs) {
        coarsen();
      }
    }

    private void coarsen() {
      for (long[] row : timeline) {
        for (int i = 0; i < BUCKETS / 2; i++) {
          row[i] = row[2 * i] + row[2 * i + 1];
        }
        java.util.Arrays.fill(row, BUCKETS / 2, BUCKETS, 0);
      }
      bucketPs *= 2;
    }
  }
}
