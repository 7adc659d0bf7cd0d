package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import raptor.tblgen.ast.Expr;
import raptor.tblgen.diag.TdException;

/**
 * Evaluates the supported bang operators: {@code !cast<T>}, {@code !empty}, {@code !size}, {@code !not},
 * {@code !strconcat}, {@code !listconcat}, {@code !eq}, {@code !ne}, {@code !add} and {@code !if}. Other
 * TableGen operators are rejected by name.
 */
final class BangOperators {

  private static final Set<String> UNSUPPORTED = Set.of("and", "con", "cond", "dag", "div", "exists", "filter",
      "find", "foldl", "foreach", "ge", "getdagarg", "getdagname", "getdagop", "getdagopname", "gt", "head",
      "initialized", "instances", "interleave", "isa", "le", "listflatten", "listremove", "listsplat",
      "logtwo", "lt", "match", "mul", "or", "range", "repr", "setdagarg", "setdagname", "setdagop",
      "setdagopname", "shl", "sra", "srl", "sub", "subst", "substr", "tail", "tolower", "toupper", "xor");

  private final ExprEvaluator exprs;
  private final TypeResolver types;

  BangOperators(ExprEvaluator exprs, TypeResolver types) {
    this.exprs = exprs;
    this.types = types;
  }

  Init evaluate(Expr.BangOp bang, RecType expected) {
    return switch (bang.name()) {
      case "cast" -> cast(bang);
      case "empty" -> unary(bang, UnOpInit.Op.EMPTY);
      case "size" -> unary(bang, UnOpInit.Op.SIZE);
      case "not" -> unary(bang, UnOpInit.Op.NOT);
      case "strconcat" -> variadic(bang, BinOpInit.Op.STRCONCAT, RecType.STRING, null);
      case "add" -> variadic(bang, BinOpInit.Op.ADD, RecType.INT, null);
      case "listconcat" -> variadic(bang, BinOpInit.Op.LISTCONCAT,
          expected instanceof RecType.ListOf ? expected : null, expected);
      case "eq" -> comparison(bang, BinOpInit.Op.EQ);
      case "ne" -> comparison(bang, BinOpInit.Op.NE);
      case "if" -> conditional(bang, expected);
      default -> throw new TdException(bang.loc(), UNSUPPORTED.contains(bang.name())
          ? "'!" + bang.name() + "' is not supported" : "unknown operator");
    };
  }

  private Init cast(Expr.BangOp bang) {
    if (bang.typeArg().isEmpty()) {
      throw new TdException(bang.loc(), "expected type name for operator");
    }
    Init operand = exprs.typed(single(bang), null, bang.loc());
    RecType target = types.resolve(bang.typeArg().get());
    return new UnOpInit(UnOpInit.Op.CAST, operand, target).fold(Resolver.folding(exprs.keeper()));
  }

  private Init unary(Expr.BangOp bang, UnOpInit.Op op) {
    Init operand = exprs.typed(single(bang), null, bang.loc());
    return new UnOpInit(op, operand, RecType.INT).fold(Resolver.folding(exprs.keeper()));
  }

  private static Expr single(Expr.BangOp bang) {
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
