package raptor.pass;

/**
 * Splits a pass option string into {@code key=value} entries separated by spaces, as mlir-opt
 * does: a value may be quoted ({@code "a b"}, {@code 'a b'}) or braced ({@code {a b}}).
 */
final class OptionLexer {
  /** One entry; {@code value} is {@code null} when the key had no {@code =}. */
  record Entry(String key, int keyOffset, String value, int valueOffset) {
  }

  private final String text;
  private int pos;

  OptionLexer(String text) {
    this.text = text;
  }

  /** {@return the next entry, or {@code null} at the end} */
  Entry next() throws PassOptionException {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
    if (pos >= text.length()) {
      return null;
    }
    int keyStart = pos;
    while (pos < text.length() && text.charAt(pos) != '='
        && !Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
    String key = text.substring(keyStart, pos);
    if (pos >= text.length() || text.charAt(pos) != '=') {
      return new Entry(key, keyStart, null, keyStart);
    }
    pos++;
    int valueStart = pos;
    return new Entry(key, keyStart, readValue(), valueStart);
  }

  private String readValue() throws PassOptionException {
    if (pos >= text.length()) {
      return "";
    }
    char first = text.charAt(pos);
    if (first == '"' || first == '\'') {
      int close = text.indexOf(first, pos + 1);
      if (close < 0) {
        throw new PassOptionException("unterminated quoted option value", pos);
      }
      String value = text.substring(pos + 1, close);
      pos = close + 1;
      return value;
    }
    if (first == '{') {
      int depth = 0;
      int start = pos;
      for (; pos < text.length(); pos++) {
        char c = text.charAt(pos);
        depth += c == '{' ? 1 : c == '}' ? -1 : 0;
        if (depth == 0) {
          pos++;
          return text.substring(start + 1, pos - 1);
        }
      }
      throw new PassOptionException("missing closing '}' in option value", start);
    }
    int start = pos;
    while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
    return text.substring(start, pos);
  }
}
