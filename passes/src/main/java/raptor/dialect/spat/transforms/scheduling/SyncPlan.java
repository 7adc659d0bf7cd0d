package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;

/**
 * The READY/FREE and restart synchronization of a pipelined schedule (spec §4.8 to §4.11).
 *
 * <p>Roles: the used cores of stage 0 (the lowest is the leader) and the downstream cores, in
 * the {@link ReleaseTree} (a binary heap per stage by scheduled finish, each stage's root below
 * the previous stage's). Each core reserves registers from the top: with more than one stage-zero core, each
 * reserves {@code R-1} for the stage-zero barrier and, on the leader with a downstream, the
 * root's restart permission below it; a downstream core the restart signal ({@code R-1}) and,
 * with children, their permissions ({@code R-2}).
 *
 * <p>The stage-zero barrier is central: every other stage-zero core signals the leader's
 * {@code R-1} and waits for its release on its own {@code R-1}; the leader waits for all of
 * them, then releases each. The dissemination barrier of spec §4.11 (one register per round) is
 * not used: its registers are reused by the next iteration, and a core that has passed the
 * barrier may restart, run its body and signal the next iteration's first round before a slower
 * core has consumed this iteration's, which overshoots the exact-count WAIT (found by a
 * randomized schedule with four stage-zero cores). With the central barrier, a core arrives at
 * the next barrier only after its release, which the leader sends only after every arrival.
 *
 * <p>READY: a reader's host transfers, in receive order, share {@code ready} registers from 0 in
 * consecutive groups; the writer signals the group's register after each store, and the reader
 * waits for the group size before its first load of the group. FREE: a writer's relations
 * (writer, reader) are grouped by the boundary of their first store, on registers after the
 * writer's READY ones; each reader signals once per relation at body entry, and the writer waits
 * for the group's readers just before its first store to one of them.
 */
public final class SyncPlan {
  private final int registers;
  private final Map<TransferPlan.Transfer, Integer> readyRegister = new HashMap<>();
  private final Map<TransferPlan.Transfer, Integer> readyWait = new HashMap<>();
  private final Map<TransferPlan.Transfer, SyncEvent> freeWaits = new HashMap<>();
  private final Map<Integer, List<SyncEvent>> entries = new TreeMap<>();
  private final Map<Integer, List<SyncEvent>> exits = new TreeMap<>();

  private SyncPlan(int registers) {
    this.registers = registers;
  }

  /**
   * {@return the plan for the host transfers of {@code plan} between the used cores of
   * {@code coreStages}}
   *
   * @throws SchedulingException when the registers of a core do not suffice
   */
  public static SyncPlan of(TransferPlan plan, SortedSet<Integer> usedCores, int[] coreStages,
      int registers) throws SchedulingException {
    SyncPlan sync = new SyncPlan(registers);
    sync.build(plan, usedCores, coreStages);
    return sync;
  }

  private void build(TransferPlan plan, SortedSet<Integer> usedCores, int[] coreStages)
      throws SchedulingException {
    List<Integer> stageZero = new ArrayList<>();
    List<Integer> downstream = new ArrayList<>();
    for (int core : usedCores) {
      (coreStages[core] == 0 ? stageZero : downstream).add(core);
      entries.put(core, new ArrayList<>());
      exits.put(core, new ArrayList<>());
    }
    ReleaseTree tree = new ReleaseTree(downstream, coreStages, plan.coreFinishes());
    int barrier = stageZero.size() > 1 ? 1 : 0;
    Map<Integer, Integer> reserved = new HashMap<>();
    for (int i = 0; i < stageZero.size(); i++) {
      int count = barrier + (i == 0 && !downstream.isEmpty() ? 1 : 0);
      reserve(reserved, stageZero.get(i), count, "stage-zero");
    }
    for (int core : downstream) {
      reserve(reserved, core, tree.children(core).isEmpty() ? 1 : 2, "downstream restart");
    }
    Map<Integer, Integer> readyCounts = planReady(plan, reserved);
    planFree(plan, reserved, readyCounts);
    planRestart(stageZero, tree, barrier);
  }

  private void reserve(Map<Integer, Integer> reserved, int core, int count, String role)
      throws SchedulingException {
    if (count > registers) {
      throw new SchedulingException("pipeline " + role + " synchronization requires more event "
          + "registers than the target provides", -1);
    }
    reserved.put(core, count);
  }

  /** Plans READY; {@return the READY register count of each reader} */
  private Map<Integer, Integer> planReady(TransferPlan plan, Map<Integer, Integer> reserved)
      throws SchedulingException {
    Map<Integer, List<TransferPlan.Transfer>> incoming = new TreeMap<>();
    Set<Integer> writers = new LinkedHashSet<>();
    for (TransferPlan.Transfer t : plan.transfers()) {
      if (t.host()) {
        incoming.computeIfAbsent(t.target(), c -> new ArrayList<>()).add(t);
        writers.add(t.source());
      }
    }
    Map<Integer, Integer> readyCounts = new HashMap<>();
    for (Map.Entry<Integer, List<TransferPlan.Transfer>> entry : incoming.entrySet()) {
      int reader = entry.getKey();
      List<TransferPlan.Transfer> transfers = entry.getValue();
      int needsFree = writers.contains(reader) ? 1 : 0;
      int available = registers - reserved.getOrDefault(reader, 0);
      if (available - needsFree <= 0) {
        throw new SchedulingException("pipeline synchronization leaves no event register for "
            + "host communication", -1);
      }
      int n = transfers.size();
      int ready = Math.min(n, available - needsFree);
      readyCounts.put(reader, ready);
      int[] sizes = new int[ready];
      for (int o = 0; o < n; o++) {
        sizes[(int) ((long) o * ready / n)]++;
      }
      int previous = -1;
      for (int o = 0; o < n; o++) {
        int group = (int) ((long) o * ready / n);
        readyRegister.put(transfers.get(o), group);
        readyWait.put(transfers.get(o), group == previous ? 0 : sizes[group]);
        previous = group;
      }
    }
    return readyCounts;
  }

  /** Plans FREE: groups of (writer, reader) relations by their first overwrite boundary. */
  private void planFree(TransferPlan plan, Map<Integer, Integer> reserved,
      Map<Integer, Integer> readyCounts) throws SchedulingException {
    Map<Integer, LinkedHashMap<Integer, List<TransferPlan.Transfer>>> boundaries =
        new TreeMap<>();
    Map<Integer, Set<Integer>> seen = new HashMap<>();
    for (TransferPlan.Transfer t : plan.transfers()) {
      if (t.host() && seen.computeIfAbsent(t.source(), w -> new LinkedHashSet<>())
          .add(t.target())) {
        boundaries.computeIfAbsent(t.source(), w -> new LinkedHashMap<>())
            .computeIfAbsent(t.piece().node(), b -> new ArrayList<>()).add(t);
      }
    }
    for (Map.Entry<Integer, LinkedHashMap<Integer, List<TransferPlan.Transfer>>> entry
        : boundaries.entrySet()) {
      int writer = entry.getKey();
      List<List<TransferPlan.Transfer>> firsts = new ArrayList<>(entry.getValue().values());
      int ready = readyCounts.getOrDefault(writer, 0);
      int spare = registers - reserved.getOrDefault(writer, 0) - ready;
      if (spare <= 0) {
        throw new SchedulingException("pipeline synchronization leaves no event register for "
            + "host communication", -1);
      }
      int groups = Math.min(firsts.size(), spare);
      int[] readers = new int[groups];
      for (int b = 0; b < firsts.size(); b++) {
        readers[(int) ((long) b * groups / firsts.size())] += firsts.get(b).size();
      }
      int previous = -1;
      for (int b = 0; b < firsts.size(); b++) {
        int group = (int) ((long) b * groups / firsts.size());
        int register = ready + group;
        if (group != previous) {
          freeWaits.put(firsts.get(b).get(0), SyncEvent.waitFor(register, readers[group]));
          previous = group;
        }
        for (TransferPlan.Transfer t : firsts.get(b)) {
          entries.get(t.target()).add(SyncEvent.sync(writer, register));
        }
      }
    }
  }

  /** Plans the restart permissions at body entry and the barrier and release tree at the end. */
  private void planRestart(List<Integer> stageZero, ReleaseTree tree, int barrier) {
    int top = registers - 1;
    int leader = stageZero.isEmpty() ? -1 : stageZero.get(0);
    List<Integer> downstream = tree.cores();
    for (int core : downstream) {
      int parent = tree.parent(core);
      entries.get(core).add(parent < 0 ? SyncEvent.sync(leader, top - barrier)
          : SyncEvent.sync(parent, top - 1));
    }
    if (barrier > 0) {
      List<SyncEvent> gather = exits.get(leader);
      gather.add(SyncEvent.waitFor(top, stageZero.size() - 1));
      for (int core : stageZero.subList(1, stageZero.size())) {
        exits.get(core).add(SyncEvent.sync(leader, top));
        exits.get(core).add(SyncEvent.waitFor(top, 1));
        gather.add(SyncEvent.sync(core, top));
      }
    }
    if (leader >= 0 && !downstream.isEmpty()) {
      exits.get(leader).add(SyncEvent.waitFor(top - barrier, 1));
      exits.get(leader).add(SyncEvent.sync(downstream.get(0), top));
    }
    for (int core : downstream) {
      List<SyncEvent> exit = exits.get(core);
      exit.add(SyncEvent.waitFor(top, 1));
      List<Integer> children = tree.children(core);
      if (!children.isEmpty()) {
        exit.add(SyncEvent.waitFor(top - 1, children.size()));
        for (int child : children) {
          exit.add(SyncEvent.sync(child, top));
        }
      }
    }
  }

  /** {@return the READY register of host transfer {@code t}} */
  public int readyRegister(TransferPlan.Transfer t) {
    return readyRegister.get(t);
  }

  /** {@return what the reader of {@code t} waits for before loading it: its group size or 0} */
  public int readyWait(TransferPlan.Transfer t) {
    return readyWait.get(t);
  }

  /** {@return the FREE wait the writer of {@code t} runs just before storing it, or null} */
  public SyncEvent freeWaitBefore(TransferPlan.Transfer t) {
    return freeWaits.get(t);
  }

  /** {@return what {@code core} runs at body entry: FREE signals, then restart permission} */
  public List<SyncEvent> entry(int core) {
    return entries.getOrDefault(core, List.of());
  }

  /** {@return what {@code core} runs before the end of its body: barrier and release tree} */
  public List<SyncEvent> exit(int core) {
    return exits.getOrDefault(core, List.of());
  }
}
