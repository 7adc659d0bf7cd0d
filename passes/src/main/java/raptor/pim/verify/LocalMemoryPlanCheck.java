package raptor.pim.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeMap;
import raptor.dialect.pim.PimAttributes;
import raptor.ir.Operation;
import raptor.ir.attr.NamedAttribute;
import raptor.pim.planning.LifetimeAnalysis;
import raptor.pim.planning.LiveInterval;
import raptor.pim.planning.PlanningFailure;

/**
 * Checks the local memory plan recorded on one core against lifetimes recomputed from its
 * body: no removed plan attribute, every allocation placed 4-aligned inside the arena, and no
 * two simultaneously live allocations overlapping.
 */
final class LocalMemoryPlanCheck {
  /** The prefix of the attributes of the removed slot-based planning. */
  private static final String REMOVED_PREFIX = "pim.local_memory_slot";

  private LocalMemoryPlanCheck() {
  }

  static void check(Operation core, CoreErrors errors) {
    core.walk(op -> {
      for (NamedAttribute attr : op.attributes().entries()) {
        if (attr.name().startsWith(REMOVED_PREFIX)) {
          errors.error(op, "contains removed Pim local-memory planning attribute '"
              + attr.name() + "'");
        }
      }
    });
    List<LiveInterval> intervals;
    try {
      intervals = LifetimeAnalysis.analyze(core);
    } catch (PlanningFailure e) {
      errors.error(e.op(), "cannot analyze Pim local-memory lifetimes for plan verification");
      return;
    }
    if (intervals.isEmpty()) {
      return;
    }
    Long arena = PimAttributes.i64(core, PimAttributes.LOCAL_MEMORY_SIZE);
    if (arena == null) {
      errors.error(core, "has no '" + PimAttributes.LOCAL_MEMORY_SIZE + "'; run "
          + "pim-local-memory-planning before verify-pim");
      return;
    }
    LiveAllocations live = new LiveAllocations();
    for (LiveInterval interval : intervals) {
      if (checkRange(interval, arena, errors)) {
        live.expireBefore(interval.start());
        Placed placed = new Placed(interval, address(interval));
        Placed conflict = live.overlapping(placed);
        if (conflict != null) {
          reportOverlap(placed, conflict, errors);
          return;
        }
        live.add(placed);
      }
    }
  }

  /** An allocation whose planned address is in range. */
  private record Placed(LiveInterval interval, long address) {
    /** {@return the first byte address after it} */
    long end() {
      return address + interval.size();
    }
  }

  /**
   * The allocations live at the current program position, by address. The intervals arrive in
   * program order of their starts, so one that ended before the current start overlaps no later
   * one and leaves. The check stops at the first overlap, so the live ranges are pairwise
   * disjoint, and only the live ranges just below the end of a new range can overlap it.
   */
  private static final class LiveAllocations {
    private final TreeMap<Long, List<Placed>> byAddress = new TreeMap<>();
    private final PriorityQueue<Placed> byEnd = new PriorityQueue<>(
        Comparator.comparingInt(placed -> placed.interval().end()));

    void expireBefore(int start) {
      while (!byEnd.isEmpty() && byEnd.peek().interval().end() < start) {
        Placed ended = byEnd.poll();
        List<Placed> atAddress = byAddress.get(ended.address());
        atAddress.remove(ended);
        if (atAddress.isEmpty()) {
          byAddress.remove(ended.address());
        }
      }
    }

    void add(Placed placed) {
      byAddress.computeIfAbsent(placed.address(), address -> new ArrayList<>()).add(placed);
      byEnd.add(placed);
    }

    /**
     * {@return a live allocation whose range overlaps that of {@code placed}, or {@code null}}
     * Two ranges overlap when each starts before the other ends, so an empty range overlaps a
     * range it lies strictly inside.
     */
    Placed overlapping(Placed placed) {
      for (List<Placed> atAddress : byAddress.headMap(placed.end(), false).descendingMap()
          .values()) {
        boolean below = true;
        for (Placed other : atAddress) {
          if (placed.address() < other.end()) {
            return other;
          }
          below &= other.address() < placed.address();
        }
        if (below) {
          return null;
        }
      }
      return null;
    }
  }

  private static boolean checkRange(LiveInterval interval, long arena, CoreErrors errors) {
    Long address = address(interval);
    if (address == null) {
      errors.error(interval.alloc(), "local allocation has no planned '"
          + PimAttributes.LOCAL_MEMORY_ADDRESS + "'");
      return false;
    }
    if (address % PimAttributes.LOCAL_MEMORY_ALIGNMENT != 0 || address > arena
        || interval.size() > arena - address) {
      errors.error(interval.alloc(), "has invalid Pim local-memory range [" + address + ", "
          + (address + interval.size()) + ") in a " + arena + "-byte local memory with "
          + PimAttributes.LOCAL_MEMORY_ALIGNMENT + "-byte alignment");
      return false;
    }
    return true;
  }

  private static void reportOverlap(Placed placed, Placed other, CoreErrors errors) {
    LiveInterval interval = placed.interval();
    LiveInterval otherInterval = other.interval();
    errors.error(interval.alloc(), "Pim local-memory plan assigns simultaneously live "
        + "allocations to overlapping ranges; first range [" + other.address() + ", "
        + other.end() + "), second range [" + placed.address() + ", " + placed.end()
        + "), live positions overlap at [" + Math.max(interval.start(), otherInterval.start())
        + ", " + Math.min(interval.end(), otherInterval.end()) + "]");
  }

  private static Long address(LiveInterval interval) {
    return PimAttributes.i64(interval.alloc(), PimAttributes.LOCAL_MEMORY_ADDRESS);
  }
}
