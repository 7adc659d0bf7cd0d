package raptor.ir.text;

/**
 * A syntax error in MLIR text: a message in mlir-opt's wording and the buffer offset it points
 * at, with an optional note at another offset.
 *
 * <p>Unchecked, so recursive-descent code can simply throw; the top-level parser turns it into a
 * located diagnostic with {@link SourceLineMap}.
 */
public final class ParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int offset;
  private final int noteOffset;
  private final String note;

  /** Creates an error at buffer offset {@code offset}. */
  public ParseException(int offset, String message) {
    this(offset, message, -1, null);
  }

  /**
   * Creates an error at buffer offset {@code offset} with one note at {@code noteOffset}, such
   * as "previously defined here".
   */
  public ParseException(int offset, String message, int noteOffset, String note) {
    super(message, null, false, false);
    this.offset = offset;
    this.noteOffset = noteOffset;
    this.note = note;
  }

  /** {@return the offset in the buffer the error points at} */
  public int offset() {
    return offset;
  }

  /** {@return the text of the note, or {@code null} when the error has none} */
  public String note() {
    return note;
  }

  /** {@return the offset in the buffer the note points at; only meaningful with a note} */
  public int noteOffset() {
    return noteOffset;
  }
}
