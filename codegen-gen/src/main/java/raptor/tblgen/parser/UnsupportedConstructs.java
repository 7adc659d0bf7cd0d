package raptor.tblgen.parser;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTreeListener;
import org.antlr.v4.runtime.tree.TerminalNode;
import raptor.tblgen.diag.TdException;

/**
 * A parse listener that stops at the keyword of a construct outside the language raptor reads
 * ({@code deftype}) with {@code 'deftype' is not supported}, before the rest of the construct can cause a
 * less helpful syntax error.
 */
final class UnsupportedConstructs implements ParseTreeListener {

  private final Locations locations;

  UnsupportedConstructs(Locations locations) {
    this.locations = locations;
  }

  @Override
  public void exitEveryRule(ParserRuleContext ctx) {
    if (ctx instanceof TableGenParser.UnsupportedContext unsupported) {
      throw new TdException(locations.at(unsupported.keyword),
          "'" + unsupported.keyword.getText() + "' is not supported");
    }
  }

  @Override
  public void enterEveryRule(ParserRuleContext ctx) {
    // only rule exits matter
  }

  @Override
  public void visitTerminal(TerminalNode node) {
    // only rule exits matter
  }

  @Override
  public void visitErrorNode(ErrorNode node) {
    // syntax errors are reported by SyntaxErrors
  }
}
