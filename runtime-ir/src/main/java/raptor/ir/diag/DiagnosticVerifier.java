package raptor.ir.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.attr.Location;
import raptor.ir.attr.UnknownLoc;

/**
 * Checks emitted diagnostics against {@code expected-error/warning/note/remark} comments, as
 * mlir-opt's {@code --verify-diagnostics} does.
 *
 * <p>A directive is {@code expected-<severity>(-re)?(@+N|@-N|@above|@below|@unknown)?
 * {{message}}}; the message is a substring of the diagnostic's (with {@code -re}, a pattern
 * whose {@code {{...}}} parts are regular expressions). Unexpected diagnostics are reported as
 * they arrive; expectations never met are reported by {@link #finish()}.
 */
public final class DiagnosticVerifier {
  private static final String PREFIX = "expected-";
  private static final String[] SEVERITIES = {"error", "warning", "note", "remark"};

  private final String fileName;
  private final List<Expectation> expectations = new ArrayList<>();
  private final List<Diagnostic> setupErrors = new ArrayList<>();

  /** One directive: what it expects, where, and whether it was met. */
  private static final class Expectation {
    final Severity severity;
    final int line;
    final String message;
    final Pattern pattern;
    final FileLineColLoc directiveLocation;
    boolean matched;

    Expectation(Severity severity, int line, String message, Pattern pattern,
        FileLineColLoc directiveLocation) {
      this.severity = severity;
      this.line = line;
      this.message = message;
      this.pattern = pattern;
      this.directiveLocation = directiveLocation;
    }

    boolean matchesText(String text) {
      return pattern != null ? pattern.matcher(text).find() : text.contains(message);
    }
  }

  /** Collects the directives of {@code buffer}, the text of {@code fileName}. */
  public DiagnosticVerifier(String fileName, String buffer) {
    this.fileName = fileName;
    String[] lines = buffer.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      scanLine(lines, i);
    }
  }

  /** {@return errors about malformed directives, found while scanning} */
  public List<Diagnostic> setupErrors() {
    return List.copyOf(setupErrors);
  }

  private void scanLine(String[] lines, int index) {
    String text = lines[index];
    int at = text.indexOf(PREFIX);
    while (at >= 0) {
      parseDirective(lines, index, at);
      at = text.indexOf(PREFIX, at + PREFIX.length());
    }
  }

  private void parseDirective(String[] lines, int index, int start) {
    String text = lines[index];
    int pos = start + PREFIX.length();
    Severity severity = null;
    for (String word : SEVERITIES) {
      if (text.startsWith(word, pos)) {
        severity = Severity.valueOf(word.toUpperCase(java.util.Locale.ROOT));
        pos += word.length();
        break;
      }
    }
    if (severity == null) {
      return;
    }
    boolean regex = text.startsWith("-re", pos);
    if (regex) {
      pos += 3;
    }
    pos = skipSpaces(text, pos);
    int targetLine = index + 1;
    if (pos < text.length() && text.charAt(pos) == '@') {
      int end = pos + 1;
      while (end < text.length() && text.charAt(end) != ' ' && text.charAt(end) != '{') {
        end++;
      }
      targetLine = resolveTarget(lines, index, text.substring(pos + 1, end));
      pos = skipSpaces(text, end);
    }
    if (!text.startsWith("{{", pos)) {
      return;
    }
    int close = text.lastIndexOf("}}");
    if (close < pos + 2) {
      return;
    }
    String message = text.substring(pos + 2, close);
    FileLineColLoc where = new FileLineColLoc(fileName, index + 1, start + 1, index + 1,
        start + Math.max(1, message.length()));
    Pattern pattern = null;
    if (regex) {
      try {
        pattern = ExpectedPattern.compile(message);
      } catch (PatternSyntaxException e) {
        setupErrors.add(new Diagnostic(Severity.ERROR, where,
            "invalid regex: " + e.getDescription()));
        return;
      }
    }
    expectations.add(new Expectation(severity, targetLine, message, pattern, where));
  }

  private static int skipSpaces(String text, int pos) {
    while (pos < text.length() && text.charAt(pos) == ' ') {
      pos++;
    }
    return pos;
  }

  /** Resolves {@code +N}, {@code -N}, {@code above}, {@code below}, {@code unknown}. */
  private static int resolveTarget(String[] lines, int index, String spec) {
    switch (spec) {
      case "unknown":
        return 0;
      case "above":
        for (int i = index - 1; i >= 0; i--) {
          if (!lines[i].contains(PREFIX)) {
            return i + 1;
          }
        }
        return index;
      case "below":
        for (int i = index + 1; i < lines.length; i++) {
          if (!lines[i].contains(PREFIX)) {
            return i + 1;
          }
        }
        return index + 2;
      default:
        try {
          return index + 1 + Integer.parseInt(spec.startsWith("+") ? spec.substring(1) : spec);
        } catch (NumberFormatException e) {
          return -1;
        }
    }
  }

  /**
   * Matches each diagnostic (and each of its notes) with an expectation.
   *
   * @return the errors to report now: unexpected diagnostics and severity mismatches
   */
  public List<Diagnostic> process(List<Diagnostic> emitted) {
    List<Diagnostic> problems = new ArrayList<>();
    for (Diagnostic d : emitted) {
      check(d, problems);
      for (Diagnostic note : d.notes()) {
        check(note, problems);
      }
    }
    return problems;
  }

  private void check(Diagnostic d, List<Diagnostic> problems) {
    int line = lineOf(d.location());
    Expectation wrongSeverity = null;
    for (Expectation e : expectations) {
      if (e.matched || e.line != line || !e.matchesText(d.message())) {
        continue;
      }
      if (e.severity == d.severity()) {
        e.matched = true;
        return;
      }
      wrongSeverity = e;
    }
    if (wrongSeverity != null) {
      FileLineColLoc at = wrongSeverity.directiveLocation;
      problems.add(new Diagnostic(Severity.ERROR, FileLineColLoc.of(at.file(), at.line(), at.column()),
          "'" + d.severity().word() + "' diagnostic emitted when expecting a '"
              + wrongSeverity.severity.word() + "'"));
      return;
    }
    problems.add(new Diagnostic(Severity.ERROR, d.location(),
        "unexpected " + d.severity().word() + ": " + d.message()));
  }

  private int lineOf(Location location) {
    if (location instanceof UnknownLoc) {
      return 0;
    }
    FileLineColLoc position = DiagnosticPrinter.filePosition(location);
    return position != null && position.file().equals(fileName) ? position.line() : -1;
  }

  /** {@return an error for each expectation that no diagnostic met, in file order} */
  public List<Diagnostic> finish() {
    List<Diagnostic> problems = new ArrayList<>();
    for (Expectation e : expectations) {
      if (!e.matched) {
        problems.add(new Diagnostic(Severity.ERROR, e.directiveLocation, "expected "
            + e.severity.word() + " \"" + e.message + "\" was not produced"));
      }
    }
    return problems;
  }
}
