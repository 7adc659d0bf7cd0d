package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.ast.Expr;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Evaluates TableGen's bang operators, checking operand counts and types as TableGen's parser does and
 * folding what the operands already allow. The operators that bind a variable ({@code !foreach},
 * {@code !filter}, {@code !foldl}) and those on lists and dags are in {@link ListOperators}.
 */
final class BangOperators {

  private final ExprEvaluator exprs;
  private final TypeResolver types;
  private final ListOperators lists;

  BangOperators(ExprEvaluator exprs, TypeResolver types) {
    this.exprs = exprs;
    this.types = types;
    this.lists = new ListOperators(exprs, this);
  }

  Init evaluate(Expr.BangOp bang, RecType expected) {
    return switch (bang.name()) {
      case "cast" -> cast(bang);
      case "empty" -> unary(bang, UnOpInit.Op.EMPTY, RecType.INT);
      case "size" -> unary(bang, UnOpInit.Op.SIZE, RecType.INT);
      case "not" -> unary(bang, UnOpInit.Op.NOT, RecType.INT);
      case "logtwo" -> unary(bang, UnOpInit.Op.LOGTWO, RecType.INT);
      case "tolower" -> unary(bang, UnOpInit.Op.TOLOWER, RecType.STRING);
      case "toupper" -> unary(bang, UnOpInit.Op.TOUPPER, RecType.STRING);
      case "repr" -> unary(bang, UnOpInit.Op.REPR, RecType.STRING);
      case "initialized" -> new UnOpInit(UnOpInit.Op.INITIALIZED, exprs.evaluate(single(bang), null), RecType.INT)
          .fold(folding());
      case "strconcat" -> variadic(bang, BinOpInit.Op.STRCONCAT, RecType.STRING, null);
      case "add" -> variadic(bang, BinOpInit.Op.ADD, RecType.INT, null);
      case "mul" -> variadic(bang, BinOpInit.Op.MUL, RecType.INT, null);
      case "and" -> variadic(bang, BinOpInit.Op.AND, RecType.INT, null);
      case "or" -> variadic(bang, BinOpInit.Op.OR, RecType.INT, null);
      case "xor" -> variadic(bang, BinOpInit.Op.XOR, RecType.INT, null);
      case "sub" -> binary(bang, BinOpInit.Op.SUB, RecType.INT, RecType.INT);
      case "div" -> binary(bang, BinOpInit.Op.DIV, RecType.INT, RecType.INT);
      case "shl" -> binary(bang, BinOpInit.Op.SHL, RecType.INT, RecType.INT);
      case "sra" -> binary(bang, BinOpInit.Op.SRA, RecType.INT, RecType.INT);
      case "srl" -> binary(bang, BinOpInit.Op.SRL, RecType.INT, RecType.INT);
      case "listconcat" -> variadic(bang, BinOpInit.Op.LISTCONCAT,
          expected instanceof RecType.ListOf ? expected : null, expected);
      case "eq" -> comparison(bang, BinOpInit.Op.EQ);
      case "ne" -> comparison(bang, BinOpInit.Op.NE);
      case "lt" -> comparison(bang, BinOpInit.Op.LT);
      case "le" -> comparison(bang, BinOpInit.Op.LE);
      case "gt" -> comparison(bang, BinOpInit.Op.GT);
      case "ge" -> comparison(bang, BinOpInit.Op.GE);
      case "if" -> conditional(bang, expected);
      case "subst" -> subst(bang);
      case "substr" -> stringSearch(bang, TernOpInit.Op.SUBSTR, RecType.STRING, Long.MAX_VALUE);
      case "find" -> stringSearch(bang, TernOpInit.Op.FIND, RecType.INT, 0);
      case "isa" -> new IsAOpInit(typeArg(bang), exprs.typed(single(bang), null, bang.loc())).fold();
      case "exists" -> new ExistsOpInit(typeArg(bang), exprs.typed(single(bang), RecType.STRING, bang.loc()))
          .fold(folding());
      default -> lists.evaluate(bang, expected);
    };
  }

  /** {@return a resolver that substitutes nothing, to fold operators as they are built} */
  Resolver folding() {
    return Resolver.folding(exprs.keeper());
  }

  /** {@return the type in angle brackets, which the operator requires} */
  RecType typeArg(Expr.BangOp bang) {
    if (bang.typeArg().isEmpty()) {
      // TableGen reports it where the type should have been, just after the operator's name.
      SourceLoc at = new SourceLoc(bang.loc().file(), bang.loc().line(),
          bang.loc().column() + 1 + bang.name().length());
      throw new TdException(at, "expected type name for operator");
    }
    return types.resolve(bang.typeArg().get());
  }

  /** {@return the operands, checking that there are {@code min} to {@code max} of them} */
  static List<Expr> arity(Expr.BangOp bang, int min, int max) {
    int count = bang.args().size();
    if (count < min || count > max) {
      String expected = min == max ? String.valueOf(min) : min + " to " + max;
      throw new TdException(bang.end(), "expected " + expected + " operands for '!" + bang.name() + "', got "
          + count);
    }
    return bang.args();
  }

  /** {@return an operand's value, checked to be convertible to {@code type}} */
  TypedInit operand(Expr.BangOp bang, Expr arg, RecType type) {
    TypedInit value = exprs.typed(arg, type, bang.loc());
    if (!Types.isConvertible(value.type(), type)) {
      throw new TdException(arg.loc(), "expected value of type '" + type.spelling() + "', got '"
          + value.type().spelling() + "'");
    }
    return value;
  }

  private Init binary(Expr.BangOp bang, BinOpInit.Op op, RecType argType, RecType resultType) {
    List<Expr> args = arity(bang, 2, 2);
    return new BinOpInit(op, operand(bang, args.get(0), argType), operand(bang, args.get(1), argType), resultType)
        .fold();
  }

  private Init subst(Expr.BangOp bang) {
    List<Expr> args = arity(bang, 3, 3);
    TypedInit from = exprs.typed(args.get(0), null, bang.loc());
    TypedInit to = exprs.typed(args.get(1), null, bang.loc());
    TypedInit in = exprs.typed(args.get(2), null, bang.loc());
    return new TernOpInit(TernOpInit.Op.SUBST, from, to, in, in.type()).fold(exprs.keeper());
  }

  /** {@code !substr(s, start[, length])} and {@code !find(s, target[, start])}. */
  private Init stringSearch(Expr.BangOp bang, TernOpInit.Op op, RecType type, long defaultThird) {
    List<Expr> args = arity(bang, 2, 3);
    TypedInit source = operand(bang, args.get(0), RecType.STRING);
    TypedInit second = operand(bang, args.get(1), op == TernOpInit.Op.FIND ? RecType.STRING : RecType.INT);
    TypedInit third = args.size() == 3 ? operand(bang, args.get(2), RecType.INT) : new IntInit(defaultThird);
    return new TernOpInit(op, source, second, third, type).fold(exprs.keeper());
  }

  private Init cast(Expr.BangOp bang) {
    RecType target = typeArg(bang);
    Init operand = exprs.typed(single(bang), null, bang.loc());
    return new UnOpInit(UnOpInit.Op.CAST, operand, target).fold(folding());
  }

  private Init unary(Expr.BangOp bang, UnOpInit.Op op, RecType type) {
    Init operand = exprs.typed(single(bang), null, bang.loc());
    return new UnOpInit(op, operand, type).fold(folding());
  }

  static Expr single(Expr.BangOp bang) {
    if (bang.args().size() != 1) {
      throw new TdException(bang.end(), "expected one operand in unary operator");
    }
    return bang.args().get(0);
  }

  /**
   * An operator taking two or more operands of one type, folded from the right as TableGen does:
   * {@code !op(a, b, c)} is {@code !op(a, !op(b, c))}.
   *
   * @param argType the operand type, or null to take it from the first operand
   * @param hint    the type expected of each operand, or null
   */
  private Init variadic(Expr.BangOp bang, BinOpInit.Op op, RecType argType, RecType hint) {
    if (bang.args().size() < 2) {
      throw new TdException(bang.end(), "expected two or more operands for '!" + bang.name() + "'");
    }
    List<TypedInit> operands = operands(bang, argType, hint);
    RecType resultType = op == BinOpInit.Op.LISTCONCAT ? operands.get(0).type() : argType;
    Init result = operands.get(operands.size() - 1);
    for (int i = operands.size() - 2; i >= 0; i--) {
      result = new BinOpInit(op, operands.get(i), result, resultType).fold();
    }
    return result;
  }

  private Init comparison(Expr.BangOp bang, BinOpInit.Op op) {
    if (bang.args().size() != 2) {
      throw new TdException(bang.end(), "expected two operands for '!" + bang.name() + "'");
    }
    List<TypedInit> operands = operands(bang, null, null);
    return new BinOpInit(op, operands.get(0), operands.get(1), RecType.BIT).fold();
  }

  /** Evaluates the operands, checking each against the operand type (the first one's when not given). */
  private List<TypedInit> operands(Expr.BangOp bang, RecType argType, RecType hint) {
    List<TypedInit> operands = new ArrayList<>();
    RecType expectedType = argType;
    for (Expr arg : bang.args()) {
      TypedInit operand = exprs.typed(arg, hint, bang.loc());
      if (expectedType == null) {
        checkFirstOperand(bang, arg, operand);
        expectedType = operand.type();
      } else if (Types.common(expectedType, operand.type()) == null) {
        throw new TdException(arg.loc(), "expected value of type '" + expectedType.spelling() + "', got '"
            + operand.type().spelling() + "'");
      }
      operands.add(operand);
    }
    return operands;
  }

  private static void checkFirstOperand(Expr.BangOp bang, Expr arg, TypedInit operand) {
    RecType type = operand.type();
    if (bang.name().equals("listconcat") && !(type instanceof RecType.ListOf)) {
      throw new TdException(arg.loc(), "expected a list, got value of type '" + type.spelling() + "'");
    }
    boolean comparable = Types.isConvertible(type, RecType.INT) || type instanceof RecType.Str
        || type instanceof RecType.Classes;
    if (!bang.name().equals("listconcat") && !comparable) {
      throw new TdException(arg.loc(), "expected bit, bits, int, string, or record; got value of type '"
          + type.spelling() + "'");
    }
  }

  private Init conditional(Expr.BangOp bang, RecType expected) {
    if (bang.args().size() != 3) {
      throw new TdException(bang.end(), "expected three operands for '!if'");
    }
    Init condition = exprs.evaluate(bang.args().get(0), null);
    Init thenValue = exprs.evaluate(bang.args().get(1), expected);
    Init elseValue = exprs.evaluate(bang.args().get(2), expected);
    RecType thenType = thenValue instanceof TypedInit t ? t.type() : null;
    RecType elseType = elseValue instanceof TypedInit t ? t.type() : null;
    thenType = thenType == null ? elseType : thenType;
    elseType = elseType == null ? thenType : elseType;
    if (thenType == null) {
      throw new TdException(bang.end(), "could not get type for !if");
    }
    RecType type = Types.common(thenType, elseType);
    if (type == null) {
      throw new TdException(bang.end(), "inconsistent types '" + thenType.spelling() + "' and '"
          + elseType.spelling() + "' for !if");
    }
    return new IfInit(condition, thenValue, elseValue, type).fold();
  }
}
