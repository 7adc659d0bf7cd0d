package raptor.pim;

import java.util.List;
import raptor.conversion.spatialtopim.ConvertSpatialToPimPass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.IrContext;
import raptor.ir.diag.Verifier;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pim.bufferize.PimBufferizePass;
import raptor.pim.folding.PimHostConstantFoldingPass;
import raptor.pim.planning.PimLocalMemoryPlanningPass;
import raptor.pim.verify.PimVerifyPass;

/**
 * {@code pim-lower-to-bufferized}: the Pim back end up to code generation in one pass:
 * {@code convert-spatial-to-pim}, {@code pim-bufferize}, {@code pim-host-constant-folding},
 * {@code pim-local-memory-planning} and {@code verify-pim}, in that order, verifying the IR
 * after each and stopping at the first failure.
 */
public final class PimLowerToBufferizedPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-lower-to-bufferized";

  /**
   * The options of the passes it runs; the target ones default to {@code raptor-opt}'s global
   * flags.
   */
  public record Options(
      @Option(name = PimTarget.CORE_COUNT, help = "Number of PIM cores (required)")
      int coreCount,
      @Option(name = PimTarget.CROSSBAR_SIZE, help = "Rows and columns of a crossbar (required)")
      int crossbarSize,
      @Option(name = PimTarget.CROSSBAR_COUNT, help = "Crossbars per core (required)")
      int crossbarCount,
      @Option(name = PimTarget.PIPELINE, help = "Pipeline stages; 1 = latency scheduling")
      int pipeline,
      @Option(name = "pim-verify-bufferization-copy-freedom",
          help = "Prove that in-place writes inside cores need no tensor copy (expensive)")
      boolean verifyCopyFreedom,
      @Option(name = "local-memory-size",
          help = "Bytes of local memory per core (default: the int32 address range)")
      int localMemorySize,
      @Option(name = "pim-detect-communication-deadlock",
          help = "Statically simulate SEND/RECV and SYNC/WAIT to find deadlocks")
      boolean detectDeadlock) {
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA = OptionSchema.of(Options.class,
      new Options(PimTarget.UNSET, PimTarget.UNSET, PimTarget.UNSET, PimTarget.DEFAULT_PIPELINE,
          false, Integer.MAX_VALUE, false));

  private final Options options;
  private final List<OperationPass<BuiltinModuleOp>> stages;

  /** Creates the pass with {@code options}. */
  public PimLowerToBufferizedPass(Options options) {
    super(ARGUMENT, "PimLowerToBufferized",
        "Lower Spatial to planned, verified, bufferized Pim IR", BuiltinModuleOp.INFO);
    this.options = options;
    this.stages = List.of(
        new ConvertSpatialToPimPass(new ConvertSpatialToPimPass.Options(options.coreCount(),
            options.crossbarSize(), options.crossbarCount(), options.pipeline())),
        new PimBufferizePass(new PimBufferizePass.Options(options.verifyCopyFreedom())),
        new PimHostConstantFoldingPass(),
        new PimLocalMemoryPlanningPass(
            new PimLocalMemoryPlanningPass.Options(options.localMemorySize())),
        new PimVerifyPass(new PimVerifyPass.Options(options.coreCount(),
            options.crossbarSize(), options.crossbarCount(), options.pipeline(),
            options.detectDeadlock())));
  }

  @Override
  public void initialize(IrContext context) {
    for (Pass stage : stages) {
      stage.initialize(context);
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
