package raptor.conversion.onnxtospatial;

import raptor.ir.Operation;

/** An op that a pass of this package cannot lower or plan, with the reason. */
final class LoweringException extends Exception {
  private static final long serialVersionUID = 1L;
  private final transient Operation op;

  LoweringException(Operation op, String message) {
    super(message);
    this.op = op;
  }

  /** {@return the op the error is reported at} */
  Operation op() {
    return op;
  }
}
