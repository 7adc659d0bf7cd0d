package raptor.ir.text;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A token: its kind and its {@code [start, end)} range in the buffer; the text is materialised
 * only on demand.
 *
 * @param kind the token kind
 * @param buffer the whole source buffer
 * @param start the offset of the first character
 * @param end the offset after the last character
 */
public record Token(TokenKind kind, String buffer, int start, int end) {
  /** {@return whether this token has kind {@code k}} */
  public boolean is(TokenKind k) {
    return kind == k;
  }

  /** {@return the number of characters} */
  public int length() {
    return end - start;
  }

  /** {@return the token's text (allocates)} */
  public String text() {
    return buffer.substring(start, end);
  }

  /** {@return whether this is the bare identifier (or keyword) spelled exactly {@code word}} */
  public boolean isKeyword(String word) {
    return kind == TokenKind.BARE_IDENTIFIER
        && end - start == word.length()
        && buffer.startsWith(word, start);
  }

  /**
   * {@return whether this bare identifier spells an integer type ({@code i32}, {@code si8},
   * {@code ui16}), which MLIR's lexer makes a type token rather than an identifier}
   */
  public boolean isIntegerTypeSpelling() {
    if (kind != TokenKind.BARE_IDENTIFIER) {
      return false;
    }
    int digits = charAt(0) == 'i' ? 1 : length() > 1 && charAt(1) == 'i'
        && (charAt(0) == 's' || charAt(0) == 'u') ? 2 : 0;
    if (digits == 0 || digits == length()) {
      return false;
    }
    for (int i = digits; i < length(); i++) {
      if (!Lexer.isDigit(charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** {@return whether the token's text equals {@code text}} */
  public boolean spelledAs(String text) {
    return end - start == text.length() && buffer.startsWith(text, start);
  }

  /** {@return the character at {@code index} within the token} */
  public char charAt(int index) {
    return buffer.charAt(start + index);
  }

  /** {@return the text after the one-character prefix of a {@code #x %x ^x !x} token} */
  public String prefixedName() {
    return buffer.substring(start + 1, end);
  }

  /**
   * {@return the decoded value of a {@link TokenKind#STRING} token, or the name of an
   * {@link TokenKind#AT_IDENTIFIER} (quoted or not)}, as UTF-8 text
   */
  public String stringValue() {
    int from = kind == TokenKind.AT_IDENTIFIER ? start + 1 : start;
    if (buffer.charAt(from) != '"') {
      return buffer.substring(from, end);
    }
    if (isPlainAscii(from + 1, end - 1)) {
      return buffer.substring(from + 1, end - 1);
    }
    return new String(decode(from + 1, end - 1), StandardCharsets.UTF_8);
  }

  /** {@return the decoded bytes of a string literal token (or quoted {@code @"..."})} */
  public byte[] stringBytes() {
    int from = kind == TokenKind.AT_IDENTIFIER ? start + 1 : start;
    if (buffer.charAt(from) != '"') {
      return buffer.substring(from, end).getBytes(StandardCharsets.UTF_8);
    }
    return decode(from + 1, end - 1);
  }

  private boolean isPlainAscii(int from, int to) {
    for (int i = from; i < to; i++) {
      char c = buffer.charAt(i);
      if (c == '\\' || c >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /** Decodes the escapes of an already lexed (hence well-formed) string body. */
  private byte[] decode(int from, int to) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(to - from);
    int i = from;
    while (i < to) {
      char c = buffer.charAt(i++);
      if (c != '\\') {
        writeUtf8(out, c, i < to ? buffer.charAt(i) : 0);
        if (Character.isHighSurrogate(c) && i < to && Character.isLowSurrogate(buffer.charAt(i))) {
          i++;
        }
        continue;
      }
      char e = buffer.charAt(i++);
      switch (e) {
        case 'n': out.write('\n'); break;
        case 't': out.write('\t'); break;
        case '"': out.write('"'); break;
        case '\\': out.write('\\'); break;
        default:
          out.write(Character.digit(e, 16) * 16 + Character.digit(buffer.charAt(i++), 16));
      }
    }
    return out.toByteArray();
  }

  private static void writeUtf8(ByteArrayOutputStream out, char c, char next) {
    if (c < 0x80) {
      out.write(c);
      return;
    }
    String s = Character.isHighSurrogate(c) && Character.isLowSurrogate(next)
        ? new String(new char[] {c, next})
        : String.valueOf(c);
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    out.write(bytes, 0, bytes.length);
  }

  @Override
  public String toString() {
    return kind + "[" + text() + "]@" + start;
  }
}
