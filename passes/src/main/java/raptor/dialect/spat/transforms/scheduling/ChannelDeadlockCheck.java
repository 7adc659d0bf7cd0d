package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code verifyPlannedCommunicationDeadlockFree} (spec §4.5): simulates the blocking channel
 * transfers of a {@link TransferPlan} in the order each core runs them
 * ({@link TransferPlan#gaps}) as rendezvous, and reports the cores left blocked.
 * Host-routed transfers do not block on a peer and are skipped.
 */
public final class ChannelDeadlockCheck {
  /**
   * One channel event of a core.
   *
   * @param transfer the transfer
   * @param send whether the core sends it (else receives it)
   */
  public record Event(TransferPlan.Transfer transfer, boolean send) {
  }

  private ChannelDeadlockCheck() {
  }

  /**
   * Checks the channel order of {@code plan} for {@code schedule}.
   *
   * @throws SchedulingException naming a blocked core when the channels would deadlock
   */
  public static void verify(TransferPlan plan, Schedule schedule) throws SchedulingException {
    List<List<Integer>> byCore = schedule.nodesByCore();
    List<List<Event>> programs = new ArrayList<>();
    for (int core = 0; core < byCore.size(); core++) {
      programs.add(program(plan, core, byCore.get(core)));
    }
    verify(programs);
  }

  /**
   * Simulates the channel events of each core, by core index, as rendezvous: each core runs
   * until it blocks, in rounds until none moves. Where the cores stop does not depend on that
   * order, since a rendezvous only ever pairs the current events of its two cores.
   *
   * @throws SchedulingException naming the first core left blocked
   */
  public static void verify(List<List<Event>> programs) throws SchedulingException {
    int[] pc = new int[programs.size()];
    boolean progress = true;
    while (progress) {
      progress = false;
      for (int core = 0; core < programs.size(); core++) {
        List<Event> program = programs.get(core);
        while (pc[core] < program.size()) {
          Event event = program.get(pc[core]);
          int peer = event.send() ? event.transfer().target() : event.transfer().source();
          if (pc[peer] >= programs.get(peer).size()
              || programs.get(peer).get(pc[peer]).transfer() != event.transfer()) {
            break;
          }
          pc[core]++;
          pc[peer]++;
          progress = true;
        }
      }
    }
    for (int core = 0; core < programs.size(); core++) {
      if (pc[core] < programs.get(core).size()) {
        Event event = programs.get(core).get(pc[core]);
        throw new SchedulingException("planned channel communication deadlocks: core " + core
            + " blocks on " + (event.send() ? "sending" : "receiving") + " channel "
            + event.transfer().channel(), -1);
      }
    }
  }

  /** {@return the channel events of {@code core}, which runs {@code nodes}, in program order} */
  private static List<Event> program(TransferPlan plan, int core, List<Integer> nodes) {
    List<Event> events = new ArrayList<>();
    for (List<TransferPlan.Transfer> gap : plan.gaps(core, nodes)) {
      for (TransferPlan.Transfer t : gap) {
        if (!t.host()) {
          events.add(new Event(t, t.source() == core));
        }
      }
    }
    return events;
  }
}
