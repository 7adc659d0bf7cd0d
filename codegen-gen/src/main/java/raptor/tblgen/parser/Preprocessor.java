package raptor.tblgen.parser;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * TableGen's line preprocessor: {@code #define NAME}, {@code #ifdef NAME}, {@code #ifndef NAME},
 * {@code #else} and {@code #endif} at the start of a line, as used for include guards. As in TableGen, a
 * line inside a {@code [{ code }]} block or a block comment is not a directive.
 *
 * <p>Directive lines and lines in inactive regions are blanked, so that line and column numbers of the rest
 * stay as in the original. Defined names persist across the files of one compilation, as in TableGen, so one
 * instance serves all files of a run.
 */
final class Preprocessor {

  /** One open {@code #ifdef}/{@code #ifndef}: whether the enclosing region and this branch are active. */
  private record Conditional(boolean outerActive, boolean branchActive, boolean inElse) {
  }

  private final Set<String> defined = new HashSet<>();
  /** Whether the text scanned so far ends inside a code block. */
  private boolean inCode;
  /** How many block comments the text scanned so far ends inside (they nest). */
  private int commentDepth;

  /**
   * Applies the directives of one file.
   *
   * @param file the file name for diagnostics
   * @param text the file text
   * @return the text with directives and inactive lines blanked
   */
  String process(String file, String text) {
    Deque<Conditional> open = new ArrayDeque<>();
    inCode = false;
    commentDepth = 0;
    StringBuilder out = new StringBuilder(text.length());
    int lineNumber = 0;
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      int next = end < 0 ? text.length() : end + 1;
      lineNumber++;
      String line = text.substring(start, end < 0 ? text.length() : end);
      boolean active = open.isEmpty() || open.peek().branchActive();
      boolean inText = inCode || commentDepth > 0;
      if ((!inText && directive(file, lineNumber, line, open)) || !active) {
        out.append(end < 0 ? "" : "\n");
      } else {
        scan(line);
        out.append(text, start, next);
      }
      start = next;
    }
    if (!open.isEmpty()) {
      throw new TdException(new SourceLoc(file, lineNumber + 1, 1), "reached EOF without matching #endif");
    }
    return out.toString();
  }

  /** Handles {@code line} if it is a directive and {@return whether it was one} */
  private boolean directive(String file, int lineNumber, String line, Deque<Conditional> open) {
    int hash = firstNonBlank(line);
    if (hash < 0 || line.charAt(hash) != '#') {
      return false;
    }
    String[] words = line.substring(hash + 1).trim().split("\\s+");
    boolean active = open.isEmpty() || open.peek().branchActive();
    SourceLoc loc = new SourceLoc(file, lineNumber, hash + 2);
    switch (words[0]) {
      case "define" -> {
        if (active) {
          defined.add(macroName(words, loc));
        }
      }
      case "ifdef" -> open.push(new Conditional(active, active && defined.contains(macroName(words, loc)), false));
      case "ifndef" -> open.push(new Conditional(active, active && !defined.contains(macroName(words, loc)), false));
      case "else" -> {
        Conditional top = pop(open, loc, "#else without #ifdef");
        if (top.inElse()) {
          throw new TdException(loc, "double #else");
        }
        open.push(new Conditional(top.outerActive(), top.outerActive() && !top.branchActive(), true));
      }
      case "endif" -> pop(open, loc, "#endif without #ifdef");
      default -> {
        return false;
      }
    }
    return true;
  }

  /** Follows the code blocks, block comments, strings and line comments of an active line. */
  private void scan(String line) {
    int i = 0;
    while (i < line.length()) {
      if (inCode) {
        int close = line.indexOf("}]", i);
        if (close < 0) {
          return;
        }
        inCode = false;
        i = close + 2;
      } else if (commentDepth > 0) {
        int opening = line.indexOf("/*", i);
        int closing = line.indexOf("*/", i);
        if (closing < 0 && opening < 0) {
          return;
        }
        if (opening >= 0 && (closing < 0 || opening < closing)) {
          commentDepth++;
          i = opening + 2;
        } else {
          commentDepth--;
          i = closing + 2;
        }
      } else if (line.startsWith("//", i)) {
        return;
      } else if (line.startsWith("/*", i)) {
        commentDepth++;
        i += 2;
      } else if (line.startsWith("[{", i)) {
        inCode = true;
        i += 2;
      } else if (line.charAt(i) == '"') {
        i = endOfString(line, i + 1);
      } else {
        i++;
      }
    }
  }

  /** {@return the index after the string literal whose text starts at {@code i}, or the line's end} */
  private static int endOfString(String line, int i) {
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c == '\\') {
        i += 2;
      } else if (c == '"') {
        return i + 1;
      } else {
        i++;
      }
    }
    return i;
  }

  private static Conditional pop(Deque<Conditional> open, SourceLoc loc, String message) {
    if (open.isEmpty()) {
      throw new TdException(loc, message);
    }
    return open.pop();
  }

  private static String macroName(String[] words, SourceLoc loc) {
    if (words.length < 2 || words[1].startsWith("//")) {
      SourceLoc afterDirective = new SourceLoc(loc.file(), loc.line(), loc.column() + words[0].length());
      throw new TdException(afterDirective, "expected macro name after #" + words[0]);
    }
    return words[1];
  }

  private static int firstNonBlank(String line) {
    for (int i = 0; i < line.length(); i++) {
      if (!Character.isWhitespace(line.charAt(i))) {
        return i;
      }
    }
    return -1;
  }
}
