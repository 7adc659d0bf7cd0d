package raptor.tblgen.parser;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Turns the first ANTLR lexer or parser error into a {@link TdException}, so that parsing stops there. The
 * common mistakes get TableGen's wording; others are described by the token found and the one expected.
 */
final class SyntaxErrors extends BaseErrorListener {

  private final String file;

  SyntaxErrors(String file) {
    this.file = file;
  }

  @Override
  public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int column,
      String antlrMessage, RecognitionException e) {
    SourceLoc loc = new SourceLoc(file, line, column + 1);
    if (!(offendingSymbol instanceof Token token)) {
      throw new TdException(loc, "unexpected character");
    }
    Parser parser = (Parser) recognizer;
    IntervalSet expected = parser.getExpectedTokens();
    String message = tableGenMessage(parser, expected);
    throw new TdException(loc, message != null ? message : describe(parser, token, expected));
  }

  /** {@return TableGen's message for a mistake in this rule, or null if there is none} */
  private static String tableGenMessage(Parser parser, IntervalSet expected) {
    ParserRuleContext context = parser.getContext();
    ParserRuleContext rule = context instanceof TableGenParser.IdentifierContext ? context.getParent() : context;
    boolean declaration = rule instanceof TableGenParser.FieldItemContext
        || rule instanceof TableGenParser.TemplateArgContext;
    if (declaration && expected.contains(TableGenParser.IDENTIFIER)) {
      return "Expected identifier in declaration";
    }
    if (expected.contains(TableGenParser.SEMI) && expected.size() == 1) {
      if (rule instanceof TableGenParser.LetItemContext) {
        return "expected ';' after let expression";
      }
      if (declaration || rule instanceof TableGenParser.DefvarStmtContext) {
        return "expected ';' after declaration";
      }
    }
    if (rule instanceof TableGenParser.TypeContext
        || rule instanceof TableGenParser.BodyContext body && body.LBRACE() != null) {
      // Inside a body, whatever is not let, defvar, assert or dump starts a field, so a type.
      return "Unknown token when expecting a type";
    }
    if (rule instanceof TableGenParser.DeftypeStmtContext && expected.size() == 1) {
      return "expected " + displayName(parser, expected.getMinElement());
    }
    if (rule instanceof TableGenParser.BodyContext || rule instanceof TableGenParser.ObjectBodyContext) {
      return "Expected '{' to start body or ';' for declaration only";
    }
    if (rule instanceof TableGenParser.SimpleValueContext) {
      return "Unknown or reserved token when parsing a value";
    }
    if (rule instanceof TableGenParser.FileContext) {
      return "Unexpected token at top level";
    }
    return null;
  }

  private static String describe(Parser parser, Token token, IntervalSet expected) {
    String found = token.getType() == Token.EOF ? "end of file" : "'" + token.getText() + "'";
    if (expected.size() == 1) {
      return "expected " + displayName(parser, expected.getMinElement()) + ", got " + found;
    }
    return "unexpected " + found;
  }

  private static String displayName(Parser parser, int tokenType) {
    return switch (tokenType) {
      case TableGenParser.IDENTIFIER -> "identifier";
      case TableGenParser.STRING -> "string";
      case TableGenParser.INTEGER -> "integer";
      case TableGenParser.VAR_NAME -> "'$name'";
      default -> parser.getVocabulary().getDisplayName(tokenType);
    };
  }
}
