package raptor.tools.opt;

import java.io.PrintStream;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.PrintOptions;
import raptor.pass.IrPrinting;
import raptor.pass.IrPrintingConfig;
import raptor.pass.Pass;
import raptor.pass.PassManager;
import raptor.pass.PassOptionException;
import raptor.pass.PassRegistry;
import raptor.pass.PassTiming;
import raptor.pass.PipelineException;
import raptor.pass.PipelineParser;
import raptor.pass.StatisticsReport;
import raptor.pass.TimingTree;

/**
 * Builds and runs {@code raptor-opt}'s pass pipeline on each parsed chunk, with the requested
 * instrumentation, and keeps the process-wide timing report of {@code --mlir-timing}.
 */
final class PassRunner {
  private final PipelineOptions options;
  private final PassRegistry registry;
  private final PrintOptions print;
  private final PrintStream err;
  private final TimingTree timing = new TimingTree();
  private final long start = System.nanoTime();

  PassRunner(PipelineOptions options, PassRegistry registry, PrintOptions print,
      PrintStream err) {
    this.options = options;
    this.registry = registry;
    this.print = print;
    this.err = err;
  }

  /**
   * Checks the pipeline once before any input is read, printing it with
   * {@code --dump-pass-pipeline}.
   *
   * @return {@code false} after printing mlir-opt's error for a bad pipeline
   */
  boolean validate() {
    PassManager pm;
    try {
      pm = build(new IrContext());
      if (options.dumpPipeline()) {
        err.print(pm.dump());
      }
    } catch (PipelineException e) {
      err.print("<unknown>:0: error: " + e.render() + "\n");
      return false;
    }
    boolean ready = true;
    for (Pass pass : pm.passes()) {
      try {
        pass.checkOptions();
      } catch (PipelineException e) {
        err.println("raptor-opt: error: " + e.getMessage());
        ready = false;
      }
    }
    return ready;
  }

  /** Adds {@code nanos} to the top-level timer {@code name} ({@code Parser}, {@code Output}). */
  void record(String name, long nanos) {
    timing.root().child(name).add(nanos);
  }

  /**
   * Runs the pipeline on {@code module}.
   *
   * @param opNotes whether op errors get the "see current operation" note
   * @return {@code false} when a pass failed or the IR failed to verify after one
   */
  boolean run(Operation module, IrContext context, DiagnosticEngine diag, boolean opNotes) {
    if (!options.hasPasses()) {
      return true;
    }
    PassManager pm;
    try {
      pm = build(context);
    } catch (PipelineException e) {
      throw new IllegalStateException("the pipeline was validated before", e);
    }
    pm.verifyEach(options.verifyEach()).threading(options.threading())
        .printOpOnDiagnostic(opNotes);
    IrPrintingConfig printing = new IrPrintingConfig(options.printBeforeAll(),
        options.printBefore(), options.printAfterAll(), options.printAfter(),
        options.printAfterChange(), options.printAfterFailure(), options.printModuleScope(),
        print);
    if (printing.enabled()) {
      pm.addInstrumentation(new IrPrinting(printing, context.resources(), err));
    }
    if (options.timing() != null) {
      pm.addInstrumentation(new PassTiming(timing.root()));
    }
    boolean success = pm.run(module, diag);
    if (options.statistics()) {
      err.print(StatisticsReport.print(pm, options.statisticsAsList()));
    }
    return success;
  }

  /** Prints the timing report when {@code --mlir-timing} was given. */
  void finish() {
    if (options.timing() != null) {
      err.print(timing.report(System.nanoTime() - start, options.timing()));
    }
  }

  private PassManager build(IrContext context) throws PipelineException {
    if (options.pipelineText() != null && !options.passFlags().isEmpty()) {
      throw new PipelineException(
          "'-pass-pipeline' option can't be used with individual pass options");
    }
    PassRegistry defaulted;
    try {
      defaulted = registry.withDefaults(options.optionDefaults());
    } catch (PassOptionException e) {
      throw new PipelineException(e.getMessage());
    }
    if (options.pipelineText() != null) {
      return new PipelineParser(defaulted).parse(options.pipelineText(), context);
    }
    PassManager pm = new PassManager(context, BuiltinModuleOp.NAME);
    for (PipelineOptions.PassFlag flag : options.passFlags()) {
      try {
        pm.add(defaulted.lookup(flag.argument()).create(flag.options()));
      } catch (PassOptionException e) {
        throw new PipelineException(e.getMessage());
      }
    }
    return pm;
  }
}
