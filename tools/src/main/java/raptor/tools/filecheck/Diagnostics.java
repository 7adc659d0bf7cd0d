package raptor.tools.filecheck;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import raptor.ir.diag.SourceQuote;

/**
 * Prints diagnostics in the format of LLVM's {@code SourceMgr}: a
 * {@code name:line:col: kind: message} header, the source line, and a caret line that marks
 * the location with {@code ^} and an optional range with {@code ~}.
 */
final class Diagnostics {
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
    int from = -1;
    int to = -1;
    if (range != null && range.start() <= lineStart + source.length() && range.end() >= lineStart) {
      from = Math.max(range.start(), lineStart) - lineStart;
      to = Math.min(range.end(), lineStart + source.length() + 1) - lineStart;
    }
    SourceQuote.append(out, source, SourceQuote.Text.BYTES, offset - lineStart, from, to);
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
}
