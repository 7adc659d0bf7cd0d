package raptor.backend.pim.pipeline;

import java.util.ArrayList;
import java.util.List;
import raptor.backend.pim.emit.EmitPimCodePass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.IrContext;
import raptor.pass.OperationPass;
import raptor.pass.OptionGroup;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pass.PipelineException;
import raptor.pim.PimLowerToBufferizedPass;

/**
 * {@code pim-compile}: compiles realized Spatial IR to PIM artifacts in one pass, running
 * {@code pim-lower-to-bufferized} and then {@code emit-pim-code} and stopping at the first
 * failure.
 *
 * <pre>{@code
 * raptor-opt in.mlir --pim-compile="output-dir=out core-count=2 crossbar-size=4 crossbar-count=2"
 * }</pre>
 *
 * <p>The options are those of the two passes; the target and code-generation ones default to
 * {@code raptor-opt}'s global flags of the same names.
 */
public final class PimCompilePass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-compile";

  /** The one-line description. */
  public static final String DESCRIPTION =
      "Compile realized Spatial IR to PIM artifacts (pim-lower-to-bufferized, emit-pim-code)";

  /**
   * The options of the passes it runs.
   *
   * @param lowering those of {@code pim-lower-to-bufferized}, whose hardware is also that of
   *     {@code emit-pim-code}
   * @param codegen the code generation options of {@code emit-pim-code}
   */
  public record Options(
      @OptionGroup PimLowerToBufferizedPass.Options lowering,
      @OptionGroup EmitPimCodePass.Codegen codegen) {
    /** {@return the options of {@code emit-pim-code}} */
    EmitPimCodePass.Options emission() {
      return new EmitPimCodePass.Options(lowering.target().hardware(), codegen,
          lowering.verification().maxCoreInstructions());
    }
  }

  /** The schema of {@link Options}; its defaults are those of the two passes. */
  public static final OptionSchema<Options> SCHEMA = OptionSchema.of(Options.class,
      new Options(PimLowerToBufferizedPass.SCHEMA.defaults(), EmitPimCodePass.Codegen.DEFAULT));

  private final Options options;
  private final List<OperationPass<BuiltinModuleOp>> stages;

  /** Creates the pass with {@code options}. */
  public PimCompilePass(Options options) {
    super(ARGUMENT, "PimCompile", DESCRIPTION, BuiltinModuleOp.INFO);
    this.options = options;
    this.stages = List.of(new PimLowerToBufferizedPass(options.lowering()),
        new EmitPimCodePass(options.emission()));
  }

  /**
   * {@return the passes it runs, in order: those of {@code pim-lower-to-bufferized}, then
   * {@code emit-pim-code}} A driver that reports or dumps each one runs them itself, verifying
   * after each.
   */
  public List<OperationPass<BuiltinModuleOp>> stages() {
    List<OperationPass<BuiltinModuleOp>> all = new ArrayList<>();
    for (OperationPass<BuiltinModuleOp> stage : stages) {
      if (stage instanceof PimLowerToBufferizedPass lowering) {
        all.addAll(lowering.stages());
      } else {
        all.add(stage);
      }
    }
    return all;
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
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
