package raptor.dialect.spat.transforms;

import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.spat.transforms.scheduling.TrivialPlacement;
import raptor.ir.IrContext;
import raptor.pass.OperationPass;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimTarget;
import raptor.pim.PimTargetOptions;

/**
 * {@code spat-place-trivial}: the placement that needs no scheduler. It merges single-consumer
 * chains of graph computes within a core's crossbars ({@code spat-trivial-merge}), puts the
 * merged computes and batch chunks onto the cores in topological order, each on the next core
 * that still has room for its weight tiles ({@link TrivialPlacement}), and realizes the result
 * exactly as {@code schedule-and-realize-spatial} realizes a latency schedule:
 * {@code spat.scheduled_compute} ops with dense {@code coreId}s connected by channels. A compute
 * that fits no core is an error at its location. It places for latency only (one pipeline stage).
 */
public final class SpatPlaceTrivialPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "spat-place-trivial";

  /** The one-line description. */
  public static final String DESCRIPTION =
      "Place Spatial graph computes on cores in topological order and realize their communication";

  /** The schema of its options, the {@link PimHardwareOptions}. */
  public static final OptionSchema<PimHardwareOptions> SCHEMA =
      OptionSchema.of(PimHardwareOptions.class, PimHardwareOptions.UNSET);

  private final PimHardwareOptions options;
  private final TrivialMergePass merge;
  private final ScheduleAndRealizeSpatialPass realize;

  /** Creates the pass with {@code options}. */
  public SpatPlaceTrivialPass(PimHardwareOptions options) {
    super(ARGUMENT, "SpatPlaceTrivial", DESCRIPTION, BuiltinModuleOp.INFO);
    this.options = options;
    this.merge = new TrivialMergePass(options);
    this.realize = new ScheduleAndRealizeSpatialPass(new ScheduleAndRealizeSpatialPass.Options(
        new PimTargetOptions(options, PimTarget.DEFAULT_PIPELINE), "", false),
        TrivialPlacement::schedule);
  }

  @Override
  public void initialize(IrContext context) {
    merge.initialize(context);
    realize.initialize(context);
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    merge.runOn(module, pc);
    if (!pc.failed()) {
      realize.runOn(module, pc);
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
