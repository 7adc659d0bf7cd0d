package raptor.tblgen.parser;

import org.antlr.v4.runtime.Token;
import raptor.tblgen.diag.TdException;

/** Decodes integer and string literal tokens with TableGen's rules and error messages. */
final class Literals {

  private final Locations locations;

  Literals(Locations locations) {
    this.locations = locations;
  }

  /** Decodes decimal (optionally signed) and {@code 0x} hexadecimal integers. */
  long integer(Token token) {
    String text = token.getText();
    try {
      if (text.startsWith("0x")) {
        return Long.parseUnsignedLong(text.substring(2), 16);
      }
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new TdException(locations.at(token), "number out of range");
    }
  }

  /** Strips the quotes of a string token and processes the escapes {@code \\ \' \" \t \n}. */
  String string(Token token) {
    String text = token.getText();
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 1; i < text.length() - 1; i++) {
      char c = text.charAt(i);
      if (c != '\\') {
        out.append(c);
        continue;
      }
      i++;
      out.append(escaped(token, i, text.charAt(i)));
    }
    return out.toString();
  }

  private char escaped(Token token, int offset, char c) {
    return switch (c) {
      case '\\', '\'', '"' -> c;
      case 't' -> '\t';
      case 'n' -> '\n';
      default -> throw new TdException(locations.at(token, offset), "invalid escape in string literal");
    };
  }

  /** Strips the {@code [{ }]} of a code token. */
  static String code(Token token) {
    String text = token.getText();
    return text.substring(2, text.length() - 2);
  }
}
