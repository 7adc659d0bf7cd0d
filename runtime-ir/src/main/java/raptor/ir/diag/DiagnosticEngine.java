package raptor.ir.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import raptor.ir.Operation;
import raptor.ir.attr.Location;

/**
 * Collects the diagnostics of one phase (parsing, verification, a pass) in emission order.
 *
 * <p>Errors about an op can carry the note {@code see current operation: ...}, produced by a
 * renderer that the tool installs (the op printed in generic form, local scope).
 */
public final class DiagnosticEngine {
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private Function<Operation, String> currentOperationRenderer;
  private int errorCount;

  /** Makes op errors carry a "see current operation" note rendered by {@code renderer}. */
  public void setCurrentOperationRenderer(Function<Operation, String> renderer) {
    this.currentOperationRenderer = renderer;
  }

  /** Records {@code diagnostic} and returns it so notes can be attached. */
  public Diagnostic emit(Diagnostic diagnostic) {
    diagnostics.add(diagnostic);
    if (diagnostic.severity() == Severity.ERROR) {
      errorCount++;
    }
    return diagnostic;
  }

  /** Emits an error at {@code location}. */
  public Diagnostic error(Location location, String message) {
    return emit(new Diagnostic(Severity.ERROR, location, message));
  }

  /** Emits a warning at {@code location}. */
  public Diagnostic warning(Location location, String message) {
    return emit(new Diagnostic(Severity.WARNING, location, message));
  }

  /** Emits a remark at {@code location}. */
  public Diagnostic remark(Location location, String message) {
    return emit(new Diagnostic(Severity.REMARK, location, message));
  }

  /**
   * Emits {@code 'name' op message} at the op's location, with the current-operation note when
   * a renderer is installed (MLIR's {@code emitOpError}).
   */
  public Diagnostic opError(Operation op, String message) {
    return errorAt(op, "'" + op.name() + "' op " + message);
  }

  /**
   * Emits {@code message} at the op's location, with the current-operation note when a renderer
   * is installed (MLIR's {@code Operation::emitError}).
   */
  public Diagnostic errorAt(Operation op, String message) {
    Diagnostic d = error(op.location(), message);
    if (currentOperationRenderer != null) {
      d.attachNote(op.location(), "see current operation: " + currentOperationRenderer.apply(op));
    }
    return d;
  }

  /** {@return the diagnostics emitted so far, in order} */
  public List<Diagnostic> diagnostics() {
    return List.copyOf(diagnostics);
  }

  /** {@return whether an error was emitted} */
  public boolean hasErrors() {
    return errorCount > 0;
  }

  /** Forgets every diagnostic. */
  public void clear() {
    diagnostics.clear();
    errorCount = 0;
  }
}
