package raptor.tools.compile;

/** A failure of {@code raptor-compile} reported as one {@code error:} line. */
public final class CompileException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Creates the failure with {@code message}. */
  public CompileException(String message) {
    super(message);
  }
}
