package raptor.tblgen.parser;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Token;
import raptor.tblgen.diag.TdException;

/** The generated lexer plus TableGen's errors for unterminated strings, code blocks and comments. */
final class TdLexer extends TableGenLexer {

  private final Locations locations;

  TdLexer(CharStream input, Locations locations) {
    super(input);
    this.locations = locations;
  }

  @Override
  public Token nextToken() {
    Token token = super.nextToken();
    switch (token.getType()) {
      case UNTERMINATED_STRING -> throw new TdException(locations.at(token, 1),
          token.getStopIndex() + 1 >= _input.size()
              ? "end of file in string literal" : "end of line in string literal");
      case CODE_LITERAL -> {
        if (!token.getText().endsWith("}]")) {
          throw new TdException(locations.at(token), "unterminated code block");
        }
      }
      case BLOCK_COMMENT -> {
        if (!isClosedComment(token.getText())) {
          throw new TdException(locations.at(token), "unterminated comment");
        }
      }
      default -> {
        // every other token is complete by construction
      }
    }
    return token;
  }

  /** {@return whether the nested {@code /* ... *}{@code /} comment closes exactly at its end} */
  private static boolean isClosedComment(String text) {
    int depth = 0;
    for (int i = 0; i + 1 < text.length(); i++) {
      if (text.charAt(i) == '/' && text.charAt(i + 1) == '*') {
        depth++;
        i++;
      } else if (text.charAt(i) == '*' && text.charAt(i + 1) == '/') {
        depth--;
        i++;
        if (depth == 0) {
          return i == text.length() - 1;
        }
      }
    }
    return false;
  }
}
