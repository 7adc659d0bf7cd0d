package raptor.ir.diag;

import java.util.Arrays;

/**
 * The source line and caret line that LLVM's {@code SourceMgr} prints under a located
 * diagnostic: tabs expanded to stops of 8 in both, {@code ^} under the location and {@code ~}
 * under a range, and no caret line at all when the source line holds non-ASCII text, which
 * LLVM cannot align.
 */
public final class SourceQuote {
  private static final int TAB_STOP = 8;

  private SourceQuote() {
  }

  /** How the characters of a quoted line stand for the bytes of the file. */
  public enum Text {
    /** One character per byte (a file read as ISO-8859-1). */
    BYTES,
    /** Decoded text: a character counts as its UTF-8 bytes when tabs are expanded. */
    DECODED
  }

  /**
   * Appends {@code line} and its caret line, each ending in a newline.
   *
   * @param out where to append
   * @param line the source line, without its terminator
   * @param text how {@code line}'s characters map to the file's bytes
   * @param caret the index in {@code line} of the {@code ^}, clamped to the line
   * @param rangeFrom the first index marked with {@code ~}, or -1 for no range
   * @param rangeTo the index after the last one marked (at most {@code line.length() + 1})
   */
  public static void append(StringBuilder out, String line, Text text, int caret, int rangeFrom,
      int rangeTo) {
    out.append(expandTabs(line, text)).append('\n');
    if (!isAscii(line)) {
      return;
    }
    char[] marks = new char[line.length() + 1];
    Arrays.fill(marks, ' ');
    for (int i = Math.max(0, rangeFrom); i < Math.min(rangeTo, marks.length); i++) {
      marks[i] = '~';
    }
    marks[Math.max(0, Math.min(caret, line.length()))] = '^';
    int start = out.length();
    int column = 0;
    for (int i = 0; i < marks.length; i++) {
      do {
        out.append(marks[i]);
        column++;
      } while (i < line.length() && line.charAt(i) == '\t' && column % TAB_STOP != 0);
    }
    int end = out.length();
    while (end > start && out.charAt(end - 1) == ' ') {
      end--;
    }
    out.setLength(end);
    out.append('\n');
  }

  private static boolean isAscii(String line) {
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /** Expands tabs to the next multiple of 8 bytes, as LLVM counts columns. */
  private static String expandTabs(String line, Text text) {
    if (line.indexOf('\t') < 0) {
      return line;
    }
    StringBuilder out = new StringBuilder();
    int column = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c != '\t') {
        out.append(c);
        column += text == Text.BYTES ? 1 : utf8Bytes(c);
        continue;
      }
      do {
        out.append(' ');
        column++;
      } while (column % TAB_STOP != 0);
    }
    return out.toString();
  }

  /** {@return the UTF-8 bytes of {@code c}; each half of a surrogate pair counts two} */
  private static int utf8Bytes(char c) {
    if (c < 0x80) {
      return 1;
    }
    return c < 0x800 || Character.isSurrogate(c) ? 2 : 3;
  }
}
