package raptor.ir.text;

/**
 * A syntax error in MLIR text: a message in mlir-opt's wording and the buffer offset it points
 * at.
 *
 * <p>Unchecked, so recursive-descent code can simply throw; the top-level parser turns it into a
 * located diagnostic with {@link SourceLineMap}.
 */
public final class ParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int offset;

  /** Creates an error at buffer offset {@code offset}. */
  public ParseException(int offset, String message) {
    super(message, null, false, false);
    this.offset = offset;
  }

  /** {@return the offset in the buffer the error points at} */
  public int offset() {
    return offset;
  }
}
