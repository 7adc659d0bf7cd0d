package raptor.sim;

import java.util.Objects;

/**
 * The scheduler's settings: policy, seed, adversarial target and budget, and fixed stalls.
 *
 * @param policy the policy
 * @param seed the randomized policy's seed (unsigned; 0 selects a fixed constant)
 * @param target the adversarial target, or null
 * @param deferralBudget the most deferrals the adversarial policy makes before forcing the reader
 * @param coreStall a stall of a core for a number of scheduler visits, or null
 * @param targetStall a stall of a core at a pc for a number of scheduler visits, or null
 */
public record ScheduleConfig(
    SchedulePolicy policy,
    long seed,
    ScheduleTarget target,
    long deferralBudget,
    CoreStall coreStall,
    TargetStall targetStall) {

  /** The greedy default with a deferral budget of 10000. */
  public static final ScheduleConfig DEFAULT =
      new ScheduleConfig(SchedulePolicy.GREEDY, 0, null, 10_000, null, null);

  /** Checks the policy. */
  public ScheduleConfig {
    Objects.requireNonNull(policy, "policy");
  }

  /** {@return whether any diagnostic (policy other than greedy, or a stall) is active} */
  public boolean isDiagnostic() {
    return policy != SchedulePolicy.GREEDY || coreStall != null || targetStall != null;
  }

  /** {@return a copy with another policy} */
  public ScheduleConfig withPolicy(SchedulePolicy value) {
    return new ScheduleConfig(value, seed, target, deferralBudget, coreStall, targetStall);
  }

  /** {@return a copy with another seed} */
  public ScheduleConfig withSeed(long value) {
    return new ScheduleConfig(policy, value, target, deferralBudget, coreStall, targetStall);
  }

  /** {@return a copy with another target} */
  public ScheduleConfig withTarget(ScheduleTarget value) {
    return new ScheduleConfig(policy, seed, value, deferralBudget, coreStall, targetStall);
  }

  /** {@return a copy with another deferral budget} */
  public ScheduleConfig withDeferralBudget(long value) {
    return new ScheduleConfig(policy, seed, target, value, coreStall, targetStall);
  }

  /** {@return a copy with another core stall} */
  public ScheduleConfig withCoreStall(CoreStall value) {
    return new ScheduleConfig(policy, seed, target, deferralBudget, value, targetStall);
  }

  /** {@return a copy with another target stall} */
  public ScheduleConfig withTargetStall(TargetStall value) {
    return new ScheduleConfig(policy, seed, target, deferralBudget, coreStall, value);
  }

  /**
   * Makes the scheduler yield the next {@code cycles} times it tries to run {@code core}.
   *
   * @param core internal core index
   * @param cycles number of scheduler visits, positive
   */
  public record CoreStall(int core, long cycles) {}

  /**
   * Makes the scheduler yield the next {@code cycles} times it tries to run {@code core} at {@code
   * pc}.
   *
   * @param core internal core index
   * @param pc the pc
   * @param iteration the iteration, or null for any
   * @param cycles number of scheduler visits, positive
   */
  public record TargetStall(int core, int pc, Integer iteration, long cycles) {}
}
