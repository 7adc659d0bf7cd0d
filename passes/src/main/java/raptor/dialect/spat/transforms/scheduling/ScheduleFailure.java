package raptor.dialect.spat.transforms.scheduling;

import raptor.ir.Operation;

/** A Spatial program that cannot be scheduled, reported at {@link #op()}. */
public final class ScheduleFailure extends Exception {
  private static final long serialVersionUID = 1L;
  private final transient Operation op;

  /** Creates the error {@code message} at {@code op}. */
  public ScheduleFailure(Operation op, String message) {
    super(message);
    this.op = op;
  }

  /** {@return the op the error is reported at} */
  public Operation op() {
    return op;
  }
}
