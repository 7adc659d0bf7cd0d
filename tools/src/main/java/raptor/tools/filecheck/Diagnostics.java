package raptor.tools.filecheck;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Prints diagnostics in the format of LLVM's {@code SourceMgr}: a
 * {@code name:line:col: kind: message} header, the source line, and a caret line that marks
 * the location with {@code ^} and an optional range with {@code ~}.
 */
final class Diagnostics {
  private static final int TAB_STOP = 8;

  /** The severity printed after the location. */
  enum Kind {
    ERROR("error"),
    NOTE("note"),
    REMARK("remark");

    private final String label;

    Kind(String label) {
      this.label = label;
    }
  }

  private final PrintStream err;

  Diagnostics(PrintStream err) {
    this.err = err;
  }

  /** Prints a note at the start of {@code at}. */
  void note(Slice at, String message) {
    print(at, Kind.NOTE, message, null);
  }

  /**
   * Prints a located message.
   *
   * @param at where the caret goes (its start)
   * @param kind the severity
   * @param message the text after the severity
   * @param range the range marked with tildes, or null
   */
  void print(Slice at, Kind kind, String message, Slice range) {
    SourceBuffer buffer = at.buffer();
    int offset = at.start();
    int line = buffer.lineOf(offset);
    int lineStart = buffer.lineStart(line);
    int lineEnd = buffer.lineEnd(lineStart);
    String source = buffer.text().substring(lineStart, lineEnd);
    StringBuilder out = new StringBuilder();
    out.append(buffer.name()).append(':').append(line).append(':').append(offset - lineStart + 1)
        .append(": ").append(kind.label).append(": ").append(message).append('\n');
    out.append(expandTabs(source)).append('\n');
    if (isAscii(source)) {
      out.append(caretLine(source, lineStart, offset, range)).append('\n');
    }
    write(out.toString());
  }

  /** Prints {@code text} unchanged; it should end with a newline. */
  void raw(String text) {
    write(text);
  }

  private void write(String text) {
    err.write(text.getBytes(StandardCharsets.ISO_8859_1), 0, text.length());
    err.flush();
  }

  private static String caretLine(String source, int lineStart, int offset, Slice range) {
    char[] marks = new char[source.length() + 1];
    java.util.Arrays.fill(marks, ' ');
    if (range != null && range.start() <= lineStart + source.length() && range.end() >= lineStart) {
      int from = Math.max(range.start(), lineStart) - lineStart;
      int to = Math.min(range.end(), lineStart + source.length() + 1) - lineStart;
      for (int i = from; i < to; i++) {
        marks[i] = '~';
      }
    }
    marks[Math.min(offset - lineStart, source.length())] = '^';
    StringBuilder caret = new StringBuilder();
    int column = 0;
    for (int i = 0; i < marks.length; i++) {
      if (i >= source.length() || source.charAt(i) != '\t') {
        caret.append(marks[i]);
        column++;
        continue;
      }
      do {
        caret.append(marks[i]);
        column++;
      } while (column % TAB_STOP != 0);
    }
    int n = caret.length();
    while (n > 0 && caret.charAt(n - 1) == ' ') {
      n--;
    }
    return caret.substring(0, n);
  }

  /** LLVM cannot align a caret under non-ASCII text and leaves the caret line out. */
  private static boolean isAscii(String source) {
    for (int i = 0; i < source.length(); i++) {
      if (source.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  private static String expandTabs(String source) {
    if (source.indexOf('\t') < 0) {
      return source;
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < source.length(); i++) {
      char c = source.charAt(i);
      if (c != '\t') {
        out.append(c);
        continue;
      }
      do {
        out.append(' ');
      } while (out.length() % TAB_STOP != 0);
    }
    return out.toString();
  }
}
