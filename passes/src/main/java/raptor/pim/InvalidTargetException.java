package raptor.pim;

/** A missing or invalid PIM target value; the message names the flag, as the compiler driver reports it. */
public final class InvalidTargetException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Creates the error {@code message}. */
  public InvalidTargetException(String message) {
    super(message);
  }
}
