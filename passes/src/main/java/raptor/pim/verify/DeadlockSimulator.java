package raptor.pim.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;

/**
 * Simulates the expanded communication streams of all cores round-robin (spec 5.5 check 6). A
 * SYNC always progresses and increments the target's event register; a WAIT progresses when
 * the register equals its value exactly, then resets it, and a register above the value is an
 * overshoot error; a SEND and a RECV progress together when both cores are at them, facing each
 * other with the same size. When no core can progress, the wait-for graph is searched for a
 * cycle: a SEND/RECV waits on its peer, a WAIT on every core that still has a matching SYNC
 * ahead and has not yet delivered its share of the current event value: the SYNCs it sends to
 * that register per iteration, counted since the register's last successful WAIT. A repeating
 * program is unrolled, so a source that has already signalled this iteration also has the same
 * SYNC ahead for the next one, and that SYNC cannot satisfy the current WAIT.
 */
final class DeadlockSimulator {
  private final Map<Long, List<CommEvent>> streams;
  private final Map<Long, Integer> positions = new HashMap<>();
  private final Map<Long, Map<Long, Long>> registers = new HashMap<>();
  private final Map<Long, Map<Long, CommEvent>> lastSyncs = new HashMap<>();
  /** Target core, then register, then source core: SYNCs since the register's last WAIT. */
  private final Map<Long, Map<Long, Map<Long, Integer>>> contributions = new HashMap<>();
  private final int iterations;
  private final DiagnosticEngine diagnostics;

  private DeadlockSimulator(Map<Long, List<CommEvent>> streams, int iterations,
      DiagnosticEngine diagnostics) {
    this.streams = streams;
    this.iterations = iterations;
    this.diagnostics = diagnostics;
    for (long core : streams.keySet()) {
      positions.put(core, 0);
      registers.put(core, new HashMap<>());
    }
  }

  /**
   * {@return whether every stream runs to its end; otherwise the reason is reported}; each
   * stream holds {@code iterations} copies of its core's program
   */
  static boolean run(Map<Long, List<CommEvent>> streams, int iterations,
      DiagnosticEngine diagnostics) {
    return new DeadlockSimulator(streams, iterations, diagnostics).simulate();
  }

  private boolean simulate() {
    while (true) {
      boolean progressed = false;
      for (long core : streams.keySet()) {
        while (true) {
          CommEvent event = current(core);
          if (event == null) {
            break;
          }
          if (event.kind() == CommEvent.Kind.WAIT && register(core, event) > event.amount()) {
            reportOvershoot(core, event);
            return false;
          }
          if (!step(core, event)) {
            break;
          }
          progressed = true;
        }
      }
      if (finished()) {
        return balanced();
      }
      if (!progressed) {
        reportStall();
        return false;
      }
    }
  }

  private CommEvent current(long core) {
    List<CommEvent> stream = streams.get(core);
    if (stream == null) {
      return null;
    }
    int position = positions.get(core);
    return position >= stream.size() ? null : stream.get(position);
  }

  private long register(long core, CommEvent wait) {
    return registers.get(core).getOrDefault(wait.register(), 0L);
  }

  /** Performs {@code event} of {@code core} if it can progress; {@return whether it did} */
  private boolean step(long core, CommEvent event) {
    switch (event.kind()) {
      case SYNC -> {
        Map<Long, Long> target = registers.computeIfAbsent(event.peer(), k -> new HashMap<>());
        target.merge(event.register(), 1L, Long::sum);
        lastSyncs.computeIfAbsent(event.peer(), k -> new HashMap<>())
            .put(event.register(), event);
        contributions.computeIfAbsent(event.peer(), k -> new HashMap<>())
            .computeIfAbsent(event.register(), k -> new HashMap<>()).merge(core, 1, Integer::sum);
      }
      case WAIT -> {
        if (register(core, event) != event.amount()) {
          return false;
        }
        registers.get(core).put(event.register(), 0L);
        contributions.getOrDefault(core, Map.of()).remove(event.register());
      }
      default -> {
        CommEvent peer = current(event.peer());
        CommEvent.Kind partner = event.kind() == CommEvent.Kind.SEND
            ? CommEvent.Kind.RECEIVE : CommEvent.Kind.SEND;
        if (peer == null || peer.kind() != partner || peer.peer() != core
            || peer.amount() != event.amount()) {
          return false;
        }
        advance(event.peer());
      }
    }
    advance(core);
    return true;
  }

  private void advance(long core) {
    positions.merge(core, 1, Integer::sum);
  }

  private boolean finished() {
    for (long core : streams.keySet()) {
      if (current(core) != null) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether every event register is back at 0 once every stream has ended; otherwise
   * the first leftover is reported at the last SYNC that raised it (spec §7 question 14: the
   * protocol is balanced per iteration)}
   */
  private boolean balanced() {
    for (Map.Entry<Long, Map<Long, Long>> core : new TreeMap<>(registers).entrySet()) {
      for (Map.Entry<Long, Long> register : new TreeMap<>(core.getValue()).entrySet()) {
        if (register.getValue() != 0) {
          CommEvent sync = lastSyncs.get(core.getKey()).get(register.getKey());
          diagnostics.opError(sync.op(), "Pim synchronization deadlock check found "
              + register.getValue() + " unconsumed SYNC event(s) on core " + core.getKey()
              + " event " + register.getKey() + " when every core had finished; every SYNC "
              + "must be consumed by an exact-count WAIT");
          return false;
        }
      }
    }
    return true;
  }

  private void reportOvershoot(long core, CommEvent wait) {
    diagnostics.opError(wait.op(), "Pim synchronization deadlock check found exact-count WAIT "
        + "overshoot on core " + core + " event " + wait.register() + ": expected "
        + wait.amount() + ", observed " + register(core, wait))
        .attachNote(wait.op().location(), "WAIT requires exact equality and this event cannot "
            + "decrease without a successful WAIT");
  }

  // ---- Stalls ----

  private void reportStall() {
    Map<Long, List<Long>> waitsFor = new LinkedHashMap<>();
    for (long core : streams.keySet()) {
      CommEvent event = current(core);
      if (event != null) {
        waitsFor.put(core, blockers(core, event));
      }
    }
    List<Long> cycle = WaitCycles.find(waitsFor);
    long first = cycle.isEmpty() ? waitsFor.keySet().iterator().next() : cycle.get(0);
    CommEvent blocked = current(first);
    if (cycle.isEmpty()) {
      diagnostics.opError(blocked.op(), "Pim communication deadlock check stalled without "
          + "finding a closed wait cycle; this usually means a SEND/RECV peer or exact-count "
          + "SYNC signal is missing or ordered after a finished core");
      return;
    }
    Diagnostic error = diagnostics.opError(blocked.op(), "Pim communication deadlock check "
        + "found a blocking SEND/RECV/WAIT cycle while statically simulating the expanded "
        + "per-core communication streams; see the static deadlock report above");
    error.attachNote(blocked.op().location(),
        "=== Pim static communication/synchronization deadlock report ===");
    for (int i = 0; i < cycle.size(); i++) {
      long core = cycle.get(i);
      CommEvent event = current(core);
      error.attachNote(event.op().location(), "core " + core + " is blocked at "
          + event.describe() + " (step " + positions.get(core) + " of "
          + streams.get(core).size() + ") and waits for core " + cycle.get((i + 1) % cycle.size()));
    }
  }

  /** {@return the cores {@code core}, blocked at {@code event}, waits for} */
  private List<Long> blockers(long core, CommEvent event) {
    List<Long> blockers = new ArrayList<>();
    if (event.kind() != CommEvent.Kind.WAIT) {
      blockers.add(event.peer());
      return blockers;
    }
    Map<Long, Integer> delivered = contributions.getOrDefault(core, Map.of())
        .getOrDefault(event.register(), Map.of());
    for (long other : streams.keySet()) {
      List<CommEvent> stream = streams.get(other);
      long share = stream.stream().filter(e -> signals(e, core, event)).count() / iterations;
      if (delivered.getOrDefault(other, 0) >= share) {
        continue;
      }
      for (int i = positions.get(other); i < stream.size(); i++) {
        if (signals(stream.get(i), core, event)) {
          blockers.add(other);
          break;
        }
      }
    }
    return blockers;
  }

  /** {@return whether {@code e} is a SYNC of the register {@code wait} of {@code core} waits on} */
  private static boolean signals(CommEvent e, long core, CommEvent wait) {
    return e.kind() == CommEvent.Kind.SYNC && e.peer() == core
        && e.register() == wait.register();
  }
}
