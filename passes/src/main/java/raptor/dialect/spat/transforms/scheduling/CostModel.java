package raptor.dialect.spat.transforms.scheduling;

/**
 * The compute time of a graph node on a target (spec §1.1, §7 question 4). Only relative values
 * matter to the scheduler, so a model may be swapped for a measured one.
 */
@FunctionalInterface
public interface CostModel {
  /**
   * {@return the time of {@code instance} on one core of {@code target}, at least 1}
   *
   * @throws ArithmeticException when it overflows a {@code long}
   */
  long cost(ComputeInstance instance, SchedulingTarget target);
}
