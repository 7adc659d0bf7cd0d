package raptor.dialect.spat.transforms;

import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.spat.transforms.scheduling.TrivialMerge;
import raptor.ir.OpBuilder;
import raptor.pass.OperationPass;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pass.Statistic;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimTarget;

/**
 * {@code spat-trivial-merge}: merges single-consumer chains of graph computes of the entry
 * function within one core's crossbars ({@link TrivialMerge}, spec §2.7).
 */
public final class TrivialMergePass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "spat-trivial-merge";

  /** The schema of its options, the {@link PimHardwareOptions}. */
  public static final OptionSchema<PimHardwareOptions> SCHEMA =
      OptionSchema.of(PimHardwareOptions.class, PimHardwareOptions.UNSET);

  private final PimHardwareOptions options;
  private final Statistic merges = statistic("num-merges", "Graph computes merged");

  /** Creates the pass with {@code options}. */
  public TrivialMergePass(PimHardwareOptions options) {
    super(ARGUMENT, "TrivialGraphComputeMerge",
        "Merge single-consumer chains of Spatial graph computes", BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    PimTarget target;
    try {
      target = options.resolve(PimTarget.DEFAULT_PIPELINE);
    } catch (InvalidTargetException e) {
      pc.emitError(module, "Spatial graph merging requires valid target resources: "
          + e.getMessage());
      pc.signalFailure();
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      return;
    }
    TrivialMerge merge = new TrivialMerge(new OpBuilder(pc.context()), target.crossbarSize(),
        target.crossbarCount());
    merges.add(merge.apply(func.body().firstBlock()));
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
