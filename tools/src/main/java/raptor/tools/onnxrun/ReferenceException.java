package raptor.tools.onnxrun;

/**
 * A model, tensor file or manifest that cannot be used, or a run that onnxruntime refused; the
 * diagnostic names the file (or the model) it is about.
 */
public final class ReferenceException extends Exception {
  private final String location;

  /** Creates the exception for {@code message} about {@code location} (a path or a name). */
  public ReferenceException(String location, String message) {
    super(message);
    this.location = location;
  }

  /** {@return where the problem is: a file path or a model name} */
  public String location() {
    return location;
  }

  /** {@return the diagnostic line, {@code LOCATION: error: MESSAGE}} */
  public String diagnostic() {
    return location + ": error: " + getMessage();
  }
}
