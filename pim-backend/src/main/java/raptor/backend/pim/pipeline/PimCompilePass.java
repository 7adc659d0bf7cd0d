package raptor.backend.pim.pipeline;

import java.util.List;
import raptor.backend.pim.artifact.MemoryReportMode;
import raptor.backend.pim.emit.EmitPimCodePass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.IrContext;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pim.PimLowerToBufferizedPass;
import raptor.pim.PimTarget;

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

  /** The options of the passes it runs. */
  public record Options(
      @Option(name = "output-dir", help = "Output directory of the artifacts (required)")
      String outputDir,
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
      boolean detectDeadlock,
      @Option(name = "pim-emit-json", help = "Also write core_<id>.json instruction files")
      boolean emitJson,
      @Option(name = "pim-disable-synchronization", help = "Drop every sync and wait (ablation)")
      boolean disableSynchronization,
      @Option(name = "pim-memory-report", help = "Memory report: summary or none")
      MemoryReportMode memoryReport) {

    /** {@return the options of {@code pim-lower-to-bufferized}} */
    PimLowerToBufferizedPass.Options lowering() {
      return new PimLowerToBufferizedPass.Options(coreCount, crossbarSize, crossbarCount,
          pipeline, verifyCopyFreedom, localMemorySize, detectDeadlock);
    }

    /** {@return the options of {@code emit-pim-code}} */
    EmitPimCodePass.Options emission() {
      return new EmitPimCodePass.Options(outputDir, emitJson, disableSynchronization,
          memoryReport, coreCount, crossbarSize, crossbarCount);
    }
  }

  /** The schema of {@link Options}; its defaults are those of the two passes. */
  public static final OptionSchema<Options> SCHEMA = OptionSchema.of(Options.class,
      defaults(PimLowerToBufferizedPass.SCHEMA.defaults(), EmitPimCodePass.Options.DEFAULT));

  private final Options options;
  private final List<OperationPass<BuiltinModuleOp>> stages;

  /** Creates the pass with {@code options}. */
  public PimCompilePass(Options options) {
    super(ARGUMENT, "PimCompile", DESCRIPTION, BuiltinModuleOp.INFO);
    this.options = options;
    this.stages = List.of(new PimLowerToBufferizedPass(options.lowering()),
        new EmitPimCodePass(options.emission()));
  }

  private static Options defaults(PimLowerToBufferizedPass.Options lowering,
      EmitPimCodePass.Options emission) {
    return new Options(emission.outputDir(), lowering.coreCount(), lowering.crossbarSize(),
        lowering.crossbarCount(), lowering.pipeline(), lowering.verifyCopyFreedom(),
        lowering.localMemorySize(), lowering.detectDeadlock(), emission.emitJson(),
        emission.disableSynchronization(), emission.memoryReport());
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
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
