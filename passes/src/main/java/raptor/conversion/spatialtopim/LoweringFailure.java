package raptor.conversion.spatialtopim;

import raptor.ir.Operation;

/** A Spatial construct the lowering cannot handle, reported as an error at {@link #op()}. */
final class LoweringFailure extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient Operation op;

  /** Creates the failure {@code message} at {@code op}. */
  LoweringFailure(Operation op, String message) {
    super(message);
    this.op = op;
  }

  /** {@return the op the error is reported at} */
  Operation op() {
    return op;
  }
}
