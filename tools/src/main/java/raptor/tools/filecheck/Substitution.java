package raptor.tools.filecheck;

import java.math.BigInteger;

/**
 * A value spliced into a pattern's regex when it is matched: a string variable use
 * {@code [[VAR]]} or a numeric expression {@code [[#expr]]}.
 */
sealed interface Substitution {

  /** {@return the block text, e.g. {@code VAR} or {@code X+1}, located in the check file} */
  Slice source();

  /** {@return the offset in the pattern's Java regex where the value goes} */
  int regexIndex();

  /**
   * {@return the current value as matched text}
   *
   * @throws EvaluationException if a variable is undefined or the value overflows
   */
  String value() throws EvaluationException;

  /** A string variable use. */
  record StringUse(Slice source, int regexIndex, VariableContext context)
      implements Substitution {
    @Override
    public String value() throws EvaluationException {
      String value = context.stringValue(source.text());
      if (value == null) {
        throw EvaluationException.undefined(source);
      }
      return value;
    }
  }

  /** A numeric expression, printed in its format. */
  record Numeric(Slice source, int regexIndex, Expression expression, ExpressionFormat format)
      implements Substitution {
    @Override
    public String value() throws EvaluationException {
      try {
        return format.format(expression.evaluate());
      } catch (ArithmeticException | EvaluationException error) {
        if (error instanceof EvaluationException e && !e.isOverflow()) {
          throw e;
        }
        throw new EvaluationException(java.util.List.of(new PatternError(source,
            "unable to substitute variable or numeric expression: overflow error")));
      }
    }
  }
}
