package raptor.ir.text;

import java.util.Arrays;

/**
 * Maps buffer offsets to 1-based line and column numbers, as mlir-opt reports them.
 *
 * <p>Line starts are indexed once (O(n)); a lookup on the line of the previous one or the next
 * is O(1), any other a binary search. Columns count UTF-8 bytes, as mlir-opt's do.
 */
public final class SourceLineMap {
  private final String buffer;
  private int[] lineStarts;
  private int lastLine;
  // The bytes beyond one per character between the start of line columnLineStart and
  // columnOffset: a parser asking for columns left to right scans each line once.
  private int columnLineStart = -1;
  private int columnOffset;
  private int columnExtraBytes;

  /** Creates a map over {@code buffer}; the index is built on first use. */
  public SourceLineMap(String buffer) {
    this.buffer = buffer;
  }

  /** {@return the 1-based line of {@code offset}} */
  public int line(int offset) {
    return lineIndex(offset) + 1;
  }

  /** {@return the 1-based column of {@code offset}, counted in UTF-8 bytes as mlir-opt does} */
  public int column(int offset) {
    int start = lineStarts()[lineIndex(offset)];
    int end = Math.max(start, Math.min(offset, buffer.length()));
    if (start != columnLineStart || end < columnOffset) {
      columnLineStart = start;
      columnOffset = start;
      columnExtraBytes = 0;
    }
    for (int i = columnOffset; i < end; i++) {
      char c = buffer.charAt(i);
      if (c >= 0x80) {
        columnExtraBytes += c < 0x800 || Character.isSurrogate(c) ? 1 : 2;
      }
    }
    columnOffset = end;
    return end - start + 1 + columnExtraBytes;
  }

  /** {@return the text of the line holding {@code offset}, without its line terminator} */
  public String lineText(int offset) {
    int start = lineStarts()[lineIndex(offset)];
    int end = start;
    while (end < buffer.length() && buffer.charAt(end) != '\n' && buffer.charAt(end) != '\r') {
      end++;
    }
    return buffer.substring(start, end);
  }

  /** {@return the text of 1-based line {@code line} without its terminator, or {@code null}} */
  public String lineTextAt(int line) {
    int[] starts = lineStarts();
    if (line < 1 || line > starts.length) {
      return null;
    }
    return lineText(starts[line - 1]);
  }

  /** {@return the number of lines (a final line without terminator counts)} */
  public int lineCount() {
    return lineStarts().length;
  }

  private int lineIndex(int offset) {
    int[] starts = lineStarts();
    int target = Math.max(0, Math.min(offset, buffer.length()));
    int last = lastLine;
    if (target >= starts[last] && (last + 1 == starts.length || target < starts[last + 1])) {
      return last;
    }
    if (last + 1 < starts.length && target >= starts[last + 1]
        && (last + 2 == starts.length || target < starts[last + 2])) {
      lastLine = last + 1;
      return last + 1;
    }
    int index = Arrays.binarySearch(starts, target);
    lastLine = index >= 0 ? index : -index - 2;
    return lastLine;
  }

  /** Indexes the line starts on first use, with {@code indexOf} (an intrinsic) per line. */
  private int[] lineStarts() {
    if (lineStarts == null) {
      int[] starts = new int[1024];
      int count = 1;
      for (int nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n', nl + 1)) {
        if (count == starts.length) {
          starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = nl + 1;
      }
      lineStarts = Arrays.copyOf(starts, count);
    }
    return lineStarts;
  }
}
