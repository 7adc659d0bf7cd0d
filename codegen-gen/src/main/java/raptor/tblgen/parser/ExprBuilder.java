package raptor.tblgen.parser;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import raptor.tblgen.ast.Arg;
import raptor.tblgen.ast.Expr;
import raptor.tblgen.ast.TypeRef;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.ValueLimits;

/** Converts {@code value} parse trees into {@link Expr}s. */
final class ExprBuilder extends TableGenBaseVisitor<Expr> {

  private final Locations locations;
  private final Literals literals;
  private final TypeBuilder types;

  ExprBuilder(Locations locations, Literals literals, TypeBuilder types) {
    this.locations = locations;
    this.literals = literals;
    this.types = types;
  }

  /** Converts an optional template argument list. */
  List<Arg> args(TableGenParser.ArgListContext ctx) {
    List<Arg> args = new ArrayList<>();
    if (ctx == null) {
      return args;
    }
    for (TableGenParser.ArgContext arg : ctx.arg()) {
      Optional<String> name = Optional.ofNullable(arg.identifier()).map(id -> id.getText());
      args.add(new Arg(locations.at(arg), name, visit(arg.value())));
    }
    return args;
  }

  @Override
  public Expr visitValue(TableGenParser.ValueContext ctx) {
    Expr result = visit(ctx.simpleValue());
    for (TableGenParser.ValueSuffixContext suffix : ctx.valueSuffix()) {
      result = suffix(result, suffix);
    }
    if (ctx.PASTE() != null) {
      SourceLoc paste = locations.at(ctx.PASTE().getSymbol());
      if (ctx.value() != null && ctx.value().getStart().getType() == TableGenParser.LBRACE) {
        // TableGen ends the paste before '{' and reads the braces as a bit range of the pasted string.
        throw new TdException(locations.at(ctx.value().getStart()), "Invalid bit range for value");
      }
      Expr rhs = ctx.value() != null ? visit(ctx.value()) : new Expr.StringLit(paste, "", false);
      result = new Expr.Paste(paste, result, rhs);
    }
    return result;
  }

  private Expr suffix(Expr target, TableGenParser.ValueSuffixContext ctx) {
    if (ctx instanceof TableGenParser.FieldSuffixContext field) {
      return new Expr.FieldAccess(locations.at(field.identifier()), target, field.identifier().getText());
    }
    if (ctx instanceof TableGenParser.BitSuffixContext bits) {
      List<Integer> numbers = new ArrayList<>();
      for (TableGenParser.RangePieceContext piece : bits.rangePiece()) {
        rangePiece(piece, numbers);
      }
      return new Expr.BitSlice(locations.at(ctx), target, numbers);
    }
    TableGenParser.SliceSuffixContext slice = (TableGenParser.SliceSuffixContext) ctx;
    List<Expr.SliceElement> elements = new ArrayList<>();
    for (TableGenParser.SliceElementContext element : slice.sliceElement()) {
      elements.add(sliceElement(element));
    }
    boolean single = elements.size() == 1 && slice.COMMA().isEmpty() && elements.get(0).last().isEmpty();
    return new Expr.ListSlice(locations.at(ctx), target, elements, single);
  }

  /** {@return the list a {@code foreach} iterates over: a value, or a range written as integers} */
  Expr iterable(TableGenParser.ForeachIterableContext ctx) {
    if (ctx instanceof TableGenParser.ForeachListContext list) {
      return visit(list.value());
    }
    List<Integer> numbers = new ArrayList<>();
    if (ctx instanceof TableGenParser.ForeachBitsContext bits) {
      for (TableGenParser.RangePieceContext piece : bits.rangePiece()) {
        rangePiece(piece, numbers);
      }
    } else {
      TableGenParser.ForeachRangeContext range = (TableGenParser.ForeachRangeContext) ctx;
      if (range.last == null) {
        numbers.add(bitNumber(range.first));
      } else {
        range(bitNumber(range.first), range.last, range.ELLIPSIS() != null || range.MINUS() != null, numbers);
      }
    }
    List<Expr> elements = new ArrayList<>(numbers.size());
    for (int number : numbers) {
      elements.add(new Expr.IntLit(locations.at(ctx), number));
    }
    return new Expr.ListLit(locations.at(ctx), elements, Optional.empty(), locations.after(ctx.getStop()));
  }

  /** Appends the bit numbers of {@code n}, {@code n...m} or {@code n-m} (lexed as {@code n} and {@code -m}). */
  private void rangePiece(TableGenParser.RangePieceContext ctx, List<Integer> numbers) {
    int first = bitNumber(ctx.first);
    if (first < 0) {
      throw new TdException(locations.at(ctx.first), "invalid range, cannot be negative");
    }
    if (ctx.last == null) {
      numbers.add(first);
      return;
    }
    range(first, ctx.last, ctx.ELLIPSIS() != null || ctx.MINUS() != null, numbers);
  }

  /** Appends {@code first} to {@code last}; without {@code ...} or {@code -}, {@code last} must be negative. */
  private void range(int first, Token lastToken, boolean separated, List<Integer> numbers) {
    if (!separated && !lastToken.getText().startsWith("-")) {
      throw new TdException(locations.at(lastToken), "expected integer or bitrange");
    }
    int last = Math.abs(bitNumber(lastToken));
    if (Math.abs((long) last - first) >= ValueLimits.MAX_LIST_LENGTH) {
      throw new TdException(locations.at(lastToken), "range of " + (Math.abs((long) last - first) + 1)
          + " values is longer than the " + ValueLimits.MAX_LIST_LENGTH + " supported");
    }
    int step = first <= last ? 1 : -1;
    for (int bit = first; bit != last + step; bit += step) {
      numbers.add(bit);
    }
  }

  private int bitNumber(Token token) {
    long value = literals.integer(token);
    if (value > Integer.MAX_VALUE || value < -Integer.MAX_VALUE) {
      throw new TdException(locations.at(token), "bit number out of range");
    }
    return (int) value;
  }

  private Expr.SliceElement sliceElement(TableGenParser.SliceElementContext ctx) {
    Expr first = visit(ctx.first);
    if (ctx.last != null) {
      return new Expr.SliceElement(locations.at(ctx), first, Optional.of(visit(ctx.last)));
    }
    if (ctx.negative != null) {
      if (!ctx.negative.getText().startsWith("-")) {
        throw new TdException(locations.at(ctx.negative), "expected ']'");
      }
      long last = -literals.integer(ctx.negative);
      return new Expr.SliceElement(locations.at(ctx), first,
          Optional.of(new Expr.IntLit(locations.at(ctx.negative), last)));
    }
    return new Expr.SliceElement(locations.at(ctx), first, Optional.empty());
  }

  @Override
  public Expr visitCondValue(TableGenParser.CondValueContext ctx) {
    List<Expr> conditions = new ArrayList<>();
    List<Expr> values = new ArrayList<>();
    for (TableGenParser.CondClauseContext clause : ctx.condClause()) {
      conditions.add(visit(clause.condition));
      values.add(visit(clause.result));
    }
    return new Expr.Cond(locations.at(ctx), conditions, values, locations.after(ctx.getStop()));
  }

  @Override
  public Expr visitIntValue(TableGenParser.IntValueContext ctx) {
    String text = ctx.getText();
    if (!text.startsWith("0b")) {
      return new Expr.IntLit(locations.at(ctx), literals.integer(ctx.INTEGER().getSymbol()));
    }
    // As in TableGen, a binary literal is a bits value as wide as its digits.
    List<Expr> bits = new ArrayList<>();
    for (int i = 2; i < text.length(); i++) {
      bits.add(new Expr.IntLit(locations.at(ctx.getStart(), i), text.charAt(i) - '0'));
    }
    return new Expr.BitsLit(locations.at(ctx), bits);
  }

  @Override
  public Expr visitTrueValue(TableGenParser.TrueValueContext ctx) {
    return new Expr.IntLit(locations.at(ctx), 1);
  }

  @Override
  public Expr visitFalseValue(TableGenParser.FalseValueContext ctx) {
    return new Expr.IntLit(locations.at(ctx), 0);
  }

  @Override
  public Expr visitStringValue(TableGenParser.StringValueContext ctx) {
    StringBuilder text = new StringBuilder();
    for (TerminalNode part : ctx.STRING()) {
      text.append(literals.string(part.getSymbol()));
    }
    return new Expr.StringLit(locations.at(ctx), text.toString(), false);
  }

  @Override
  public Expr visitCodeValue(TableGenParser.CodeValueContext ctx) {
    return new Expr.StringLit(locations.at(ctx), Literals.code(ctx.CODE_LITERAL().getSymbol()), true);
  }

  @Override
  public Expr visitUnsetValue(TableGenParser.UnsetValueContext ctx) {
    return new Expr.UnsetLit(locations.at(ctx));
  }

  @Override
  public Expr visitBitsValue(TableGenParser.BitsValueContext ctx) {
    return new Expr.BitsLit(locations.at(ctx), values(ctx.value()));
  }

  @Override
  public Expr visitListValue(TableGenParser.ListValueContext ctx) {
    Optional<TypeRef> elementType = Optional.ofNullable(ctx.type()).map(types::visit);
    return new Expr.ListLit(locations.at(ctx), values(ctx.value()), elementType, locations.after(ctx.getStop()));
  }

  @Override
  public Expr visitDagValue(TableGenParser.DagValueContext ctx) {
    TableGenParser.DagOperatorContext op = ctx.dagOperator();
    Expr.DagArg operator = new Expr.DagArg(Optional.of(visit(op.value())), varName(op.VAR_NAME()));
    List<Expr.DagArg> args = new ArrayList<>();
    for (TableGenParser.DagArgContext arg : ctx.dagArg()) {
      args.add(dagArg(arg));
    }
    return new Expr.DagLit(locations.at(ctx), operator, args);
  }

  @Override
  public Expr visitClassValue(TableGenParser.ClassValueContext ctx) {
    return new Expr.ClassInstance(locations.at(ctx), ctx.identifier().getText(), args(ctx.argList()));
  }

  @Override
  public Expr visitIdValue(TableGenParser.IdValueContext ctx) {
    return new Expr.IdRef(locations.at(ctx), ctx.getText());
  }

  @Override
  public Expr visitBangValue(TableGenParser.BangValueContext ctx) {
    Optional<TypeRef> typeArg = Optional.ofNullable(ctx.type()).map(types::visit);
    String name = ctx.BANG_OPERATOR().getText().substring(1);
    return new Expr.BangOp(locations.at(ctx), name, typeArg, values(ctx.value()), locations.after(ctx.getStop()));
  }

  private Expr.DagArg dagArg(TableGenParser.DagArgContext ctx) {
    if (ctx instanceof TableGenParser.NamedDagArgContext named) {
      return new Expr.DagArg(Optional.of(visit(named.value())), varName(named.VAR_NAME()));
    }
    return new Expr.DagArg(Optional.empty(), varName(((TableGenParser.BareDagArgContext) ctx).VAR_NAME()));
  }

  private static Optional<String> varName(TerminalNode node) {
    return Optional.ofNullable(node).map(n -> n.getText().substring(1));
  }

  private List<Expr> values(List<TableGenParser.ValueContext> contexts) {
    List<Expr> values = new ArrayList<>(contexts.size());
    for (TableGenParser.ValueContext value : contexts) {
      values.add(visit(value));
    }
    return values;
  }
}
