package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.ast.Expr;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Evaluates expressions in one context (the record being built, if any, and the {@code defvar} scope) into
 * values, folding what is already computable, as TableGen's parser does.
 */
final class ExprEvaluator {

  private final RecordKeeper keeper;
  private final TypeResolver types;
  private final Scope scope;
  private final Record record;
  private final BangOperators bangOperators;

  /**
   * Creates an evaluator.
   *
   * @param record the record whose body is being evaluated, or null outside any record
   */
  ExprEvaluator(RecordKeeper keeper, TypeResolver types, Scope scope, Record record) {
    this.keeper = keeper;
    this.types = types;
    this.scope = scope;
    this.record = record;
    this.bangOperators = new BangOperators(this, types);
  }

  RecordKeeper keeper() {
    return keeper;
  }

  /**
   * Evaluates an expression.
   *
   * @param expr     the expression
   * @param expected the type the context expects, used to type empty lists and list elements; may be null
   * @return the value
   */
  Init evaluate(Expr expr, RecType expected) {
    return evaluate(expr, expected, false);
  }

  /**
   * Evaluates an expression; in name mode (the right operand of {@code #}), an identifier that is not a
   * variable stands for its own name.
   */
  private Init evaluate(Expr expr, RecType expected, boolean nameMode) {
    if (expr instanceof Expr.IntLit i) {
      return new IntInit(i.value());
    }
    if (expr instanceof Expr.StringLit s) {
      return new StringInit(s.value(), s.code());
    }
    if (expr instanceof Expr.UnsetLit) {
      return UnsetInit.UNSET;
    }
    if (expr instanceof Expr.IdRef id) {
      return identifier(id, nameMode);
    }
    if (expr instanceof Expr.BitsLit bits) {
      return bits(bits);
    }
    if (expr instanceof Expr.ListLit list) {
      return list(list, expected);
    }
    if (expr instanceof Expr.DagLit dag) {
      return dag(dag);
    }
    if (expr instanceof Expr.ClassInstance instance) {
      return classInstance(instance);
    }
    if (expr instanceof Expr.FieldAccess access) {
      return fieldAccess(access, nameMode);
    }
    if (expr instanceof Expr.BangOp bang) {
      return bangOperators.evaluate(bang, expected);
    }
    if (expr instanceof Expr.BitSlice slice) {
      return bitSlice(slice, nameMode);
    }
    if (expr instanceof Expr.ListSlice slice) {
      return listSlice(slice, nameMode);
    }
    if (expr instanceof Expr.Cond cond) {
      return cond(cond, expected);
    }
    return paste((Expr.Paste) expr, expected, nameMode);
  }

  /**
   * Evaluates a def name in TableGen's name mode: an identifier that is not a variable stands for itself.
   *
   * @param expr the name as written
   * @return the value, normally a string
   */
  Init evaluateName(Expr expr) {
    return evaluate(expr, RecType.STRING, true);
  }

  /** {@return whether a record (class, def or multiclass def) is being built} */
  boolean inRecord() {
    return record != null;
  }

  /** {@return whether the record being built has a field of that name} */
  boolean isField(String name) {
    return record != null && record.value(name) != null;
  }

  /** {@return an evaluator for the same context in which {@code variable} is also defined, shadowing others} */
  ExprEvaluator withVariable(SourceLoc loc, VarInit variable) {
    Scope inner = scope.nested();
    inner.define(loc, variable.name(), variable);
    return new ExprEvaluator(keeper, types, inner, record);
  }

  /** {@return the expression's value, which must be typed} */
  TypedInit typed(Expr expr, RecType expected, SourceLoc errorLoc) {
    Init value = evaluate(expr, expected);
    if (value instanceof TypedInit typed) {
      return typed;
    }
    throw new TdException(errorLoc, "expected value to be a typed value, got '" + value.asString() + "'");
  }

  private Init identifier(Expr.IdRef id, boolean nameMode) {
    String name = id.name();
    Init local = scope.local(name);
    if (local != null) {
      return local;
    }
    if (record != null) {
      RecordVal field = record.value(name);
      if (field != null) {
        return new VarInit(name, field.type());
      }
      RecordVal templateArg = record.isClass() ? record.value(record.qualify(name)) : null;
      if (templateArg != null && templateArg.kind() == RecordVal.Kind.TEMPLATE_ARG) {
        return new VarInit(templateArg.name(), templateArg.type());
      }
      if (record.isClass() && name.equals("NAME")) {
        return new VarInit(record.qualify(name), RecType.STRING);
      }
    }
    Init enclosing = scope.enclosing(name);
    if (enclosing != null) {
      return enclosing;
    }
    if (nameMode) {
      // As in TableGen, a global variable does not stand for its value in a name.
      return new StringInit(name, false);
    }
    Init global = scope.global(name);
    if (global != null) {
      return global;
    }
    Record def = keeper.def(name);
    if (def != null) {
      return new DefInit(def);
    }
    throw new TdException(id.loc(), "Variable not defined: '" + name + "'");
  }

  private Init bits(Expr.BitsLit literal) {
    List<Init> msbFirst = new ArrayList<>();
    for (int i = 0; i < literal.bits().size(); i++) {
      Init value = evaluate(literal.bits().get(i), null);
      if (value instanceof BitsInit bits) {
        for (int b = bits.bits().size() - 1; b >= 0; b--) {
          msbFirst.add(bits.bits().get(b));
        }
        continue;
      }
      Init bit = Casts.castTo(value, RecType.BIT);
      if (bit == null) {
        throw new TdException(literal.loc(),
            "Element #" + i + " (" + value.asString() + ") is not convertable to a bit");
      }
      msbFirst.add(bit);
    }
    List<Init> lsbFirst = new ArrayList<>(msbFirst.size());
    for (int i = msbFirst.size() - 1; i >= 0; i--) {
      lsbFirst.add(msbFirst.get(i));
    }
    return new BitsInit(lsbFirst);
  }

  private Init list(Expr.ListLit literal, RecType expected) {
    RecType hinted = null;
    if (expected != null) {
      if (!(expected instanceof RecType.ListOf listType)) {
        throw new TdException(literal.loc(), "Encountered a list when expecting a " + expected.spelling());
      }
      hinted = listType.element();
    }
    RecType given = literal.elementType().map(types::resolve).orElse(null);
    List<Init> elements = new ArrayList<>();
    RecType deduced = null;
    for (Expr element : literal.elements()) {
      Init value = evaluate(element, given != null ? given : hinted);
      elements.add(value);
      if (value instanceof TypedInit typed) {
        deduced = deduced == null ? typed.type() : Types.common(deduced, typed.type());
        if (deduced == null) {
          throw new TdException(literal.end(), "Incompatible types in list elements");
        }
      }
    }
    if (given != null) {
      if (deduced != null && !Types.isConvertible(deduced, given)) {
        throw new TdException(literal.end(), "Incompatible types in list elements");
      }
      deduced = given;
    }
    if (deduced == null) {
      if (hinted == null) {
        throw new TdException(literal.end(), "No type for list");
      }
      return new ListInit(elements, hinted);
    }
    if (hinted != null && !Types.isConvertible(deduced, hinted)) {
      throw new TdException(literal.end(), "Element type mismatch for list: element type '"
          + deduced.spelling() + "' not convertible to '" + hinted.spelling());
    }
    return new ListInit(elements, deduced);
  }

  private Init dag(Expr.DagLit literal) {
    List<DagInit.Arg> args = new ArrayList<>(literal.args().size());
    for (Expr.DagArg arg : literal.args()) {
      args.add(dagArg(arg));
    }
    return new DagInit(dagArg(literal.operator()), args);
  }

  private DagInit.Arg dagArg(Expr.DagArg arg) {
    Init value = arg.value().isPresent() ? evaluate(arg.value().get(), null) : UnsetInit.UNSET;
    return new DagInit.Arg(value, arg.varName());
  }

  private Init classInstance(Expr.ClassInstance instance) {
    Record templateClass = keeper.findClass(instance.className());
    if (templateClass == null) {
      throw new TdException(instance.loc(), "Expected a class name, got '" + instance.className() + "'");
    }
    List<ArgumentInit> args = TemplateArgs.evaluate(templateClass, instance.args(), this);
    TemplateArgs.bind(templateClass, args, instance.loc(), (name, value) -> { });
    return new VarDefInit(templateClass, args).fold(Resolver.folding(keeper));
  }

  private Init fieldAccess(Expr.FieldAccess access, boolean nameMode) {
    Init target = evaluate(access.target(), null, nameMode);
    RecType fieldType = target instanceof TypedInit typed ? fieldType(typed, access.field()) : null;
    if (fieldType == null) {
      throw new TdException(access.loc(),
          "Cannot access field '" + access.field() + "' of value '" + target.asString() + "'");
    }
    return new FieldInit((TypedInit) target, access.field(), fieldType).fold();
  }

  private static RecType fieldType(TypedInit target, String field) {
    if (target instanceof DefInit def) {
      RecordVal value = def.def().value(field);
      return value == null ? null : value.type();
    }
    if (target.type() instanceof RecType.Classes classes) {
      for (Record c : classes.classes()) {
        RecordVal value = c.value(field);
        if (value != null) {
          return value.type();
        }
      }
    }
    return null;
  }

  /** {@code value{bits}}: a bits value of the selected bits, the first one written the most significant. */
  private Init bitSlice(Expr.BitSlice slice, boolean nameMode) {
    Init target = evaluate(slice.target(), null, nameMode);
    int width = target instanceof BitsInit bits ? bits.bits().size()
        : target instanceof IntInit ? 64
        : target instanceof TypedInit typed && typed.type() instanceof RecType.Bits b ? b.width() : -1;
    List<Init> lsbFirst = new ArrayList<>(slice.bits().size());
    for (int i = slice.bits().size() - 1; i >= 0; i--) {
      int bit = slice.bits().get(i);
      if (bit >= width) {
        throw new TdException(slice.loc(), "Invalid bit range for value");
      }
      lsbFirst.add(VarBitInit.bitOf(target, bit));
    }
    return new BitsInit(lsbFirst);
  }

  /** {@code list[i]} (one element) or {@code list[i, j...k, ...]} (a list), as TableGen builds them. */
  private Init listSlice(Expr.ListSlice slice, boolean nameMode) {
    Init target = evaluate(slice.target(), null, nameMode);
    if (!(target instanceof TypedInit list) || !(list.type() instanceof RecType.ListOf listType)) {
      throw new TdException(slice.loc(), "Type '" + (target instanceof TypedInit t ? t.type().spelling() : "?")
          + "' of value '" + target.asString() + "' is not a list");
    }
    List<TypedInit> parts = new ArrayList<>();
    List<Init> indices = new ArrayList<>();
    for (Expr.SliceElement element : slice.elements()) {
      TypedInit index = sliceElement(element);
      if (index.type() instanceof RecType.ListOf) {
        if (!indices.isEmpty()) {
          parts.add(new ListInit(indices, RecType.INT));
          indices = new ArrayList<>();
        }
        parts.add(index);
      } else {
        indices.add(index);
      }
    }
    if (slice.single() && parts.isEmpty()) {
      return new BinOpInit(BinOpInit.Op.LISTELEM, list, indices.get(0), listType.element()).fold();
    }
    if (!indices.isEmpty()) {
      parts.add(new ListInit(indices, RecType.INT));
    }
    Init selection = parts.get(0);
    for (int i = 1; i < parts.size(); i++) {
      selection = new BinOpInit(BinOpInit.Op.LISTCONCAT, selection, parts.get(i), parts.get(0).type()).fold();
    }
    return new BinOpInit(BinOpInit.Op.LISTSLICE, list, selection, list.type()).fold();
  }

  /** {@return an index (an int) or an inclusive range (a list of ints)} */
  private TypedInit sliceElement(Expr.SliceElement element) {
    TypedInit first = intOrList(element.first(), element.last().isEmpty());
    if (element.last().isEmpty()) {
      return first;
    }
    TypedInit last = intOrList(element.last().get(), false);
    Init range = new BinOpInit(BinOpInit.Op.RANGEC, first, last, new RecType.ListOf(RecType.INT)).fold();
    return (TypedInit) range;
  }

  private TypedInit intOrList(Expr expr, boolean listAllowed) {
    TypedInit value = typed(expr, null, expr.loc());
    boolean isList = value.type() instanceof RecType.ListOf l && l.element() instanceof RecType.Int;
    if (isList && listAllowed) {
      return value;
    }
    Init index = Casts.castTo(value, RecType.INT);
    if (!(index instanceof TypedInit typedIndex)) {
      throw new TdException(expr.loc(), "expected int or list<int>, got '" + value.type().spelling() + "'");
    }
    return typedIndex;
  }

  private Init cond(Expr.Cond cond, RecType expected) {
    List<Init> conditions = new ArrayList<>();
    List<Init> values = new ArrayList<>();
    RecType type = null;
    for (int i = 0; i < cond.conditions().size(); i++) {
      Init condition = evaluate(cond.conditions().get(i), null);
      if (condition instanceof TypedInit typed && !Types.isConvertible(typed.type(), RecType.BIT)
          && !(typed.type() instanceof RecType.Int)) {
        throw new TdException(cond.conditions().get(i).loc(), "expected bit or int condition in !cond, got '"
            + typed.type().spelling() + "'");
      }
      conditions.add(condition);
      Init value = evaluate(cond.values().get(i), expected);
      if (value instanceof TypedInit typed) {
        RecType common = type == null ? typed.type() : Types.common(type, typed.type());
        if (common == null) {
          throw new TdException(cond.end(), "inconsistent types '" + type.spelling() + "' and '"
              + typed.type().spelling() + "' for !cond");
        }
        type = common;
      }
      values.add(value);
    }
    if (type == null) {
      throw new TdException(cond.end(), "could not determine type for !cond from its arguments");
    }
    return new CondOpInit(conditions, values, type).fold();
  }

  /** {@code lhs # rhs}: list concatenation for lists, otherwise string concatenation of both as strings. */
  private Init paste(Expr.Paste paste, RecType expected, boolean nameMode) {
    Init lhs = evaluate(paste.lhs(), expected, nameMode);
    if (!(lhs instanceof TypedInit typedLhs)) {
      throw new TdException(paste.loc(), "LHS of paste is not typed!");
    }
    if (typedLhs.type() instanceof RecType.ListOf) {
      return new BinOpInit(BinOpInit.Op.LISTCONCAT, typedLhs, evaluate(paste.rhs(), expected, false),
          typedLhs.type()).fold();
    }
    Init rhs = evaluate(paste.rhs(), null, true);
    if (!(rhs instanceof TypedInit typedRhs)) {
      throw new TdException(paste.loc(), "RHS of paste is not typed!");
    }
    return new BinOpInit(BinOpInit.Op.STRCONCAT, asString(typedLhs), asString(typedRhs), RecType.STRING).fold();
  }

  private Init asString(TypedInit value) {
    if (value.type() instanceof RecType.Str) {
      return value;
    }
    return new UnOpInit(UnOpInit.Op.CAST, value, RecType.STRING).fold(Resolver.folding(keeper));
  }
}
