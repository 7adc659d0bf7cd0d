package raptor.tools.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * The AST of a numeric expression in a {@code [[#...]]} block: literals, variable uses, and
 * binary operations ({@code +}, {@code -}, and the functions {@code add sub mul div min max}).
 * Values are unbounded integers, as LLVM widens its {@code APInt}s on overflow.
 */
sealed interface Expression {

  /** {@return the source text of this expression} */
  Slice text();

  /**
   * {@return the value}
   *
   * @throws EvaluationException on undefined variables or division by zero
   */
  BigInteger evaluate() throws EvaluationException;

  /**
   * {@return the format implied by the variables used, {@link ExpressionFormat#NONE} if none}
   *
   * @throws PatternError when two operands imply different formats
   */
  ExpressionFormat implicitFormat() throws PatternError;

  /** An integer literal. */
  record Literal(Slice text, BigInteger value) implements Expression {
    @Override
    public BigInteger evaluate() {
      return value;
    }

    @Override
    public ExpressionFormat implicitFormat() {
      return ExpressionFormat.NONE;
    }
  }

  /** A use of a numeric variable, including {@code @LINE}. */
  record VariableUse(Slice text, NumericVariable variable) implements Expression {
    @Override
    public BigInteger evaluate() throws EvaluationException {
      BigInteger value = variable.value();
      if (value == null) {
        throw EvaluationException.undefined(text);
      }
      return value;
    }

    @Override
    public ExpressionFormat implicitFormat() {
      return variable.implicitFormat();
    }
  }

  /** The binary operators and functions. */
  enum Operator {
    ADD(BigInteger::add),
    SUB(BigInteger::subtract),
    MUL(BigInteger::multiply),
    DIV(BigInteger::divide),
    MAX(BigInteger::max),
    MIN(BigInteger::min);

    private final BinaryOperator<BigInteger> function;

    Operator(BinaryOperator<BigInteger> function) {
      this.function = function;
    }

    /** {@return the function named {@code name} in a call expression, or null} */
    static Operator function(String name) {
      return switch (name) {
        case "add" -> ADD;
        case "sub" -> SUB;
        case "mul" -> MUL;
        case "div" -> DIV;
        case "max" -> MAX;
        case "min" -> MIN;
        default -> null;
      };
    }
  }

  /** A binary operation. */
  record Binary(Slice text, Operator operator, Expression left, Expression right)
      implements Expression {
    @Override
    public BigInteger evaluate() throws EvaluationException {
      List<PatternError> errors = new ArrayList<>();
      BigInteger l = evaluateCollecting(left, errors);
      BigInteger r = evaluateCollecting(right, errors);
      if (l == null || r == null) {
        throw new EvaluationException(errors);
      }
      if (operator == Operator.DIV && r.signum() == 0) {
        throw EvaluationException.overflow();
      }
      return operator.function.apply(l, r);
    }

    private static BigInteger evaluateCollecting(Expression e, List<PatternError> errors) {
      try {
        return e.evaluate();
      } catch (EvaluationException error) {
        errors.addAll(error.errors());
        return null;
      }
    }

    @Override
    public ExpressionFormat implicitFormat() throws PatternError {
      ExpressionFormat l = left.implicitFormat();
      ExpressionFormat r = right.implicitFormat();
      if (l.isKnown() && r.isKnown() && !l.equals(r)) {
        throw new PatternError(text, "implicit format conflict between '" + left.text() + "' ("
            + l + ") and '" + right.text() + "' (" + r + "), need an explicit format specifier");
      }
      return l.isKnown() ? l : r;
    }
  }
}
