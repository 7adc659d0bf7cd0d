package raptor.dialect.spat.transforms;

import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.pass.OperationPass;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimTarget;
import raptor.pim.PimTargetOptions;

/**
 * How the graph computes of a Spatial program are put onto cores, as {@code --placement} of
 * {@code raptor-compile} and {@code raptor-run} and {@code placement} of
 * {@code pim-compile-onnx} choose it.
 */
public enum SpatialPlacement {
  /** The scheduler, {@code schedule-and-realize-spatial}: PEFT or pipeline stages. */
  SCHEDULE,
  /** {@code spat-place-trivial}: topological order, round robin, latency mode only. */
  TRIVIAL;

  /**
   * {@return the pass that places for {@code target}}
   *
   * @param targetConfig a pimsim-nn target configuration for the scheduler, or ""
   * @throws InvalidTargetException when the trivial placement is asked for pipeline stages
   */
  public OperationPass<BuiltinModuleOp> pass(PimTargetOptions target, String targetConfig)
      throws InvalidTargetException {
    check(target.pipeline());
    return this == SCHEDULE
        ? new ScheduleAndRealizeSpatialPass(
            new ScheduleAndRealizeSpatialPass.Options(target, targetConfig, false))
        : new SpatPlaceTrivialPass(target.hardware());
  }

  /**
   * Checks that this placement can place for {@code pipeline} stages.
   *
   * @throws InvalidTargetException when the trivial placement is asked for pipeline stages
   */
  public void check(int pipeline) throws InvalidTargetException {
    if (this == TRIVIAL && pipeline != PimTarget.DEFAULT_PIPELINE) {
      throw new InvalidTargetException("--placement=trivial places for latency only; "
          + "--pipeline=" + pipeline + " needs --placement=schedule");
    }
  }
}
