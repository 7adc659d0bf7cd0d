package raptor.tools.filecheck;

/** A POSIX regular expression that LLVM's {@code regcomp} would reject, with its message. */
final class RegexSyntaxException extends Exception {
  RegexSyntaxException(String message) {
    super(message, null, false, false);
  }
}
