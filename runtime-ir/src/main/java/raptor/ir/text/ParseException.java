package raptor.ir.text;

/**
 * A syntax error in MLIR text: a message in mlir-opt's wording and the buffer offset it points
 * at, with an optional note at another offset, and optionally the error reported just before it
 * (mlir-opt reports two errors for a bad enum keyword: the keyword, then the attribute parameter).
 *
 * <p>Unchecked, so recursive-descent code can simply throw; the top-level parser turns it into a
 * located diagnostic with {@link SourceLineMap}.
 */
public final class ParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int offset;
  private final int noteOffset;
  private final String note;
  private final ParseException previous;

  /** Creates an error at buffer offset {@code offset}. */
  public ParseException(int offset, String message) {
    this(offset, message, -1, null);
  }

  /** Creates an error at buffer offset {@code offset}, reported after {@code previous}. */
  public ParseException(ParseException previous, int offset, String message) {
    this(offset, message, -1, null, previous);
  }

  /**
   * Creates an error at buffer offset {@code offset} with one note at {@code noteOffset}, such
   * as "previously defined here".
   */
  public ParseException(int offset, String message, int noteOffset, String note) {
    this(offset, message, noteOffset, note, null);
  }

  private ParseException(int offset, String message, int noteOffset, String note,
      ParseException previous) {
    super(message, null, false, false);
    this.offset = offset;
    this.noteOffset = noteOffset;
    this.note = note;
    this.previous = previous;
  }

  /**
   * {@return this error and the ones before it, each message starting with {@code prefix}}, as
   * a custom op parser prefixes {@code custom op 'name' } to what its attribute parsers report
   */
  public ParseException withPrefix(String prefix) {
    return new ParseException(offset, prefix + getMessage(), noteOffset, note,
        previous == null ? null : previous.withPrefix(prefix));
  }

  /** {@return the error reported just before this one, or {@code null}} */
  public ParseException previous() {
    return previous;
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
