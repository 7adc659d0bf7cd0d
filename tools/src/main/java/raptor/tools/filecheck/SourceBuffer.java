package raptor.tools.filecheck;

import java.util.Arrays;

/**
 * A named text buffer (check file, input, or a synthetic command-line buffer) that maps
 * offsets to one-based line and column numbers, like LLVM's {@code SourceMgr} buffers.
 *
 * <p>Text is held as ISO-8859-1 decoded bytes, so one {@code char} is one byte of the file and
 * columns count bytes as LLVM does. Computing a line number is O(log lines) after an O(n)
 * index built on first use.
 */
final class SourceBuffer {
  private final String name;
  private final String text;
  private int[] lineStarts;

  SourceBuffer(String name, String text) {
    this.name = name;
    this.text = text;
  }

  /** {@return the buffer name printed in diagnostics} */
  String name() {
    return name;
  }

  /** {@return the whole text} */
  String text() {
    return text;
  }

  /** {@return a slice covering the whole buffer} */
  Slice all() {
    return new Slice(this, 0, text.length());
  }

  /** {@return the one-based line containing {@code offset}} */
  int lineOf(int offset) {
    int[] starts = lineStarts();
    int index = Arrays.binarySearch(starts, offset);
    return index >= 0 ? index + 1 : -index - 1;
  }

  /** {@return the one-based column of {@code offset} in its line} */
  int columnOf(int offset) {
    return offset - lineStarts()[lineOf(offset) - 1] + 1;
  }

  /** {@return the offset where one-based {@code line} starts} */
  int lineStart(int line) {
    return lineStarts()[line - 1];
  }

  /** {@return the offset of the end of the line containing {@code offset}, before any newline} */
  int lineEnd(int offset) {
    int end = text.indexOf('\n', offset);
    end = end < 0 ? text.length() : end;
    return end > 0 && end > offset && text.charAt(end - 1) == '\r' ? end - 1 : end;
  }

  private int[] lineStarts() {
    if (lineStarts == null) {
      int count = 1;
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          count++;
        }
      }
      int[] starts = new int[count];
      int line = 1;
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          starts[line++] = i + 1;
        }
      }
      lineStarts = starts;
    }
    return lineStarts;
  }
}
