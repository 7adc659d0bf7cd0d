package raptor.tblgen.parser;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import raptor.tblgen.ast.TdFile;
import raptor.tblgen.diag.TdException;

/**
 * Parses the text of {@code .td} files into {@link TdFile} syntax trees.
 *
 * <p>One instance serves one compilation: preprocessor names defined in one file (include guards) stay
 * defined for the files parsed after it. Errors are thrown as {@link TdException} at the first problem,
 * input nested deeper than the stack holds as {@code nesting too deep} at its innermost bracket.
 */
public final class TdParser {

  private final Preprocessor preprocessor = new Preprocessor();

  /** Creates a parser with no preprocessor names defined. */
  public TdParser() {
  }

  /**
   * Parses one file.
   *
   * @param fileName the name used in positions and diagnostics
   * @param text     the file text
   * @return the syntax tree
   * @throws TdException on the first lexical, preprocessor or syntax error
   */
  public TdFile parse(String fileName, String text) {
    Locations locations = new Locations(fileName);
    SyntaxErrors errors = new SyntaxErrors(fileName);
    TdLexer lexer = new TdLexer(CharStreams.fromString(preprocessor.process(fileName, text), fileName), locations);
    lexer.removeErrorListeners();
    lexer.addErrorListener(errors);
    TableGenParser parser = new TableGenParser(new CommonTokenStream(lexer));
    parser.removeErrorListeners();
    parser.addErrorListener(errors);
    try {
      TableGenParser.FileContext file = parser.file();
      return new TdFile(fileName, new StatementBuilder(locations, new Literals(locations)).statements(file.statement()));
    } catch (StackOverflowError e) {
      throw nestingTooDeep(fileName, text);
    }
  }

  /**
   * {@return the error for {@code text}, whose nesting ran a recursive phase out of stack, at its
   * innermost bracket}
   */
  public static TdException nestingTooDeep(String fileName, String text) {
    return new TdException(NestingScan.deepest(fileName, text), "nesting too deep");
  }
}
