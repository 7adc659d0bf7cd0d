package raptor.pim.bufferize;

import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.OpBuilder;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pim.PimEntryFunction;

/**
 * {@code pim-bufferize}: turns the Pim tensor IR of the entry function into memref IR with
 * explicit host/device copies (spec 5.1). Destinations are written in place: tensor constants
 * become constant globals, {@code tensor.empty}/{@code bufferization.alloc_tensor} become
 * {@code memref.alloc}, and Pim ops, core bodies, {@code scf} ops and the signature take memref
 * types. The single-writer check runs first, the copy-freedom proof after it on request.
 */
public final class PimBufferizePass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-bufferize";
  private static final String PHASE = "Pim bufferization";

  /**
   * The options.
   *
   * @param verifyCopyFreedom also prove that no read of a core-local tensor needs a copy
   */
  public record Options(
      @Option(name = "pim-verify-bufferization-copy-freedom",
          help = "Prove that in-place writes inside cores need no tensor copy (expensive)")
      boolean verifyCopyFreedom) {
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, new Options(false));

  private final Options options;

  /** Creates the pass with {@code options}. */
  public PimBufferizePass(Options options) {
    super(ARGUMENT, "PimBufferize", "Bufferize Pim tensor IR with explicit host/device copies",
        BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      pc.emitError(module, PimEntryFunction.missing(PHASE));
      pc.signalFailure();
      return;
    }
    if (!SingleWriterCheck.check(func, pc.diagnostics())) {
      pc.signalFailure();
      return;
    }
    if (options.verifyCopyFreedom()) {
      int copies = CopyFreedomCheck.check(func, pc.diagnostics());
      if (copies > 0) {
        pc.emitError(func, "found " + copies + " required Pim core tensor copies");
        pc.signalFailure();
        return;
      }
    }
    OpBuilder builder = new OpBuilder(pc.context());
    new ConstantGlobals(module, builder).materialize(func);
    BufferTypes.rewrite(func, builder);
    if (!BufferizationVerifier.verify(func, pc.diagnostics())) {
      pc.emitError(func, "Failed to bufferize Pim and Spatial ops");
      pc.signalFailure();
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
