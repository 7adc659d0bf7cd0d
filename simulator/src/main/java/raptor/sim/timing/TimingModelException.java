package raptor.sim.timing;

/** A program the model cannot run to the end: a deadlock, a timeout, or a handshake pimsim-nn rejects. */
public final class TimingModelException extends RuntimeException {
  /** Creates the exception with a complete message. */
  public TimingModelException(String message) {
    super(message);
  }
}
