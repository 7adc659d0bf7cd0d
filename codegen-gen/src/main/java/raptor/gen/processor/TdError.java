package raptor.gen.processor;

import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/** Creates {@link TdException}s for problems the processor finds in a {@code .td} file. */
final class TdError {
  private TdError() {
  }

  static TdException at(SourceLoc loc, String message) {
    return new TdException(loc, message);
  }

  /** {@return the position {@code offset} characters into a text starting at {@code start}} */
  static SourceLoc offsetIn(SourceLoc start, String text, int offset) {
    int line = start.line();
    int column = start.column();
    for (int i = 0; i < offset && i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new SourceLoc(start.file(), line, column);
  }
}
