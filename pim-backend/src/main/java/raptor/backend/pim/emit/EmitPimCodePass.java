package raptor.backend.pim.emit;

import java.nio.file.Path;
import raptor.backend.pim.artifact.ArtifactOptions;
import raptor.backend.pim.artifact.ArtifactWriteException;
import raptor.backend.pim.artifact.ArtifactWriter;
import raptor.backend.pim.artifact.MemoryReportMode;
import raptor.backend.pim.artifact.PimProgram;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.Operation;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionGroup;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pass.PipelineException;
import raptor.pim.IndexedWork;
import raptor.pim.InstructionBudget;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimTarget;

/**
 * {@code emit-pim-code}: compiles the bufferized, planned Pim IR of the entry function into PIM
 * artifacts under {@code output-dir}: {@code pim/core_<id>.pim} per core (and {@code .json} with
 * {@code pim-emit-json}), {@code config.json}, {@code memory.bin}, the crossbar weights and {@code
 * reports/memory_report.txt}.
 *
 * <pre>{@code
 * raptor-opt in.mlir --emit-pim-code="output-dir=out core-count=2 crossbar-size=4 crossbar-count=2"
 * }</pre>
 *
 * <p>The IR is not changed. A failure is a diagnostic at the op that cannot be compiled, and no
 * artifact is written.
 */
public final class EmitPimCodePass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "emit-pim-code";

  /** The one-line description. */
  public static final String DESCRIPTION =
      "Write PIM artifacts (core programs, config.json, memory.bin, weights) for bufferized Pim IR";

  private static final String PHASE = "Pim codegen";

  /**
   * The code generation options, apart from the target.
   *
   * @param outputDir the output directory; artifacts go to its {@code pim/} subdirectory
   * @param emitJson also write {@code core_<id>.json}
   * @param disableSynchronization emit no {@code sync} or {@code wait} (ablation)
   * @param memoryReport whether to write the memory report
   */
  public record Codegen(
      @Option(name = "output-dir", help = "Output directory of the artifacts (required)")
          String outputDir,
      @Option(name = "pim-emit-json", help = "Also write core_<id>.json instruction files")
          boolean emitJson,
      @Option(name = "pim-disable-synchronization", help = "Drop every sync and wait (ablation)")
          boolean disableSynchronization,
      @Option(name = "pim-memory-report", help = "Memory report: summary or none")
          MemoryReportMode memoryReport) {
    /** No output directory given; binary files only and the summary report. */
    public static final Codegen DEFAULT = new Codegen("", false, false, MemoryReportMode.SUMMARY);
  }

  /**
   * The options; the target ones default to {@code raptor-opt}'s global flags of the same name.
   *
   * @param hardware the cores and crossbars of the target
   * @param codegen where and how to write the artifacts
   */
  public record Options(@OptionGroup PimHardwareOptions hardware, @OptionGroup Codegen codegen,
      @Option(name = InstructionBudget.OPTION, help = InstructionBudget.HELP)
      int maxCoreInstructions) {
    /** No target given, and the default code generation options. */
    public static final Options DEFAULT = new Options(PimHardwareOptions.UNSET, Codegen.DEFAULT,
        InstructionBudget.DEFAULT_LIMIT);
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, Options.DEFAULT);

  private static final String MISSING_OUTPUT_DIR =
      "Pim codegen requires an output directory: output-dir=<directory>";

  private final Options options;

  /** Creates the pass with {@code options}. */
  public EmitPimCodePass(Options options) {
    super(ARGUMENT, "EmitPimCode", DESCRIPTION, BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void checkOptions() throws PipelineException {
    if (options.codegen().outputDir().isEmpty()) {
      throw new PipelineException(MISSING_OUTPUT_DIR);
    }
    try {
      options.hardware().resolve(PimTarget.DEFAULT_PIPELINE);
    } catch (InvalidTargetException e) {
      throw new PipelineException(e.getMessage());
    }
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    pc.markUnchanged();
    Codegen codegen = options.codegen();
    if (codegen.outputDir().isEmpty()) {
      fail(pc, module, MISSING_OUTPUT_DIR);
      return;
    }
    PimTarget target;
    try {
      target = options.hardware().resolve(PimTarget.DEFAULT_PIPELINE);
      InstructionBudget.checkLimit(options.maxCoreInstructions());
    } catch (InvalidTargetException e) {
      fail(pc, module, e.getMessage());
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      fail(pc, module, PimEntryFunction.missing(PHASE));
      return;
    }
    PimProgram program;
    try {
      program = new ProgramCompiler(module, artifactTarget(target),
          !codegen.disableSynchronization(), options.maxCoreInstructions(),
          IndexedWork.defaultWorkers())
          .compile(func);
    } catch (CodegenException e) {
      pc.diagnostics().opError(e.op(), e.getMessage());
      pc.signalFailure();
      return;
    }
    try {
      new ArtifactWriter(new ArtifactOptions(codegen.emitJson(), codegen.memoryReport()))
          .write(program, Path.of(codegen.outputDir()));
    } catch (ArtifactWriteException e) {
      fail(pc, func, "failed to write Pim artifacts: " + e.getMessage());
    }
  }

  private static raptor.backend.pim.artifact.PimTarget artifactTarget(PimTarget target) {
    return new raptor.backend.pim.artifact.PimTarget(
        target.crossbarSize(), target.crossbarCount(), target.coreCount());
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
