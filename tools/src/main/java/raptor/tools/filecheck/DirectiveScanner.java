package raptor.tools.filecheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds directives in a check file: the next occurrence of a check or comment prefix that is
 * not the tail of a longer word and is followed by a valid suffix ({@code :}, {@code -NEXT:},
 * {@code -COUNT-3:}, {@code {LITERAL}:}, ...), as LLVM's {@code FindFirstMatchingPrefix} does.
 */
final class DirectiveScanner {

  /**
   * A directive found in the check file.
   *
   * @param prefix the prefix used
   * @param prefixStart the offset where the prefix starts
   * @param directive the directive type
   * @param afterSuffix the offset just after the parsed suffix
   */
  record Found(String prefix, int prefixStart, Directive directive, int afterSuffix) {}

  private final String text;
  private final List<String> commentPrefixes;
  private final List<String> byLength;
  /** The next known occurrence of each prefix in {@link #byLength} order, -1 for none. */
  private final int[] nextOccurrence;

  DirectiveScanner(String text, List<String> checkPrefixes, List<String> commentPrefixes) {
    this.text = text;
    this.commentPrefixes = commentPrefixes;
    List<String> all = new ArrayList<>(checkPrefixes);
    all.addAll(commentPrefixes);
    all.sort(Comparator.comparingInt(String::length).reversed());
    this.byLength = all;
    this.nextOccurrence = new int[all.size()];
    for (int i = 0; i < all.size(); i++) {
      nextOccurrence[i] = text.indexOf(all.get(i));
    }
  }

  /**
   * {@return the next directive at or after {@code from}, or null if there is none}
   *
   * <p>Calls must use non-decreasing {@code from} values; prefix positions are cached.
   */
  Found next(int from) {
    int position = from;
    while (position < text.length()) {
      int at = -1;
      String prefix = null;
      for (int i = 0; i < byLength.size(); i++) {
        if (nextOccurrence[i] >= 0 && nextOccurrence[i] < position) {
          nextOccurrence[i] = text.indexOf(byLength.get(i), position);
        }
        int found = nextOccurrence[i];
        if (found >= 0 && (at < 0 || found < at)) {
          at = found;
          prefix = byLength.get(i);
        }
      }
      if (prefix == null) {
        return null;
      }
      if (at == position || !isPartOfWord(text.charAt(at - 1))) {
        Found found = classify(prefix, at);
        if (found != null) {
          return found;
        }
      }
      position = skipWord(at + prefix.length());
    }
    return null;
  }

  private Found classify(String prefix, int at) {
    int rest = at + prefix.length();
    if (rest >= text.length()) {
      return null;
    }
    if (commentPrefixes.contains(prefix)) {
      return text.charAt(rest) == ':'
          ? new Found(prefix, at, Directive.of(CheckKind.COMMENT), rest + 1) : null;
    }
    if (text.charAt(rest) == ':') {
      return new Found(prefix, at, Directive.of(CheckKind.PLAIN), rest + 1);
    }
    if (text.charAt(rest) == '{') {
      return modifiers(prefix, at, Directive.of(CheckKind.PLAIN), rest);
    }
    boolean misspelled = text.charAt(rest) == '_';
    if (!misspelled && text.charAt(rest) != '-') {
      return null;
    }
    Found found = suffix(prefix, at, rest + 1);
    if (found == null || !misspelled) {
      return found;
    }
    return new Found(prefix, at, Directive.of(CheckKind.MISSPELLED), found.afterSuffix());
  }

  private Found suffix(String prefix, int at, int rest) {
    if (text.startsWith("COUNT-", rest)) {
      return count(prefix, at, rest + "COUNT-".length());
    }
    for (String combo : new String[] {"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:",
        "SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"}) {
      if (text.startsWith(combo, rest)) {
        return new Found(prefix, at, Directive.of(CheckKind.BAD_NOT), rest);
      }
    }
    for (CheckKind kind : new CheckKind[] {CheckKind.NEXT, CheckKind.SAME, CheckKind.NOT,
        CheckKind.DAG, CheckKind.LABEL, CheckKind.EMPTY}) {
      String name = kind.suffix().substring(1);
      if (text.startsWith(name, rest)) {
        return modifiers(prefix, at, Directive.of(kind), rest + name.length());
      }
    }
    return null;
  }

  private Found count(String prefix, int at, int rest) {
    int end = rest;
    while (end < text.length() && Character.isDigit(text.charAt(end))) {
      end++;
    }
    Found bad = new Found(prefix, at, Directive.of(CheckKind.BAD_COUNT), end);
    if (end == rest || end - rest > 10) {
      return bad;
    }
    long count = Long.parseLong(text.substring(rest, end));
    if (count <= 0 || count > Integer.MAX_VALUE || end >= text.length()
        || (text.charAt(end) != ':' && text.charAt(end) != '{')) {
      return bad;
    }
    return modifiers(prefix, at, new Directive(CheckKind.PLAIN, (int) count, false), end);
  }

  private Found modifiers(String prefix, int at, Directive directive, int rest) {
    if (rest < text.length() && text.charAt(rest) == ':') {
      return new Found(prefix, at, directive, rest + 1);
    }
    if (rest >= text.length() || text.charAt(rest) != '{') {
      return null;
    }
    int i = rest + 1;
    Directive result = directive;
    do {
      i = skipSpace(i);
      if (!text.startsWith("LITERAL", i)) {
        return null;
      }
      result = result.withLiteral();
      i = skipSpace(i + "LITERAL".length());
    } while (i < text.length() && text.charAt(i) == ',' && i++ >= 0);
    if (!text.startsWith("}:", i)) {
      return null;
    }
    return new Found(prefix, at, result, i + 2);
  }

  private int skipSpace(int i) {
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private int skipWord(int i) {
    while (i < text.length() && isPartOfWord(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isPartOfWord(char c) {
    return Character.isLetterOrDigit(c) && c < 128 || c == '-' || c == '_';
  }
}
