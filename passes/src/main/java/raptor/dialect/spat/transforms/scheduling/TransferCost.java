package raptor.dialect.spat.transforms.scheduling;

/**
 * The cost of the data one compute sends another (spec §1.1, §2.2): a fixed per-message
 * overhead and the network flits carried; on a link it takes
 * {@code fixed + flits · latency(source, target)}, and nothing on one core.
 *
 * @param fixed the per-message overhead, in ns
 * @param flits the flits carried
 */
public record TransferCost(long fixed, long flits) {
  /** {@return the cost of {@code bytes} on {@code target}'s network, with no fixed overhead} */
  public static TransferCost ofBytes(long bytes, SchedulingTarget target) {
    return new TransferCost(0, (bytes + target.transferWidth() - 1) / target.transferWidth());
  }

  /** {@return the aggregate of two edges between the same computes: flits add, fixed is the max} */
  public TransferCost plus(TransferCost other) {
    return new TransferCost(Math.max(fixed, other.fixed), Math.addExact(flits, other.flits));
  }

  /** {@return the time from core {@code source} to core {@code target}} */
  public long time(int source, int target, SchedulingTarget machine) {
    if (source == target) {
      return 0;
    }
    return Math.addExact(fixed, Math.multiplyExact(flits, machine.latency(source, target)));
  }

  /** {@return the time over a link of the target's average latency} */
  public long averageTime(SchedulingTarget machine) {
    return Math.addExact(fixed, Math.multiplyExact(flits, machine.averageLatency()));
  }
}
