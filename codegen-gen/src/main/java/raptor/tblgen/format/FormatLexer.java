package raptor.tblgen.format;

/** Splits a format text into tokens: literals, variables, keywords and punctuation. */
final class FormatLexer {
  /** The token kinds of the format language. */
  enum TokenKind { LITERAL, VARIABLE, KEYWORD, PUNCT, EOF }

  /** A token; {@code text} is the literal's content, the variable's name or the spelling. */
  record Token(TokenKind kind, String text, int offset) {
    boolean is(String punct) {
      return kind == TokenKind.PUNCT && text.equals(punct);
    }
  }

  private final String text;
  private int pos;

  FormatLexer(String text) {
    this.text = text;
  }

  Token next() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
    int start = pos;
    if (pos >= text.length()) {
      return new Token(TokenKind.EOF, "", start);
    }
    char c = text.charAt(pos);
    if (c == '`') {
      int end = text.indexOf('`', pos + 1);
      if (end < 0) {
        throw new FormatException(start, "unexpected end of file in literal");
      }
      pos = end + 1;
      return new Token(TokenKind.LITERAL, unescape(text.substring(start + 1, end)), start);
    }
    if (c == '$') {
      pos++;
      int nameStart = pos;
      while (pos < text.length() && isIdentChar(text.charAt(pos))) {
        pos++;
      }
      if (pos == nameStart) {
        throw new FormatException(start, "expected variable name");
      }
      return new Token(TokenKind.VARIABLE, text.substring(nameStart, pos), start);
    }
    if (Character.isLetter(c) || c == '_') {
      while (pos < text.length() && (isIdentChar(text.charAt(pos)) || text.charAt(pos) == '-')) {
        pos++;
      }
      return new Token(TokenKind.KEYWORD, text.substring(start, pos), start);
    }
    pos++;
    return new Token(TokenKind.PUNCT, String.valueOf(c), start);
  }

  private static boolean isIdentChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  /** {@code `\n`} in the format is a newline literal. */
  private static String unescape(String literal) {
    return literal.equals("\\n") ? "\n" : literal;
  }
}
