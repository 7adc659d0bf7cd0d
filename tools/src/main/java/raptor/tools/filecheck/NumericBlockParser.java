package raptor.tools.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the inside of a numeric substitution block {@code [[#%fmt,VAR: expr]]} (and legacy
 * {@code [[@LINE+n]]} blocks and {@code -D#} definitions) into a format, an optional
 * {@link Expression} and an optional variable definition, with LLVM's error messages.
 */
final class NumericBlockParser {

  /**
   * A parsed block.
   *
   * @param expression the expression to substitute, or null for a pure definition
   * @param format the format used to match or print the value
   * @param defined the variable this block defines, or null
   */
  record Block(Expression expression, ExpressionFormat format, NumericVariable defined) {}

  /** Which operands a position accepts. */
  private enum Allowed {
    LINE_VAR,
    LEGACY_LITERAL,
    ANY
  }

  private final VariableContext context;
  private final Integer lineNumber;
  private Slice rest;

  private NumericBlockParser(VariableContext context, Integer lineNumber) {
    this.context = context;
    this.lineNumber = lineNumber;
  }

  /**
   * Parses a numeric block.
   *
   * @param text the block without the brackets and the leading {@code #}
   * @param legacyLine whether this is a legacy {@code [[@LINE...]]} block
   * @param lineNumber the check-file line, or null for command-line definitions
   */
  static Block parse(Slice text, boolean legacyLine, Integer lineNumber, VariableContext context)
      throws PatternError {
    return new NumericBlockParser(context, lineNumber).block(text, legacyLine);
  }

  /**
   * Parses a variable name at the start of {@code text}.
   *
   * @return the name; {@link #afterName} says where parsing continues
   */
  static Slice parseVariableName(Slice text) throws PatternError {
    if (text.isEmpty()) {
      throw new PatternError(text, "empty variable name");
    }
    int i = 0;
    boolean pseudo = text.charAt(0) == '@';
    if (text.charAt(0) == '$' || pseudo) {
      i++;
    }
    if (i == text.length()) {
      throw new PatternError(text.from(i),
          "empty " + (pseudo ? "pseudo " : "global ") + "variable name");
    }
    char first = text.charAt(i++);
    if (first != '_' && !isAlpha(first)) {
      throw new PatternError(text, "invalid variable name");
    }
    while (i < text.length() && (text.charAt(i) == '_' || isAlnum(text.charAt(i)))) {
      i++;
    }
    return text.take(i);
  }

  /** {@return the rest of {@code text} after {@code name}, which starts it} */
  static Slice afterName(Slice text, Slice name) {
    return text.from(name.length());
  }

  /** {@return whether {@code name} is a pseudo variable such as {@code @LINE}} */
  static boolean isPseudo(Slice name) {
    return name.charAt(0) == '@';
  }

  private Block block(Slice text, boolean legacyLine) throws PatternError {
    Slice expr = text;
    ExpressionFormat explicit = ExpressionFormat.NONE;
    int precision = 0;
    int formatEnd = expr.indexOf(',');
    int functionStart = expr.indexOf('(');
    if (formatEnd >= 0 && (functionStart < 0 || formatEnd < functionStart)) {
      Slice spec = expr.take(formatEnd).trim();
      expr = expr.from(formatEnd + 1);
      if (!spec.startsWith("%")) {
        throw new PatternError(spec, "invalid matching format specification in expression");
      }
      spec = spec.from(1);
      Slice alternateLoc = spec;
      boolean alternate = spec.startsWith("#");
      if (alternate) {
        spec = spec.from(1);
      }
      if (spec.startsWith(".")) {
        spec = spec.from(1);
        int digits = countDigits(spec);
        if (digits == 0) {
          throw new PatternError(spec, "invalid precision in format specifier");
        }
        precision = Integer.parseInt(spec.take(digits).text());
        spec = spec.from(digits);
      }
      if (!spec.isEmpty()) {
        ExpressionFormat.Kind kind = switch (spec.charAt(0)) {
          case 'u' -> ExpressionFormat.Kind.UNSIGNED;
          case 'd' -> ExpressionFormat.Kind.SIGNED;
          case 'x' -> ExpressionFormat.Kind.HEX_LOWER;
          case 'X' -> ExpressionFormat.Kind.HEX_UPPER;
          default -> throw new PatternError(spec.take(0),
              "invalid format specifier in expression");
        };
        explicit = new ExpressionFormat(kind, precision, alternate);
        spec = spec.from(1);
      }
      if (alternate && !explicit.isHex()) {
        throw new PatternError(alternateLoc.take(0),
            "alternate form only supported for hex values");
      }
      spec = spec.trimLeft();
      if (!spec.isEmpty()) {
        throw new PatternError(spec, "invalid matching format specification in expression");
      }
    }

    Slice definition = null;
    int definitionEnd = expr.indexOf(':');
    if (definitionEnd >= 0) {
      definition = expr.take(definitionEnd);
      expr = expr.from(definitionEnd + 1);
    }

    expr = expr.trimLeft();
    boolean constraint = expr.startsWith("==");
    if (constraint) {
      expr = expr.from(2);
    }
    expr = expr.trimLeft();
    Expression ast = null;
    if (expr.isEmpty()) {
      if (constraint) {
        throw new PatternError(expr, "empty numeric expression should not have a constraint");
      }
    } else {
      rest = expr.trimRight();
      Slice outer = rest;
      ast = operand(legacyLine ? Allowed.LINE_VAR : Allowed.ANY, !constraint);
      while (!rest.isEmpty()) {
        ast = binary(outer, ast, legacyLine);
        if (legacyLine && !rest.isEmpty()) {
          throw new PatternError(rest,
              "unexpected characters at end of expression '" + rest + "'");
        }
      }
    }

    ExpressionFormat format = explicit;
    if (!format.isKnown() && ast != null) {
      format = ast.implicitFormat();
    }
    if (!format.isKnown()) {
      format = new ExpressionFormat(ExpressionFormat.Kind.UNSIGNED, precision, false);
    }

    NumericVariable defined = null;
    if (definition != null) {
      defined = defineVariable(definition.trimLeft(), format);
    }
    return new Block(ast, format, defined);
  }

  private NumericVariable defineVariable(Slice text, ExpressionFormat format)
      throws PatternError {
    Slice name = parseVariableName(text);
    if (isPseudo(name)) {
      throw new PatternError(name, "definition of pseudo numeric variable unsupported");
    }
    if (context.isStringName(name.text())) {
      throw new PatternError(name, "string variable with name '" + name + "' already exists");
    }
    Slice after = afterName(text, name).trimLeft();
    if (!after.isEmpty()) {
      throw new PatternError(after, "unexpected characters after numeric variable name");
    }
    NumericVariable existing = context.numeric(name.text());
    if (existing != null) {
      if (!existing.implicitFormat().equals(format)) {
        throw new PatternError(after, "format different from previous variable definition");
      }
      return existing;
    }
    return new NumericVariable(name.text(), format, lineNumber);
  }

  private Expression operand(Allowed allowed, boolean maybeInvalidConstraint)
      throws PatternError {
    if (rest.startsWith("(")) {
      if (allowed != Allowed.ANY) {
        throw new PatternError(rest, "parenthesized expression not permitted here");
      }
      return parenthesized();
    }
    if (allowed == Allowed.LINE_VAR || allowed == Allowed.ANY) {
      Slice name = null;
      try {
        name = parseVariableName(rest);
      } catch (PatternError error) {
        if (allowed == Allowed.LINE_VAR) {
          throw error;
        }
      }
      if (name != null) {
        rest = afterName(rest, name);
        if (!rest.trimLeft().startsWith("(")) {
          return variableUse(name);
        }
        if (allowed != Allowed.ANY) {
          throw new PatternError(name, "unexpected function call");
        }
        return call(name);
      }
    }
    return literal(allowed, maybeInvalidConstraint);
  }

  private Expression literal(Allowed allowed, boolean maybeInvalidConstraint)
      throws PatternError {
    Slice start = rest;
    Slice digits = rest.startsWith("-") ? rest.from(1) : rest;
    int radix = 10;
    int skip = 0;
    if (allowed != Allowed.LEGACY_LITERAL) {
      if (digits.startsWith("0x") || digits.startsWith("0X")) {
        radix = 16;
        skip = 2;
      } else if (digits.startsWith("0b") || digits.startsWith("0B")) {
        radix = 2;
        skip = 2;
      } else if (digits.startsWith("0o")) {
        radix = 8;
        skip = 2;
      } else if (digits.length() > 1 && digits.charAt(0) == '0'
          && Character.isDigit(digits.charAt(1))) {
        radix = 8;
        skip = 1;
      }
    }
    int n = skip;
    while (n < digits.length() && Character.digit(digits.charAt(n), radix) >= 0) {
      n++;
    }
    if (n == skip) {
      throw new PatternError(start, "invalid " + (maybeInvalidConstraint
          ? "matching constraint or " : "") + "operand format");
    }
    BigInteger value = new BigInteger(digits.sub(skip, n).text(), radix);
    if (start.startsWith("-")) {
      value = value.negate();
    }
    rest = digits.from(n);
    return new Expression.Literal(start.take(rest.start() - start.start()), value);
  }

  private Expression variableUse(Slice name) throws PatternError {
    if (isPseudo(name) && !name.text().equals("@LINE")) {
      throw new PatternError(name, "invalid pseudo numeric variable '" + name + "'");
    }
    NumericVariable variable = context.numeric(name.text());
    if (variable == null) {
      variable = new NumericVariable(name.text(), ExpressionFormat.UNSIGNED, null);
      context.putNumeric(variable);
    }
    Integer definedAt = variable.definitionLine();
    if (definedAt != null && lineNumber != null && definedAt.equals(lineNumber)) {
      throw new PatternError(name,
          "numeric variable '" + name + "' defined earlier in the same CHECK directive");
    }
    return new Expression.VariableUse(name, variable);
  }

  private Expression parenthesized() throws PatternError {
    rest = rest.trimLeft().from(1).trimLeft();
    if (rest.isEmpty()) {
      throw new PatternError(rest, "missing operand in expression");
    }
    Slice outer = rest;
    Expression inner = operand(Allowed.ANY, false);
    rest = rest.trimLeft();
    while (!rest.isEmpty() && !rest.startsWith(")")) {
      inner = binary(outer, inner, false);
      rest = rest.trimLeft();
    }
    if (!rest.startsWith(")")) {
      throw new PatternError(rest, "missing ')' at end of nested expression");
    }
    rest = rest.from(1);
    return inner;
  }

  private Expression binary(Slice outer, Expression left, boolean legacyLine)
      throws PatternError {
    rest = rest.trimLeft();
    if (rest.isEmpty()) {
      return left;
    }
    char op = rest.charAt(0);
    Expression.Operator operator = switch (op) {
      case '+' -> Expression.Operator.ADD;
      case '-' -> Expression.Operator.SUB;
      default -> throw new PatternError(rest.take(0), "unsupported operation '" + op + "'");
    };
    rest = rest.from(1).trimLeft();
    if (rest.isEmpty()) {
      throw new PatternError(rest, "missing operand in expression");
    }
    Expression right = operand(legacyLine ? Allowed.LEGACY_LITERAL : Allowed.ANY, false);
    Slice text = outer.take(rest.start() - outer.start());
    return new Expression.Binary(text, operator, left, right);
  }

  private Expression call(Slice name) throws PatternError {
    rest = rest.trimLeft();
    Expression.Operator function = Expression.Operator.function(name.text());
    if (function == null) {
      throw new PatternError(name, "call to undefined function '" + name + "'");
    }
    rest = rest.from(1).trimLeft();
    List<Expression> arguments = new ArrayList<>();
    while (!rest.isEmpty() && !rest.startsWith(")")) {
      if (rest.startsWith(",")) {
        throw new PatternError(rest, "missing argument");
      }
      Slice outer = rest;
      Expression argument = operand(Allowed.ANY, false);
      while (!rest.isEmpty()) {
        rest = rest.trimLeft();
        if (rest.startsWith(",") || rest.startsWith(")")) {
          break;
        }
        argument = binary(outer, argument, false);
      }
      arguments.add(argument);
      rest = rest.trimLeft();
      if (!rest.startsWith(",")) {
        break;
      }
      rest = rest.from(1).trimLeft();
      if (rest.startsWith(")")) {
        throw new PatternError(rest, "missing argument");
      }
    }
    if (!rest.startsWith(")")) {
      throw new PatternError(rest, "missing ')' at end of call expression");
    }
    rest = rest.from(1);
    if (arguments.size() != 2) {
      throw new PatternError(name, "function '" + name + "' takes 2 arguments but "
          + arguments.size() + " given");
    }
    Slice text = name.buffer().all().sub(name.start(), rest.start());
    return new Expression.Binary(text, function, arguments.get(0), arguments.get(1));
  }

  private static int countDigits(Slice s) {
    int n = 0;
    while (n < s.length() && Character.isDigit(s.charAt(n))) {
      n++;
    }
    return n;
  }

  private static boolean isAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isAlnum(char c) {
    return isAlpha(c) || (c >= '0' && c <= '9');
  }
}
