package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.SourceSet;
import raptor.tblgen.record.Record;

/**
 * Finds where the value of a string field is written ({@code let assemblyFormat = [{...}]}) so
 * that errors inside it point at the right line and column. It searches the def's own text,
 * then its superclasses' nearest first, and falls back to the def's position.
 */
final class FieldLocator {
  private FieldLocator() {
  }

  /** {@return the position of the first character of the value {@code value} of {@code field}} */
  static SourceLoc locate(SourceSet sources, Record def, String field, String value) {
    List<Record> candidates = new ArrayList<>();
    candidates.add(def);
    List<Record> supers = def.superClasses();
    for (int i = supers.size() - 1; i >= 0; i--) {
      candidates.add(supers.get(i));
    }
    for (Record record : candidates) {
      SourceLoc found = search(sources, record.loc(), field, value);
      if (found != null) {
        return found;
      }
    }
    return def.loc();
  }

  private static SourceLoc search(SourceSet sources, SourceLoc start, String field, String value) {
    String text = sources.text(start.file());
    if (text == null) {
      return null;
    }
    int from = offsetOf(text, start);
    int end = nextRecordStart(text, from);
    int at = text.indexOf(field, from);
    while (at >= 0 && at < end) {
      int valueStart = valueStart(text, at + field.length());
      if (valueStart >= 0 && text.startsWith(firstLine(value), valueStart)) {
        return locationOf(text, start.file(), valueStart);
      }
      at = text.indexOf(field, at + 1);
    }
    return null;
  }

  /** {@return the offset just inside the quote or {@code [{} after {@code = }, or -1} */
  private static int valueStart(String text, int pos) {
    int i = skipSpaces(text, pos);
    if (i >= text.length() || text.charAt(i) != '=') {
      return -1;
    }
    i = skipSpaces(text, i + 1);
    if (text.startsWith("[{", i)) {
      return i + 2;
    }
    return i < text.length() && text.charAt(i) == '"' ? i + 1 : -1;
  }

  private static String firstLine(String value) {
    int newline = value.indexOf('\n');
    String line = newline < 0 ? value : value.substring(0, newline);
    return line.length() > 8 ? line.substring(0, 8) : line;
  }

  private static int skipSpaces(String text, int i) {
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int nextRecordStart(String text, int from) {
    int end = text.length();
    for (String keyword : new String[] {"\ndef ", "\nclass "}) {
      int at = text.indexOf(keyword, from + 1);
      if (at >= 0 && at < end) {
        end = at;
      }
    }
    return end;
  }

  private static int offsetOf(String text, SourceLoc loc) {
    int line = 1;
    int i = 0;
    while (line < loc.line() && i < text.length()) {
      if (text.charAt(i++) == '\n') {
        line++;
      }
    }
    return Math.min(i + loc.column() - 1, text.length());
  }

  /** {@return the 1-based line and column of {@code offset}} */
  static SourceLoc locationOf(String text, String file, int offset) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset && i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new SourceLoc(file, line, offset - lineStart + 1);
  }
}
