package raptor.isa;

/** A malformed program file or text: the message says what is wrong and where. */
public final class IsaFormatException extends Exception {
  /** Creates the exception with a complete, user-facing message. */
  public IsaFormatException(String message) {
    super(message);
  }
}
