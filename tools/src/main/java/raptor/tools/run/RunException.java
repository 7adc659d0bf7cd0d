package raptor.tools.run;

/** A bad flag, an unusable program or a failed stage; the message is shown after {@code error:}. */
final class RunException extends Exception {
  RunException(String message) {
    super(message);
  }
}
