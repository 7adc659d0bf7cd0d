package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.dialect.pim.PimDialect;
import raptor.dialect.spat.SpatDialect;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.OperationPass;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pass.PipelineException;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimTarget;
import raptor.pim.PimTargetOptions;
import raptor.rewrite.conversion.ConversionTarget;
import raptor.rewrite.conversion.DialectConversion;

/**
 * {@code convert-spatial-to-pim}: lowers the scheduled computes of the entry function to
 * {@code pim.core}s, then every Spatial op in their bodies to Pim ops.
 *
 * <p>Lowered today: {@code spat.scheduled_compute} with host, channel and host-routed inputs,
 * results sent over channels, stored to the pipeline host buffer or returned;
 * {@code spat.scheduled_compute_batch}, whose results may be returned (each lane writes the
 * fragments of its {@code spat.in_parallel} into the output buffer); the body compute ops,
 * concat, extract_rows, sync and wait; {@code tensor.extract_slice},
 * {@code tensor.insert_slice}, {@code tensor.collapse_shape} and {@code tensor.expand_shape} of
 * core-local tensors, as local copies; products are fitted to the crossbar size. Results
 * returned through concat/reshape helper chains are written piecewise.
 */
public final class ConvertSpatialToPimPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "convert-spatial-to-pim";
  private static final String PHASE = "Spatial-to-Pim lowering";

  /**
   * The schema of its options, the {@link PimTargetOptions}: written {@code
   * convert-spatial-to-pim{core-count=2 crossbar-size=4 crossbar-count=2}}; each defaults to
   * {@code raptor-opt}'s global flag of the same name.
   */
  public static final OptionSchema<PimTargetOptions> SCHEMA =
      OptionSchema.of(PimTargetOptions.class, PimTargetOptions.DEFAULT);

  private final PimTargetOptions options;

  /** Creates the pass with {@code options}. */
  public ConvertSpatialToPimPass(PimTargetOptions options) {
    super(ARGUMENT, "ConvertSpatialToPim", "Lower Spatial ops to Pim-ready format", BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void checkOptions() throws PipelineException {
    try {
      options.resolve();
    } catch (InvalidTargetException e) {
      throw new PipelineException(targetError(e));
    }
  }

  private static String targetError(InvalidTargetException e) {
    return "Spatial-to-Pim lowering requires valid injected target resources: " + e.getMessage();
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    PimTarget target;
    try {
      target = options.resolve();
    } catch (InvalidTargetException e) {
      fail(pc, module, targetError(e));
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      fail(pc, module, PimEntryFunction.missing(PHASE));
      return;
    }
    try {
      OpBuilder builder = new OpBuilder(pc.context());
      PipelineHostBuffer.materialize(module, func, builder);
      CoreConstants constants = new CoreConstants();
      lowerComputes(func, target, builder, constants);
      PatternSet patterns = new PatternSet(pc.context());
      SpatialToPimPatterns.populate(patterns, constants);
      if (!DialectConversion.applyFull(func, bodyTarget(), patterns.freeze(),
          pc.diagnostics())) {
        fail(pc, func, "failed to lower Spatial communication ops to Pim communication ops");
        return;
      }
      CoreOpLists lists = CoreOpLists.of(func);
      new CoreSlices(builder, constants).apply(lists.slices());
      new CoreReshapes(builder, constants).apply(lists.reshapes());
      new CrossbarPadding(builder, target, constants).apply(lists.products());
    } catch (LoweringFailure e) {
      pc.diagnostics().opError(e.op(), e.getMessage());
      pc.signalFailure();
    }
  }

  private static void lowerComputes(FuncFuncOp func, PimTarget target, OpBuilder builder,
      CoreConstants constants) throws LoweringFailure {
    FuncReturnOp ret = (FuncReturnOp) func.body().firstBlock().terminator();
    List<Operation> computes = new ArrayList<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (op instanceof SpatScheduledComputeOp || op instanceof SpatScheduledComputeBatchOp) {
        computes.add(op);
      }
    }
    ComputeLowering lowering = new ComputeLowering(builder, target,
        ReturnPaths.plan(ret, builder), constants);
    for (Operation op : computes) {
      if (op instanceof SpatScheduledComputeOp compute) {
        lowering.lower(compute);
      } else {
        lowering.lower((SpatScheduledComputeBatchOp) op);
      }
    }
  }

  /** Every Spatial op must go; everything else may stay. */
  private static ConversionTarget bodyTarget() {
    return new ConversionTarget()
        .addIllegalDialect(SpatDialect.NAME)
        .addLegalDialect(PimDialect.NAME)
        .markUnknownOpDynamicallyLegal(op -> true);
  }

  private static void fail(PassContext pc, Operation op, String message) {
    pc.emitError(op, message);
    pc.signalFailure();
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
