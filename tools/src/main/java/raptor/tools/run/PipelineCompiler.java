package raptor.tools.run;

import java.io.PrintStream;
import java.nio.file.Path;
import raptor.backend.pim.artifact.MemoryReportMode;
import raptor.backend.pim.emit.EmitPimCodePass;
import raptor.backend.pim.pipeline.PimCompilePass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.spat.transforms.TrivialMergePass;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrPrinter;
import raptor.pass.OperationPass;
import raptor.pass.PassManager;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimLowerToBufferizedPass;
import raptor.pim.PimTargetOptions;
import raptor.pim.verify.PimVerifyPass;

/**
 * Runs {@code pim-compile} on a Spatial program, writing its artifacts to a directory; graph
 * computes are first merged and placed ({@code spat-trivial-merge}, then
 * {@code schedule-and-realize-spatial} or, with {@code --placement=trivial},
 * {@code spat-place-trivial}).
 */
final class PipelineCompiler {
  private final RunOptions options;
  private final PrintStream err;

  PipelineCompiler(RunOptions options, PrintStream err) {
    this.options = options;
    this.err = err;
  }

  /**
   * Compiles {@code program} into {@code directory}/pim; this changes its module.
   *
   * @throws RunException when a pass fails; its diagnostics are printed first
   */
  void compile(SpatProgram program, Path directory) throws RunException {
    PimLowerToBufferizedPass.Options lowering = PimCompilePass.SCHEMA.defaults().lowering();
    PimTargetOptions target;
    OperationPass<BuiltinModuleOp> placement;
    try {
      target = options.placement.target(options.hardware);
      placement = options.placement.placement().pass(target,
          options.targetConfig == null ? "" : options.targetConfig.toString());
    } catch (InvalidTargetException e) {
      throw new RunException(e.getMessage());
    }
    EmitPimCodePass.Codegen codegen = EmitPimCodePass.Codegen.DEFAULT;
    PimCompilePass.Options passOptions = new PimCompilePass.Options(
        new PimLowerToBufferizedPass.Options(new PimVerifyPass.Options(target,
            options.detectDeadlock, lowering.verification().maxCoreInstructions()),
            lowering.bufferization(), lowering.planning()),
        new EmitPimCodePass.Codegen(directory.toString(), codegen.emitJson(),
            codegen.disableSynchronization(), MemoryReportMode.NONE));
    BuiltinModuleOp module = program.module();
    PassManager pm = new PassManager(program.context(), BuiltinModuleOp.NAME)
        .add(new TrivialMergePass(target.hardware()))
        .add(placement)
        .add(new PimCompilePass(passOptions))
        .printOpOnDiagnostic(true);
    DiagnosticEngine diag = new DiagnosticEngine();
    diag.setCurrentOperationRenderer(IrPrinter::printForDiagnostic);
    boolean success = pm.run(module, diag);
    for (Diagnostic d : diag.diagnostics()) {
      err.print(program.printer().render(d));
    }
    if (!success || diag.hasErrors()) {
      throw new RunException("the PIM pipeline failed to compile the program");
    }
  }
}
