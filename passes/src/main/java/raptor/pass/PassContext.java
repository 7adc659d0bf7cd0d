package raptor.pass;

import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrPrinter;

/**
 * What one run of a pass on one op can use: the IR context, the diagnostics, and the failure
 * flag. A pass reports errors here and then calls {@link #signalFailure()}.
 */
public final class PassContext {
  private final IrContext context;
  private final DiagnosticEngine diagnostics;
  private final boolean opNotes;
  private final PipelineExecutor executor;
  private boolean failed;
  private boolean unchanged;

  PassContext(IrContext context, DiagnosticEngine diagnostics, boolean opNotes,
      PipelineExecutor executor) {
    this.context = context;
    this.diagnostics = diagnostics;
    this.opNotes = opNotes;
    this.executor = executor;
  }

  /** {@return the context of the IR} */
  public IrContext context() {
    return context;
  }

  /** {@return where the pass reports diagnostics} */
  public DiagnosticEngine diagnostics() {
    return diagnostics;
  }

  /**
   * Emits {@code message} at {@code op}'s location, without the {@code 'name' op} prefix of
   * {@link DiagnosticEngine#opError}, but with the same "see current operation" note.
   */
  public Diagnostic emitError(Operation op, String message) {
    Diagnostic d = diagnostics.error(op.location(), message);
    if (opNotes) {
      d.attachNote(op.location(), "see current operation: " + IrPrinter.printForDiagnostic(op));
    }
    return d;
  }

  /** Emits {@code message} at {@code op} as {@link #emitError} does, then signals failure. */
  public void fail(Operation op, String message) {
    emitError(op, message);
    signalFailure();
  }

  /** Marks the run as failed; the pass manager stops and reports failure. */
  public void signalFailure() {
    failed = true;
  }

  /**
   * Records that the pass did not change the IR: the pass manager then skips the verification
   * after it, whose result could not differ from the one before, as MLIR skips it after a pass
   * that preserved all analyses.
   */
  public void markUnchanged() {
    unchanged = true;
  }

  /** {@return whether {@link #markUnchanged()} was called} */
  boolean unchanged() {
    return unchanged;
  }

  /** {@return whether {@code pipeline} succeeded on the ops nested in {@code op}} */
  boolean runNested(OpPassManager pipeline, Operation op) {
    return executor.runNested(pipeline, op, diagnostics);
  }

  /** {@return whether {@link #signalFailure()} was called} */
  public boolean failed() {
    return failed;
  }
}
