package raptor.ir.text;

/** A parse error that carries one note at another offset, e.g. "previously defined here". */
final class NotedParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int offset;
  private final int noteOffset;
  private final String note;

  NotedParseException(int offset, String message, int noteOffset, String note) {
    super(message, null, false, false);
    this.offset = offset;
    this.noteOffset = noteOffset;
    this.note = note;
  }

  int offset() {
    return offset;
  }

  int noteOffset() {
    return noteOffset;
  }

  String note() {
    return note;
  }
}
