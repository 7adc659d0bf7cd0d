package raptor.tools.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Defines the {@code -D} command-line variables. Like LLVM, it builds a synthetic
 * {@code Global defines} buffer (one line per definition) so that errors point into it.
 */
final class GlobalDefines {
  private final VariableContext context;
  private final Diagnostics diagnostics;

  GlobalDefines(VariableContext context, Diagnostics diagnostics) {
    this.context = context;
    this.diagnostics = diagnostics;
  }

  /**
   * Defines every {@code VAR=value} and {@code #[fmt,]VAR=expr} in {@code defines}, each
   * already known to contain {@code =} after a non-empty name.
   *
   * @throws UsageFailure after printing every error, if any definition is invalid
   */
  void define(List<String> defines) throws UsageFailure {
    if (defines.isEmpty()) {
      return;
    }
    StringBuilder text = new StringBuilder();
    List<int[]> spans = new ArrayList<>();
    int number = 0;
    for (String define : defines) {
      text.append("Global define #").append(++number).append(": ");
      if (define.startsWith("#")) {
        text.append(define).append(" (parsed as: [[");
        spans.add(new int[] {text.length(), define.length()});
        text.append(define.replaceFirst("=", ":")).append("]])\n");
      } else {
        spans.add(new int[] {text.length(), define.length()});
        text.append(define).append('\n');
      }
    }
    SourceBuffer buffer = new SourceBuffer("Global defines", text.toString());
    boolean failed = false;
    for (int[] span : spans) {
      Slice define = new Slice(buffer, span[0], span[0] + span[1]);
      try {
        if (define.startsWith("#")) {
          defineNumeric(define.from(1));
        } else {
          defineString(define);
        }
      } catch (PatternError error) {
        error.printWhileReading(diagnostics);
        failed = true;
      } catch (EvaluationException error) {
        printEvaluationError(error);
        failed = true;
      }
    }
    if (failed) {
      throw new UsageFailure(2);
    }
  }

  private void printEvaluationError(EvaluationException error) {
    if (error.isOverflow()) {
      diagnostics.raw("overflow error\n");
      return;
    }
    for (PatternError undefined : error.errors()) {
      diagnostics.raw(undefined.getMessage() + "\n");
    }
  }

  private void defineNumeric(Slice expression) throws PatternError, EvaluationException {
    NumericBlockParser.Block block = NumericBlockParser.parse(expression, false, null, context);
    if (block.expression() == null) {
      throw new PatternError(expression.atEnd(), "missing operand in expression");
    }
    BigInteger value = block.expression().evaluate();
    NumericVariable variable = block.defined();
    variable.setValue(value);
    context.putNumeric(variable);
  }

  private void defineString(Slice define) throws PatternError {
    int equals = define.indexOf('=');
    Slice nameText = define.take(equals);
    Slice name = NumericBlockParser.parseVariableName(nameText);
    if (NumericBlockParser.isPseudo(name) || name.length() != nameText.length()) {
      throw new PatternError(nameText,
          "invalid name in string variable definition '" + nameText + "'");
    }
    NumericVariable numeric = context.numeric(name.text());
    if (numeric != null && numeric != context.lineVariable()) {
      throw new PatternError(name, "numeric variable with name '" + name + "' already exists");
    }
    if (context.stringValue(name.text()) == null) {
      context.setString(name.text(), define.from(equals + 1).text());
    }
  }
}
