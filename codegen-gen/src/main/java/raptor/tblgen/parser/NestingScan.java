package raptor.tblgen.parser;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import raptor.tblgen.diag.SourceLoc;

/**
 * Finds the innermost bracket of a {@code .td} text by counting {@code ( [ < {} against their
 * closers over its tokens, without recursion: where a front-end phase that ran out of stack on
 * deeply nested input is reported. Costs O(text).
 */
final class NestingScan {
  private NestingScan() {
  }

  /** {@return the position of the first token at the deepest bracket nesting of {@code text}} */
  static SourceLoc deepest(String fileName, String text) {
    Locations locations = new Locations(fileName);
    TableGenLexer lexer = new TableGenLexer(CharStreams.fromString(text, fileName));
    lexer.removeErrorListeners();
    int depth = 0;
    int deepest = 0;
    SourceLoc at = new SourceLoc(fileName, 1, 1);
    for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
      switch (token.getType()) {
        case TableGenLexer.LPAREN, TableGenLexer.LBRACKET, TableGenLexer.LT, TableGenLexer.LBRACE -> {
          depth++;
          if (depth > deepest) {
            deepest = depth;
            at = locations.at(token);
          }
        }
        case TableGenLexer.RPAREN, TableGenLexer.RBRACKET, TableGenLexer.GT, TableGenLexer.RBRACE ->
            depth = Math.max(0, depth - 1);
        default -> {
          // not a bracket
        }
      }
    }
    return at;
  }
}
