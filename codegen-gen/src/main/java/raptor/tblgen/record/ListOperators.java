package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.ast.Expr;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Evaluates the bang operators on lists and dags: {@code !head}, {@code !tail}, {@code !listsplat},
 * {@code !listremove}, {@code !listflatten}, {@code !interleave}, {@code !range}, {@code !foreach},
 * {@code !filter}, {@code !foldl}, {@code !dag}, {@code !con}, {@code !getdagarg}, {@code !getdagname},
 * {@code !getdagop}, {@code !setdagop}, {@code !getdagopname}, {@code !setdagopname}, {@code !setdagarg},
 * {@code !setdagname}, {@code !match}, and {@code !instances}.
 */
final class ListOperators {

  private final ExprEvaluator exprs;
  private final BangOperators bangs;

  ListOperators(ExprEvaluator exprs, BangOperators bangs) {
    this.exprs = exprs;
    this.bangs = bangs;
  }

  Init evaluate(Expr.BangOp bang, RecType expected) {
    return switch (bang.name()) {
      case "head" -> {
        TypedInit list = list(bang, BangOperators.single(bang));
        yield new UnOpInit(UnOpInit.Op.HEAD, list, ((RecType.ListOf) list.type()).element()).fold(bangs.folding());
      }
      case "tail" -> {
        TypedInit list = list(bang, BangOperators.single(bang));
        yield new UnOpInit(UnOpInit.Op.TAIL, list, list.type()).fold(bangs.folding());
      }
      case "listflatten" -> listFlatten(bang);
      case "listsplat" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        TypedInit element = exprs.typed(args.get(0), null, bang.loc());
        TypedInit count = bangs.operand(bang, args.get(1), RecType.INT);
        yield new BinOpInit(BinOpInit.Op.LISTSPLAT, element, count, new RecType.ListOf(element.type())).fold();
      }
      case "listremove" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        TypedInit list = list(bang, args.get(0));
        TypedInit removed = bangs.operand(bang, args.get(1), list.type());
        yield new BinOpInit(BinOpInit.Op.LISTREMOVE, list, removed, list.type()).fold();
      }
      case "interleave" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        TypedInit list = list(bang, args.get(0));
        TypedInit separator = bangs.operand(bang, args.get(1), RecType.STRING);
        yield new BinOpInit(BinOpInit.Op.INTERLEAVE, list, separator, RecType.STRING).fold();
      }
      case "match" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        TypedInit text = bangs.operand(bang, args.get(0), RecType.STRING);
        TypedInit regex = bangs.operand(bang, args.get(1), RecType.STRING);
        yield new BinOpInit(BinOpInit.Op.MATCH, text, regex, RecType.BIT).fold();
      }
      case "range" -> range(bang);
      case "foreach", "filter" -> foreach(bang, expected);
      case "foldl" -> foldl(bang);
      case "dag" -> {
        List<Expr> args = BangOperators.arity(bang, 3, 3);
        Init op = exprs.evaluate(args.get(0), null);
        TypedInit values = exprs.typed(args.get(1), null, bang.loc());
        TypedInit names = exprs.typed(args.get(2), new RecType.ListOf(RecType.STRING), bang.loc());
        yield new TernOpInit(TernOpInit.Op.DAG, op, values, names, RecType.DAG).fold(exprs.keeper());
      }
      case "con" -> concat(bang);
      case "getdagarg" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        RecType type = bangs.typeArg(bang);
        yield new BinOpInit(BinOpInit.Op.GETDAGARG, dag(bang, args.get(0)),
            exprs.typed(args.get(1), null, bang.loc()), type).fold();
      }
      case "getdagname" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        yield new BinOpInit(BinOpInit.Op.GETDAGNAME, dag(bang, args.get(0)),
            exprs.typed(args.get(1), null, bang.loc()), RecType.STRING).fold();
      }
      case "getdagop" -> new UnOpInit(UnOpInit.Op.GETDAGOP, dag(bang, BangOperators.single(bang)),
          bangs.typeArg(bang)).fold(bangs.folding());
      case "setdagop" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        yield new BinOpInit(BinOpInit.Op.SETDAGOP, dag(bang, args.get(0)),
            exprs.typed(args.get(1), null, bang.loc()), RecType.DAG).fold();
      }
      case "getdagopname" -> getDagOpName(bang);
      case "setdagopname" -> {
        List<Expr> args = BangOperators.arity(bang, 2, 2);
        yield new BinOpInit(BinOpInit.Op.SETDAGOPNAME, dag(bang, args.get(0)),
            bangs.operand(bang, args.get(1), RecType.STRING), RecType.DAG).fold();
      }
      case "setdagarg", "setdagname" -> {
        List<Expr> args = BangOperators.arity(bang, 3, 3);
        TernOpInit.Op op = bang.name().equals("setdagarg") ? TernOpInit.Op.SETDAGARG : TernOpInit.Op.SETDAGNAME;
        yield new TernOpInit(op, dag(bang, args.get(0)), exprs.typed(args.get(1), null, bang.loc()),
            exprs.evaluate(args.get(2), null), RecType.DAG).fold(exprs.keeper());
      }
      case "instances" -> instances(bang);
      default -> throw new TdException(bang.loc(), "unknown operator");
    };
  }

  /**
   * {@code !getdagopname(dag)}. Like TableGen it does not require a dag (any other operand stays unresolved),
   * and the null value it folds to now for an unnamed operator leaves the declared value {@code ?}.
   */
  private Init getDagOpName(Expr.BangOp bang) {
    TypedInit operand = exprs.typed(BangOperators.single(bang), null, bang.loc());
    Init name = new UnOpInit(UnOpInit.Op.GETDAGOPNAME, operand, RecType.STRING).fold(bangs.folding());
    return name.equals(UnsetInit.NO_VALUE) ? UnsetInit.UNSET : name;
  }

  /**
   * {@code !instances<T>(regex)}: the defs so far of type {@code T} whose names the regex (by default
   * {@code .*}) matches. Like TableGen it is folded at once outside records, and in a record only when a def
   * is resolved: a class keeps it, to be folded in each def inheriting it.
   */
  private Init instances(Expr.BangOp bang) {
    RecType element = bangs.typeArg(bang);
    List<Expr> args = BangOperators.arity(bang, 0, 1);
    TypedInit regex = new StringInit(".*", false);
    if (!args.isEmpty()) {
      regex = exprs.typed(args.get(0), RecType.STRING, bang.loc());
      if (!(regex.type() instanceof RecType.Str)) {
        throw new TdException(args.get(0).loc(), "expected string type argument in !instances operator");
      }
    }
    UnOpInit instances = new UnOpInit(UnOpInit.Op.INSTANCES, regex, new RecType.ListOf(element));
    return exprs.inRecord() ? instances : instances.fold(bangs.folding());
  }

  private TypedInit list(Expr.BangOp bang, Expr arg) {
    TypedInit value = exprs.typed(arg, null, bang.loc());
    if (!(value.type() instanceof RecType.ListOf)) {
      throw new TdException(arg.loc(), "expected list, got value of type '" + value.type().spelling() + "'");
    }
    return value;
  }

  private TypedInit dag(Expr.BangOp bang, Expr arg) {
    return bangs.operand(bang, arg, RecType.DAG);
  }

  private Init listFlatten(Expr.BangOp bang) {
    TypedInit list = list(bang, BangOperators.single(bang));
    RecType element = ((RecType.ListOf) list.type()).element();
    RecType type = element instanceof RecType.ListOf ? element : list.type();
    return new UnOpInit(UnOpInit.Op.LISTFLATTEN, list, type).fold(bangs.folding());
  }

  /** {@code !range(end)}, {@code !range(list)}, {@code !range(start, end)}, {@code !range(start, end, step)}. */
  private Init range(Expr.BangOp bang) {
    List<Expr> args = BangOperators.arity(bang, 1, 3);
    TypedInit start = new IntInit(0);
    TypedInit end;
    TypedInit step = new IntInit(1);
    if (args.size() == 1) {
      TypedInit only = exprs.typed(args.get(0), null, bang.loc());
      end = only.type() instanceof RecType.ListOf
          ? (TypedInit) new UnOpInit(UnOpInit.Op.SIZE, only, RecType.INT).fold(bangs.folding())
          : bangs.operand(bang, args.get(0), RecType.INT);
    } else {
      start = bangs.operand(bang, args.get(0), RecType.INT);
      end = bangs.operand(bang, args.get(1), RecType.INT);
      if (args.size() == 3) {
        step = bangs.operand(bang, args.get(2), RecType.INT);
      }
    }
    return new TernOpInit(TernOpInit.Op.RANGE, start, end, step, new RecType.ListOf(RecType.INT))
        .fold(exprs.keeper());
  }

  /** {@code !foreach(var, list-or-dag, expr)} and {@code !filter(var, list, predicate)}. */
  private Init foreach(Expr.BangOp bang, RecType expected) {
    List<Expr> args = BangOperators.arity(bang, 3, 3);
    String name = variableName(bang, args.get(0), "iteration variable '\"%s\"' is already defined", true);
    TypedInit input = exprs.typed(args.get(1), null, bang.loc());
    boolean filter = bang.name().equals("filter");
    RecType elementType;
    if (input.type() instanceof RecType.ListOf list) {
      elementType = list.element();
    } else if (input.type() instanceof RecType.Dag && !filter) {
      elementType = RecType.DAG;
    } else {
      throw new TdException(args.get(1).loc(), "!" + bang.name() + " must have a list"
          + (filter ? "" : " or dag") + " argument");
    }
    VarInit variable = new VarInit(name, elementType);
    RecType hint = !filter && expected instanceof RecType.ListOf list ? list.element() : null;
    Init body = exprs.withVariable(bang.loc(), variable).evaluate(args.get(2), filter ? null : hint);
    if (!(body instanceof TypedInit typedBody)) {
      throw new TdException(args.get(2).loc(), "expected a typed value in the body of !" + bang.name());
    }
    RecType type;
    if (filter) {
      if (!Types.isConvertible(typedBody.type(), RecType.INT)) {
        throw new TdException(args.get(2).loc(), "!filter must have a bit or int predicate");
      }
      type = input.type();
    } else {
      type = input.type() instanceof RecType.Dag ? RecType.DAG : new RecType.ListOf(typedBody.type());
    }
    TernOpInit.Op op = filter ? TernOpInit.Op.FILTER : TernOpInit.Op.FOREACH;
    return new TernOpInit(op, variable, input, body, type).fold(exprs.keeper());
  }

  private Init foldl(Expr.BangOp bang) {
    List<Expr> args = BangOperators.arity(bang, 5, 5);
    TypedInit start = exprs.typed(args.get(0), null, bang.loc());
    TypedInit list = list(bang, args.get(1));
    VarInit accumulator = new VarInit(variableName(bang, args.get(2),
        "left !foldl variable '\"%s\"' already defined", false), start.type());
    VarInit element = new VarInit(variableName(bang, args.get(3),
        "right !foldl variable '\"%s\"' already defined", false), ((RecType.ListOf) list.type()).element());
    if (accumulator.name().equals(element.name())) {
      throw new TdException(args.get(3).loc(), "!foldl accumulator and element variables must differ");
    }
    Init expr = exprs.withVariable(bang.loc(), accumulator).withVariable(bang.loc(), element)
        .evaluate(args.get(4), start.type());
    if (expr instanceof TypedInit typed && Types.common(typed.type(), start.type()) == null) {
      throw new TdException(args.get(4).loc(), "!foldl expression must be of same type as start ("
          + start.type().spelling() + "), but is of type " + typed.type().spelling());
    }
    return new FoldOpInit(start, list, accumulator, element, expr, start.type()).fold(exprs.keeper());
  }

  /**
   * {@return the name of a variable the operator binds, which must not be a field of the record being built}
   *
   * @param clash      the message, with {@code %s} for the name, when it is
   * @param afterName  whether TableGen reports the clash just after the name rather than at it
   */
  private String variableName(Expr.BangOp bang, Expr arg, String clash, boolean afterName) {
    if (arg instanceof Expr.IdRef id) {
      if (exprs.isField(id.name())) {
        SourceLoc at = afterName ? new SourceLoc(arg.loc().file(), arg.loc().line(),
            arg.loc().column() + id.name().length()) : arg.loc();
        throw new TdException(at, String.format(clash, id.name()));
      }
      return id.name();
    }
    throw new TdException(arg.loc(), "expected a variable name in '!" + bang.name() + "'");
  }

  /** {@code !con(a, b, ...)}, folded from the right as TableGen does. */
  private Init concat(Expr.BangOp bang) {
    if (bang.args().size() < 2) {
      throw new TdException(bang.end(), "expected two or more operands for '!con'");
    }
    // Operands are evaluated in source order (each may instantiate an anonymous def), then nested rightwards.
    List<Init> operands = new ArrayList<>(bang.args().size());
    for (Expr arg : bang.args()) {
      operands.add(dag(bang, arg));
    }
    Init result = operands.get(operands.size() - 1);
    for (int i = operands.size() - 2; i >= 0; i--) {
      result = new BinOpInit(BinOpInit.Op.CON, operands.get(i), result, RecType.DAG).fold();
    }
    return result;
  }
}
