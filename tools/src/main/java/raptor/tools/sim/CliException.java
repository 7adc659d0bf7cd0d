package raptor.tools.sim;

/**
 * A bad flag value or an unusable combination of flags; the message is shown after {@code error:}.
 */
final class CliException extends Exception {
  CliException(String message) {
    super(message);
  }
}
