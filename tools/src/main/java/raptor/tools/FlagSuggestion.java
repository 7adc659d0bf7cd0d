package raptor.tools;

import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Finds the flag a user probably meant when they typed an unknown one, as LLVM's command-line
 * library does ({@code Did you mean '--crossbar-count'?}). The known flags are read from a tool's
 * help text, so a flag is suggested exactly when it is documented.
 */
public final class FlagSuggestion {
  private FlagSuggestion() {
  }

  /**
   * {@return the documented flag closest to {@code name} (given without dashes), if one is close
   * enough to be a misspelling: at most a third of its length in edits, and at least two}
   */
  public static Optional<String> didYouMean(String name, String helpText) {
    int allowed = Math.max(2, name.length() / 3);
    String best = null;
    int bestDistance = allowed + 1;
    for (String flag : documentedFlags(helpText)) {
      int distance = editDistance(name, flag);
      if (distance < bestDistance) {
        best = flag;
        bestDistance = distance;
      }
    }
    return Optional.ofNullable(best).map(flag -> "--" + flag);
  }

  /** {@return every {@code --flag} the text names, without dashes, in order of appearance} */
  static Set<String> documentedFlags(String helpText) {
    Set<String> flags = new LinkedHashSet<>();
    int at = helpText.indexOf("--");
    while (at >= 0) {
      int end = at + 2;
      while (end < helpText.length() && isFlagChar(helpText.charAt(end))) {
        end++;
      }
      if (end > at + 2) {
        flags.add(helpText.substring(at + 2, end));
      }
      at = helpText.indexOf("--", end);
    }
    return flags;
  }

  private static boolean isFlagChar(char c) {
    return Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.';
  }

  /** {@return the Levenshtein distance between {@code a} and {@code b}} */
  static int editDistance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
