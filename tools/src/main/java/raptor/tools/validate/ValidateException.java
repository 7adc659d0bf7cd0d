package raptor.tools.validate;

/** A bad flag or an unusable input of {@code raptor-validate}; shown after {@code error:}. */
final class ValidateException extends Exception {
  ValidateException(String message) {
    super(message);
  }
}
