package raptor.tblgen.format;

/**
 * An error in an {@code assemblyFormat}, at an offset of the format text; the ODS layer turns
 * it into a {@code .td} location.
 */
public final class FormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int offset;

  /** Creates an error at {@code offset} of the format text. */
  public FormatException(int offset, String message) {
    super(message);
    this.offset = offset;
  }

  /** {@return the offset in the format text} */
  public int offset() {
    return offset;
  }
}
