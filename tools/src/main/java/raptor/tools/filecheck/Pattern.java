package raptor.tools.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * One parsed check pattern: a fixed string, or a Java regex template with substitutions and
 * variable captures. {@link #match} finds it in a range of the input with POSIX
 * leftmost-longest semantics and records the variables it defines.
 */
final class Pattern {

  /** A numeric variable defined by this pattern and the regex group holding its text. */
  record NumericCapture(NumericVariable variable, int group) {}

  /**
   * A successful match.
   *
   * @param start the offset of the match in the input text
   * @param end the offset after the match
   */
  record Match(int start, int end) {}

  private final Directive directive;
  private final Integer lineNumber;
  private final Slice location;
  private final VariableContext context;
  private final boolean ignoreCase;
  private final String fixed;
  private final String regex;
  private final boolean longest;
  private final List<Substitution> substitutions;
  private final Map<String, Integer> stringCaptures;
  private final Map<String, NumericCapture> numericCaptures;
  private java.util.regex.Pattern compiled;

  Pattern(Directive directive, Integer lineNumber, Slice location, VariableContext context,
      boolean ignoreCase, String fixed, String regex, boolean longest,
      List<Substitution> substitutions, Map<String, Integer> stringCaptures,
      Map<String, NumericCapture> numericCaptures) {
    this.directive = directive;
    this.lineNumber = lineNumber;
    this.location = location;
    this.context = context;
    this.ignoreCase = ignoreCase;
    this.fixed = fixed;
    this.regex = regex;
    this.longest = longest;
    this.substitutions = List.copyOf(substitutions);
    this.stringCaptures = stringCaptures;
    this.numericCaptures = numericCaptures;
  }

  /** {@return the pattern matching the end of input, used to check trailing NOT and DAG} */
  static Pattern endOfInput(Slice location, VariableContext context) {
    return new Pattern(Directive.of(CheckKind.EOF), null, location, context, false, null, null,
        false, List.of(), Map.of(), Map.of());
  }

  Directive directive() {
    return directive;
  }

  CheckKind kind() {
    return directive.kind();
  }

  /** {@return where the pattern starts in the check file (or command line)} */
  Slice location() {
    return location;
  }

  List<Substitution> substitutions() {
    return substitutions;
  }

  /** {@return whether the pattern defines or uses string variables (LLVM's hasVariable)} */
  boolean hasVariable() {
    return !substitutions.isEmpty() || !stringCaptures.isEmpty();
  }

  /** {@return the fixed string searched, or the regex source, for fuzzy matching} */
  String exampleText() {
    return fixed != null ? fixed : regex;
  }

  /**
   * Finds the first match in {@code [from, to)} of {@code text}.
   *
   * @return the match, or null if there is none
   * @throws EvaluationException if a substitution cannot be evaluated
   */
  Match match(String text, int from, int to) throws EvaluationException {
    if (kind() == CheckKind.EOF) {
      return new Match(to, to);
    }
    if (fixed != null) {
      return matchFixed(text, from, to);
    }
    java.util.regex.Pattern pattern = compile();
    Window window = new Window(text, from, to);
    Matcher matcher = pattern.matcher(window);
    if (!matcher.find()) {
      return null;
    }
    if (longest) {
      matcher = extendToLongest(pattern, window, matcher);
    }
    for (Map.Entry<String, Integer> capture : stringCaptures.entrySet()) {
      String value = matcher.group(capture.getValue());
      context.setString(capture.getKey(), value == null ? "" : value);
    }
    for (NumericCapture capture : numericCaptures.values()) {
      NumericVariable variable = capture.variable();
      String value = matcher.group(capture.group());
      BigInteger number = variable.implicitFormat().parse(value);
      context.putNumeric(variable);
      variable.setValue(number);
    }
    int skip = kind() == CheckKind.EMPTY ? 1 : 0;
    return new Match(from + matcher.start() + skip, from + matcher.end());
  }

  private Match matchFixed(String text, int from, int to) {
    if (!ignoreCase) {
      int at = text.indexOf(fixed, from);
      return at < 0 || at + fixed.length() > to ? null : new Match(at, at + fixed.length());
    }
    for (int at = from; at + fixed.length() <= to; at++) {
      if (text.regionMatches(true, at, fixed, 0, fixed.length())) {
        return new Match(at, at + fixed.length());
      }
    }
    return null;
  }

  private java.util.regex.Pattern compile() throws EvaluationException {
    if (substitutions.isEmpty()) {
      if (compiled == null) {
        compiled = compile(regex);
      }
      return compiled;
    }
    if (lineNumber != null) {
      context.lineVariable().setValue(BigInteger.valueOf(lineNumber));
    }
    StringBuilder source = new StringBuilder(regex);
    List<PatternError> errors = new ArrayList<>();
    int shift = 0;
    for (Substitution substitution : substitutions) {
      try {
        String value = PosixRegex.quote(substitution.value());
        source.insert(substitution.regexIndex() + shift, value);
        shift += value.length();
      } catch (EvaluationException error) {
        errors.addAll(error.errors());
      }
    }
    if (!errors.isEmpty()) {
      throw new EvaluationException(errors);
    }
    return compile(source.toString());
  }

  private java.util.regex.Pattern compile(String source) {
    int flags = java.util.regex.Pattern.MULTILINE | java.util.regex.Pattern.UNIX_LINES;
    if (ignoreCase) {
      flags |= java.util.regex.Pattern.CASE_INSENSITIVE;
    }
    return java.util.regex.Pattern.compile(source, flags);
  }

  /**
   * POSIX matches are leftmost-longest, Java's leftmost-first: look for a longer match from
   * the same start, up to the end of the line after the Java match. O(line length) matches.
   */
  private static Matcher extendToLongest(java.util.regex.Pattern pattern, Window window,
      Matcher first) {
    int start = first.start();
    int limit = first.end();
    while (limit < window.length() && window.charAt(limit) != '\n') {
      limit++;
    }
    limit = Math.min(window.length(), limit + 1);
    Matcher candidate = pattern.matcher(window);
    candidate.useAnchoringBounds(false).useTransparentBounds(true);
    for (int end = limit; end > first.end(); end--) {
      candidate.region(start, end);
      if (candidate.matches()) {
        return candidate;
      }
    }
    return first;
  }
}
