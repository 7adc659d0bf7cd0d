package raptor.ir.diag;

import java.util.regex.Pattern;

/** Turns an {@code expected-*-re} message into a pattern: {@code {{...}}} parts are regexes. */
final class ExpectedPattern {
  private ExpectedPattern() {
  }

  static Pattern compile(String message) {
    StringBuilder regex = new StringBuilder();
    int pos = 0;
    while (pos < message.length()) {
      int open = message.indexOf("{{", pos);
      if (open < 0) {
        regex.append(Pattern.quote(message.substring(pos)));
        break;
      }
      int close = message.indexOf("}}", open + 2);
      if (close < 0) {
        regex.append(Pattern.quote(message.substring(pos)));
        break;
      }
      if (open > pos) {
        regex.append(Pattern.quote(message.substring(pos, open)));
      }
      regex.append('(').append(message, open + 2, close).append(')');
      pos = close + 2;
    }
    return Pattern.compile(regex.toString());
  }
}
