package raptor.sim.timing;

/**
 * A program with an opcode pimsim-nn does not support ({@code vsoftmax}, {@code nop}): the
 * reference reports such a run as {@code UNSUPPORTED}, not as an error.
 */
public final class TimingUnsupportedException extends TimingInputException {
  /** Creates the exception with a complete message. */
  public TimingUnsupportedException(String message) {
    super(message);
  }
}
