package raptor.tools.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Reports the outcome of matching one pattern, as LLVM's {@code printMatch} and
 * {@code printNoMatch} do: errors with notes ({@code found here}, {@code scanning from here},
 * substitution values, a fuzzy {@code possible intended match here}) and, with {@code -v},
 * remarks for good matches. Every report is also offered to the {@link InputDump}.
 */
final class MatchReporter {
  private static final int FUZZY_SEARCH_LIMIT = 4096;

  private final FileCheckOptions options;
  private final Diagnostics diagnostics;
  private final InputDump dump;
  private final SourceBuffer input;

  MatchReporter(FileCheckOptions options, Diagnostics diagnostics, InputDump dump,
      SourceBuffer input) {
    this.options = options;
    this.diagnostics = diagnostics;
    this.dump = dump;
    this.input = input;
  }

  /**
   * Reports a match of {@code pattern}.
   *
   * @param expected whether a match was wanted (false for NOT patterns)
   * @param matchedCount the repetition reached, for {@code -COUNT-n}
   * @return whether this is an error
   */
  boolean found(boolean expected, String prefix, Pattern pattern, int matchedCount,
      Pattern.Match match) {
    boolean error = !expected;
    if (!error && (!options.verbose() || !options.veryVerbose()
        && pattern.kind() == CheckKind.EOF)) {
      return false;
    }
    dump.found(pattern, expected, match);
    List<String> notes = substitutionNotes(pattern);
    for (String note : notes) {
      dump.note(pattern, true, expected, match.start(), note);
    }
    if (!error && dump.enabled()) {
      return false;
    }
    String message = pattern.directive().describe(prefix) + ": "
        + (expected ? "expected" : "excluded") + " string found in input"
        + countSuffix(pattern, matchedCount);
    diagnostics.print(pattern.location(), expected ? Diagnostics.Kind.REMARK
        : Diagnostics.Kind.ERROR, message, null);
    Slice range = new Slice(input, match.start(), match.end());
    diagnostics.print(range, Diagnostics.Kind.NOTE, "found here", range);
    for (String note : notes) {
      diagnostics.note(range.take(0), note);
    }
    return error;
  }

  /**
   * Reports that {@code pattern} was not found in {@code [from, to)}.
   *
   * @param failure why the pattern could not be matched at all, or null
   * @return whether this is an error
   */
  boolean notFound(boolean expected, String prefix, Pattern pattern, int matchedCount,
      int from, int to, EvaluationException failure) {
    boolean patternError = failure != null;
    if (patternError) {
      for (PatternError error : failure.errors()) {
        error.print(diagnostics);
      }
    }
    boolean error = expected || patternError;
    if (!error && !options.veryVerbose()) {
      return false;
    }
    dump.notFound(pattern, expected, patternError, from, to);
    if (patternError) {
      for (PatternError problem : failure.errors()) {
        dump.add(pattern, InputDump.MatchType.NONE_FOR_INVALID_PATTERN, from, from,
            problem.getMessage());
      }
    }
    List<String> notes = substitutionNotes(pattern);
    for (String note : notes) {
      dump.note(pattern, false, expected, from, note);
    }
    if (!error && dump.enabled()) {
      return false;
    }
    Slice start = new Slice(input, from, from);
    if (!patternError) {
      String message = pattern.directive().describe(prefix) + ": "
          + (expected ? "expected" : "excluded") + " string not found in input"
          + countSuffix(pattern, matchedCount);
      diagnostics.print(pattern.location(), expected ? Diagnostics.Kind.ERROR
          : Diagnostics.Kind.REMARK, message, null);
      diagnostics.note(start, "scanning from here");
    }
    for (String note : notes) {
      diagnostics.note(start, note);
    }
    if (expected) {
      printFuzzyMatch(pattern, from, to);
    }
    return error;
  }

  private static String countSuffix(Pattern pattern, int matchedCount) {
    int count = pattern.directive().count();
    return count > 1 ? " (" + matchedCount + " out of " + count + ")" : "";
  }

  private static List<String> substitutionNotes(Pattern pattern) {
    List<String> notes = new ArrayList<>();
    for (Substitution substitution : pattern.substitutions()) {
      try {
        notes.add("with \"" + escape(substitution.source().text()) + "\" equal to "
            + describeValue(substitution));
      } catch (EvaluationException undefined) {
        // Reported as a pattern error instead.
      }
    }
    return notes;
  }

  private static String describeValue(Substitution substitution) throws EvaluationException {
    String value = substitution.value();
    if (substitution instanceof Substitution.Numeric) {
      return "\"" + value + "\"";
    }
    boolean needsEscaping = false;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      needsEscaping |= c < 0x20 || c > 0x7e || c == '"';
    }
    return needsEscaping ? "\"" + escape(value) + "\" (escaped value)" : "\"" + value + "\"";
  }

  /** {@return {@code text} escaped like LLVM's {@code raw_ostream::write_escaped}} */
  static String escape(String text) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '"' -> out.append("\\\"");
        default -> {
          if (c >= 0x20 && c <= 0x7e) {
            out.append(c);
          } else {
            out.append('\\').append((char) ('0' + ((c >> 6) & 7)))
                .append((char) ('0' + ((c >> 3) & 7))).append((char) ('0' + (c & 7)));
          }
        }
      }
    }
    return out.toString();
  }

  private void printFuzzyMatch(Pattern pattern, int from, int to) {
    String example = pattern.exampleText();
    if (example == null) {
      return;
    }
    String text = input.text();
    int limit = Math.min(FUZZY_SEARCH_LIMIT, to - from);
    if ((long) FUZZY_SEARCH_LIMIT * 2048 < (long) limit * example.length()) {
      return;
    }
    int best = -1;
    double bestQuality = 0;
    int lines = 0;
    for (int i = 0; i < limit; i++) {
      char c = text.charAt(from + i);
      if (c == '\n') {
        lines++;
      }
      if (c == ' ' || c == '\t') {
        continue;
      }
      int prefixEnd = Math.min(to, from + i + example.length());
      int newline = text.indexOf('\n', from + i);
      if (newline >= 0 && newline < prefixEnd) {
        prefixEnd = newline;
      }
      double quality = editDistance(text, from + i, prefixEnd, example) + lines / 100.0;
      if (best < 0 || quality < bestQuality) {
        best = i;
        bestQuality = quality;
      }
    }
    if (best > 0 && bestQuality < 50) {
      Slice at = new Slice(input, from + best, from + best);
      dump.fuzzy(pattern, at.start());
      diagnostics.note(at, "possible intended match here");
    }
  }

  private static int editDistance(String text, int from, int to, String other) {
    int n = to - from;
    int[] row = new int[other.length() + 1];
    for (int j = 0; j < row.length; j++) {
      row[j] = j;
    }
    for (int i = 1; i <= n; i++) {
      int previous = row[0];
      row[0] = i;
      char c = text.charAt(from + i - 1);
      for (int j = 1; j < row.length; j++) {
        int old = row[j];
        int substitution = previous + (c == other.charAt(j - 1) ? 0 : 1);
        row[j] = Math.min(substitution, Math.min(row[j - 1], row[j]) + 1);
        previous = old;
      }
    }
    return row[other.length()];
  }
}
