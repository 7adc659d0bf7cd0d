package raptor.tools.run;

/** A bad flag, an unusable program or a failed stage; the message is shown after {@code error:}. */
public final class RunException extends Exception {
  /** An exception with {@code message}. */
  public RunException(String message) {
    super(message);
  }
}
