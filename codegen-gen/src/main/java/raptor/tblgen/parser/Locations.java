package raptor.tblgen.parser;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import raptor.tblgen.diag.SourceLoc;

/** Turns ANTLR token positions (0-based columns) into 1-based {@link SourceLoc}s of one file. */
final class Locations {

  private final String file;

  Locations(String file) {
    this.file = file;
  }

  SourceLoc at(Token token) {
    return new SourceLoc(file, token.getLine(), token.getCharPositionInLine() + 1);
  }

  SourceLoc at(ParserRuleContext ctx) {
    return at(ctx.getStart());
  }

  /** {@return the position just after the last character of {@code token}} */
  SourceLoc after(Token token) {
    return at(token, token.getText().length());
  }

  /** {@return the position {@code offset} characters after the start of {@code token}, on the same line} */
  SourceLoc at(Token token, int offset) {
    return new SourceLoc(file, token.getLine(), token.getCharPositionInLine() + 1 + offset);
  }
}
