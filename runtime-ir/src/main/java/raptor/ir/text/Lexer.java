package raptor.ir.text;

/**
 * The hand-written lexer of the MLIR textual format over a {@code String} buffer.
 *
 * <p>Tokens carry offsets only; no text is copied while lexing. Whitespace, {@code //} comments
 * and NUL characters are skipped. Errors are thrown as {@link ParseException}s with mlir-opt's
 * messages and offsets.
 */
public final class Lexer {
  private final String buffer;
  private final int length;
  private int pos;

  /** Creates a lexer at the start of {@code buffer}. */
  public Lexer(String buffer) {
    this(buffer, 0);
  }

  /** Creates a lexer at offset {@code start} of {@code buffer}. */
  public Lexer(String buffer, int start) {
    this.buffer = buffer;
    this.length = buffer.length();
    this.pos = start;
  }

  /** {@return the source buffer} */
  public String buffer() {
    return buffer;
  }

  /** {@return the offset of the next character to lex} */
  public int position() {
    return pos;
  }

  /** Moves the lexer to {@code offset}, e.g. to re-lex part of a token such as {@code x4xf32}. */
  public void resetPosition(int offset) {
    pos = offset;
  }

  /** {@return the next token} */
  public Token lexToken() {
    while (true) {
      if (pos >= length) {
        return token(TokenKind.EOF, length);
      }
      int start = pos;
      char c = buffer.charAt(pos++);
      switch (c) {
        case ' ': case '\t': case '\n': case '\r': case 0:
          continue;
        case ':': return token(TokenKind.COLON, start);
        case ',': return token(TokenKind.COMMA, start);
        case '(': return token(TokenKind.L_PAREN, start);
        case ')': return token(TokenKind.R_PAREN, start);
        case '}': return token(TokenKind.R_BRACE, start);
        case '[': return token(TokenKind.L_SQUARE, start);
        case ']': return token(TokenKind.R_SQUARE, start);
        case '<': return token(TokenKind.LESS, start);
        case '>': return token(TokenKind.GREATER, start);
        case '=': return token(TokenKind.EQUAL, start);
        case '+': return token(TokenKind.PLUS, start);
        case '*': return token(TokenKind.STAR, start);
        case '?': return token(TokenKind.QUESTION, start);
        case '|': return token(TokenKind.VERTICAL_BAR, start);
        case '.': return lexEllipsis(start);
        case '{':
          if (peek(0) == '-' && peek(1) == '#') {
            pos += 2;
            return token(TokenKind.FILE_METADATA_BEGIN, start);
          }
          return token(TokenKind.L_BRACE, start);
        case '-':
          if (peek(0) == '>') {
            pos++;
            return token(TokenKind.ARROW, start);
          }
          return token(TokenKind.MINUS, start);
        case '/':
          if (peek(0) == '/') {
            skipComment();
            continue;
          }
          return token(TokenKind.ERROR, start);
        case '@': return lexAtIdentifier(start);
        case '#':
          if (peek(0) == '-' && peek(1) == '}') {
            pos += 2;
            return token(TokenKind.FILE_METADATA_END, start);
          }
          return lexPrefixedIdentifier(start, TokenKind.HASH_IDENTIFIER, "invalid attribute name");
        case '!':
          return lexPrefixedIdentifier(start, TokenKind.EXCLAMATION_IDENTIFIER,
              "invalid type identifier");
        case '^':
          return lexPrefixedIdentifier(start, TokenKind.CARET_IDENTIFIER, "invalid block name");
        case '%':
          return lexPrefixedIdentifier(start, TokenKind.PERCENT_IDENTIFIER, "invalid SSA name");
        case '"': return lexString(start);
        default:
          if (isDigit(c)) {
            return lexNumber(start, c);
          }
          if (isLetter(c) || c == '_') {
            skipBareIdentifierRest();
            return token(TokenKind.BARE_IDENTIFIER, start);
          }
          throw new ParseException(start, "unexpected character");
      }
    }
  }

  // ---- Character classes (ASCII only, like the C locale) ----

  /** {@return whether {@code c} is an ASCII letter} */
  public static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  /** {@return whether {@code c} is an ASCII decimal digit} */
  public static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** {@return whether {@code c} is an ASCII hexadecimal digit} */
  public static boolean isHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  /** {@return whether {@code c} may continue a bare identifier: {@code [A-Za-z0-9_$.]}} */
  public static boolean isBareIdentifierChar(char c) {
    return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.';
  }

  /** {@return whether {@code text} is a bare identifier {@code [A-Za-z_][A-Za-z0-9_$.]*}} */
  public static boolean isBareIdentifier(String text) {
    if (text.isEmpty() || !(isLetter(text.charAt(0)) || text.charAt(0) == '_')) {
      return false;
    }
    for (int i = 1; i < text.length(); i++) {
      if (!isBareIdentifierChar(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  // ---- Token rules ----

  private char peek(int ahead) {
    int at = pos + ahead;
    return at < length ? buffer.charAt(at) : 0;
  }

  private Token token(TokenKind kind, int start) {
    return new Token(kind, buffer, start, pos);
  }

  private void skipBareIdentifierRest() {
    while (pos < length && isBareIdentifierChar(buffer.charAt(pos))) {
      pos++;
    }
  }

  private void skipComment() {
    while (pos < length) {
      char c = buffer.charAt(pos++);
      if (c == '\n' || c == '\r') {
        return;
      }
    }
  }

  private Token lexEllipsis(int start) {
    if (peek(0) != '.' || peek(1) != '.') {
      throw new ParseException(pos, "expected three consecutive dots for an ellipsis");
    }
    pos += 2;
    return token(TokenKind.ELLIPSIS, start);
  }

  private Token lexAtIdentifier(int start) {
    char c = peek(0);
    pos++;
    if (c == '"') {
      lexString(pos - 1);
      return token(TokenKind.AT_IDENTIFIER, start);
    }
    if (!isLetter(c) && c != '_') {
      throw new ParseException(pos - 1, "@ identifier expected to start with letter or '_'");
    }
    skipBareIdentifierRest();
    return token(TokenKind.AT_IDENTIFIER, start);
  }

  private Token lexPrefixedIdentifier(int start, TokenKind kind, String error) {
    char c = peek(0);
    if (isDigit(c)) {
      while (pos < length && isDigit(buffer.charAt(pos))) {
        pos++;
      }
    } else if (isLetter(c) || isSuffixPunct(c)) {
      while (pos < length && (isLetter(buffer.charAt(pos)) || isDigit(buffer.charAt(pos))
          || isSuffixPunct(buffer.charAt(pos)))) {
        pos++;
      }
    } else {
      throw new ParseException(start, error);
    }
    return token(kind, start);
  }

  private static boolean isSuffixPunct(char c) {
    return c == '$' || c == '.' || c == '_' || c == '-';
  }

  private Token lexNumber(int start, char first) {
    if (first == '0' && peek(0) == 'x') {
      if (!isHexDigit(peek(1))) {
        return token(TokenKind.INTEGER, start);
      }
      pos += 2;
      while (pos < length && isHexDigit(buffer.charAt(pos))) {
        pos++;
      }
      return token(TokenKind.INTEGER, start);
    }
    skipDigits();
    if (peek(0) != '.') {
      return token(TokenKind.INTEGER, start);
    }
    pos++;
    skipDigits();
    char e = peek(0);
    if (e == 'e' || e == 'E') {
      char sign = peek(1);
      if (isDigit(sign) || ((sign == '-' || sign == '+') && isDigit(peek(2)))) {
        pos += 2;
        skipDigits();
      }
    }
    return token(TokenKind.FLOAT, start);
  }

  private void skipDigits() {
    while (pos < length && isDigit(buffer.charAt(pos))) {
      pos++;
    }
  }

  /** Lexes a string whose opening quote is at {@code start}. */
  private Token lexString(int start) {
    while (true) {
      if (pos >= length) {
        throw new ParseException(length, "expected '\"' in string literal");
      }
      char c = buffer.charAt(pos++);
      switch (c) {
        case '"':
          return token(TokenKind.STRING, start);
        case '\n': case '\u000B': case '\f':
          throw new ParseException(pos - 1, "expected '\"' in string literal");
        case '\\':
          char e = peek(0);
          if (e == '"' || e == '\\' || e == 'n' || e == 't') {
            pos++;
          } else if (isHexDigit(e) && isHexDigit(peek(1))) {
            pos += 2;
          } else {
            throw new ParseException(pos - 1, "unknown escape in string literal");
          }
          break;
        default:
          break;
      }
    }
  }
}
