package raptor.pim.planning;

import raptor.ir.Operation;

/** A core whose local memory cannot be planned, reported as an error at {@link #op()}. */
public final class PlanningFailure extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient Operation op;

  /** Creates the failure {@code message} at {@code op}. */
  public PlanningFailure(Operation op, String message) {
    super(message);
    this.op = op;
  }

  /** {@return the op the error is reported at} */
  public Operation op() {
    return op;
  }
}
