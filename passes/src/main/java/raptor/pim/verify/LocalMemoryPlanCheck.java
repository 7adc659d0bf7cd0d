package raptor.pim.verify;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.pim.PimAttributes;
import raptor.ir.Operation;
import raptor.ir.attr.NamedAttribute;
import raptor.pim.CappedReporter;
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

  static void check(Operation core, CappedReporter reporter) {
    core.walk(op -> {
      for (NamedAttribute attr : op.attributes().entries()) {
        if (attr.name().startsWith(REMOVED_PREFIX)) {
          reporter.error(op, "contains removed Pim local-memory planning attribute '"
              + attr.name() + "'");
        }
      }
    });
    List<LiveInterval> intervals;
    try {
      intervals = LifetimeAnalysis.analyze(core);
    } catch (PlanningFailure e) {
      reporter.error(e.op(), "cannot analyze Pim local-memory lifetimes for plan verification");
      return;
    }
    if (intervals.isEmpty()) {
      return;
    }
    Long arena = PimAttributes.i64(core, PimAttributes.LOCAL_MEMORY_SIZE);
    if (arena == null) {
      reporter.error(core, "has no '" + PimAttributes.LOCAL_MEMORY_SIZE + "'; run "
          + "pim-local-memory-planning before verify-pim");
      return;
    }
    // The intervals come in program order of their starts, so a placed interval that ended
    // before the current one starts overlaps no later one either: only the live ones are kept.
    List<Placed> live = new ArrayList<>();
    for (LiveInterval interval : intervals) {
      if (checkRange(interval, arena, reporter)) {
        live.removeIf(other -> other.interval().end() < interval.start());
        Placed placed = new Placed(interval, address(interval));
        checkOverlaps(placed, live, reporter);
        live.add(placed);
      }
    }
  }

  /** An allocation whose planned address is in range. */
  private record Placed(LiveInterval interval, long address) {
  }

  private static boolean checkRange(LiveInterval interval, long arena, CappedReporter reporter) {
    Long address = address(interval);
    if (address == null) {
      reporter.error(interval.alloc(), "local allocation has no planned '"
          + PimAttributes.LOCAL_MEMORY_ADDRESS + "'");
      return false;
    }
    if (address % PimAttributes.LOCAL_MEMORY_ALIGNMENT != 0 || address > arena
        || interval.size() > arena - address) {
      reporter.error(interval.alloc(), "has invalid Pim local-memory range [" + address + ", "
          + (address + interval.size()) + ") in a " + arena + "-byte local memory with "
          + PimAttributes.LOCAL_MEMORY_ALIGNMENT + "-byte alignment");
      return false;
    }
    return true;
  }

  private static void checkOverlaps(Placed placed, List<Placed> live, CappedReporter reporter) {
    LiveInterval interval = placed.interval();
    long address = placed.address();
    for (Placed candidate : live) {
      LiveInterval other = candidate.interval();
      long otherAddress = candidate.address();
      if (!interval.overlaps(other) || address + interval.size() <= otherAddress
          || otherAddress + other.size() <= address) {
        continue;
      }
      reporter.error(interval.alloc(), "Pim local-memory plan assigns simultaneously live "
          + "allocations to overlapping ranges; first range [" + otherAddress + ", "
          + (otherAddress + other.size()) + "), second range [" + address + ", "
          + (address + interval.size()) + "), live positions overlap at ["
          + Math.max(interval.start(), other.start()) + ", "
          + Math.min(interval.end(), other.end()) + "]");
      return;
    }
  }

  private static Long address(LiveInterval interval) {
    return PimAttributes.i64(interval.alloc(), PimAttributes.LOCAL_MEMORY_ADDRESS);
  }
}
