package raptor.pass;

/**
 * A malformed pass option, with the offset of the offending text within the option string so
 * that pipeline errors can point at it.
 */
public final class PassOptionException extends Exception {
  private static final long serialVersionUID = 1L;

  private final int offset;

  /** Creates the error {@code message} about the text at {@code offset}. */
  public PassOptionException(String message, int offset) {
    super(message);
    this.offset = offset;
  }

  /** {@return the offset of the offending text in the option string} */
  public int offset() {
    return offset;
  }
}
