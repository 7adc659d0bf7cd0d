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

  /**
   * Appends {@code line} and its caret line, each ending in a newline.
   *
   * @param out where to append
   * @param line the source line, without its terminator
   * @param caret the index in {@code line} of the {@code ^} (at most {@code line.length()})
   * @param rangeFrom the first index marked with {@code ~}, or -1 for no range
   * @param rangeTo the index after the last one marked (at most {@code line.length() + 1})
   */
  public static void append(StringBuilder out, String line, int caret, int rangeFrom,
      int rangeTo) {
    out.append(expandTabs(line)).append('\n');
    if (!isAscii(line)) {
      return;
    }
    char[] marks = new char[line.length() + 1];
    Arrays.fill(marks, ' ');
    for (int i = Math.max(0, rangeFrom); i < Math.min(rangeTo, marks.length); i++) {
      marks[i] = '~';
    }
    marks[Math.min(caret, line.length())] = '^';
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

  private static String expandTabs(String line) {
    if (line.indexOf('\t') < 0) {
      return line;
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
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
