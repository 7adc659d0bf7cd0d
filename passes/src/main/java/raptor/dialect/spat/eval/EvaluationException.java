package raptor.dialect.spat.eval;

import raptor.ir.Operation;

/** A program the evaluator cannot run, reported as an error at {@link #op()}. */
public final class EvaluationException extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient Operation op;

  /** Creates the error {@code message} at {@code op}. */
  public EvaluationException(Operation op, String message) {
    super(message);
    this.op = op;
  }

  /** {@return the op the error belongs to} */
  public Operation op() {
    return op;
  }
}
