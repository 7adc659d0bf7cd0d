package raptor.tools.lit;

/**
 * A test that lit cannot run as written (a malformed directive, shell syntax error or bad
 * substitution); it is reported as {@code UNRESOLVED} with this message.
 */
public final class LitException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with its user-facing message. */
  public LitException(String message) {
    super(message);
  }
}
