package raptor.tools.run;

import java.io.PrintStream;
import java.nio.file.Path;
import raptor.backend.pim.artifact.MemoryReportMode;
import raptor.backend.pim.pipeline.PimCompilePass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrPrinter;
import raptor.pass.PassManager;

/** Runs {@code pim-compile} on a Spatial program, writing its artifacts to a directory. */
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
    PimCompilePass.Options defaults = PimCompilePass.SCHEMA.defaults();
    PimCompilePass.Options passOptions = new PimCompilePass.Options(directory.toString(),
        options.coreCount, options.crossbarSize, options.crossbarCount, options.pipeline,
        defaults.verifyCopyFreedom(), defaults.localMemorySize(), options.detectDeadlock,
        defaults.emitJson(), defaults.disableSynchronization(), MemoryReportMode.NONE);
    BuiltinModuleOp module = program.module();
    PassManager pm = new PassManager(program.context(), BuiltinModuleOp.NAME)
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
