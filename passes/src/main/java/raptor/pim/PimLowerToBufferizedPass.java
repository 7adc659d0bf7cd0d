package raptor.pim;

import java.util.List;
import raptor.conversion.spatialtopim.ConvertSpatialToPimPass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.IrContext;
import raptor.ir.diag.Verifier;
import raptor.pass.OperationPass;
import raptor.pass.OptionGroup;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pass.PipelineException;
import raptor.pim.bufferize.PimBufferizePass;
import raptor.pim.copies.PimForwardLocalCopiesPass;
import raptor.pim.folding.PimHostConstantFoldingPass;
import raptor.pim.planning.PimLocalMemoryPlanningPass;
import raptor.pim.verify.PimVerifyPass;

/**
 * {@code pim-lower-to-bufferized}: the Pim back end up to code generation in one pass:
 * {@code convert-spatial-to-pim}, {@code pim-bufferize}, {@code pim-host-constant-folding},
 * {@code pim-forward-local-copies}, {@code pim-local-memory-planning} and {@code verify-pim}, in that order, verifying the IR
 * after each and stopping at the first failure.
 */
public final class PimLowerToBufferizedPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-lower-to-bufferized";

  /**
   * The options of the passes it runs; the target ones default to {@code raptor-opt}'s global
   * flags.
   *
   * @param verification those of {@code verify-pim}, whose target is also that of
   *     {@code convert-spatial-to-pim}
   * @param bufferization those of {@code pim-bufferize}
   * @param planning those of {@code pim-local-memory-planning}
   */
  public record Options(
      @OptionGroup PimVerifyPass.Options verification,
      @OptionGroup PimBufferizePass.Options bufferization,
      @OptionGroup PimLocalMemoryPlanningPass.Options planning) {
    /** {@return the target options} */
    public PimTargetOptions target() {
      return verification.target();
    }
  }

  /** The schema of {@link Options}; its defaults are those of the passes it runs. */
  public static final OptionSchema<Options> SCHEMA = OptionSchema.of(Options.class,
      new Options(PimVerifyPass.SCHEMA.defaults(), PimBufferizePass.SCHEMA.defaults(),
          PimLocalMemoryPlanningPass.SCHEMA.defaults()));

  private final Options options;
  private final List<OperationPass<BuiltinModuleOp>> stages;

  /** Creates the pass with {@code options}. */
  public PimLowerToBufferizedPass(Options options) {
    super(ARGUMENT, "PimLowerToBufferized",
        "Lower Spatial to planned, verified, bufferized Pim IR", BuiltinModuleOp.INFO);
    this.options = options;
    this.stages = List.of(
        new ConvertSpatialToPimPass(options.target()),
        new PimBufferizePass(options.bufferization()),
        new PimHostConstantFoldingPass(),
        new PimForwardLocalCopiesPass(),
        new PimLocalMemoryPlanningPass(options.planning()),
        new PimVerifyPass(options.verification()));
  }

  /**
   * {@return the passes it runs, in order} A driver that reports or dumps each one runs them
   * itself, verifying after each as this pass does.
   */
  public List<OperationPass<BuiltinModuleOp>> stages() {
    return stages;
  }

  @Override
  public void initialize(IrContext context) {
    for (Pass stage : stages) {
      stage.initialize(context);
    }
  }

  @Override
  public void checkOptions() throws PipelineException {
    for (Pass stage : stages) {
      stage.checkOptions();
    }
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    for (OperationPass<BuiltinModuleOp> stage : stages) {
      stage.runOn(module, pc);
      if (pc.failed()) {
        return;
      }
      if (!Verifier.verify(module, pc.diagnostics())) {
        pc.emitError(module, "IR is invalid after '" + stage.argument() + "'");
        pc.signalFailure();
        return;
      }
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
