package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A bang operator of three operands waiting for them: {@code !subst}, {@code !substr}, {@code !find},
 * {@code !foreach}, {@code !filter}, {@code !dag}, {@code !range}, {@code !setdagarg}, {@code !setdagname}.
 * For {@code !foreach} and {@code !filter}, {@code lhs} is the element variable, which {@code rhs} mentions.
 *
 * @param op   the operator
 * @param lhs  the first operand
 * @param mhs  the second operand
 * @param rhs  the third operand
 * @param type the result type
 */
public record TernOpInit(Op op, Init lhs, Init mhs, Init rhs, RecType type) implements OpInit {

  /** The ternary operators. */
  public enum Op { SUBST, SUBSTR, FIND, FOREACH, FILTER, DAG, RANGE, SETDAGARG, SETDAGNAME }

  /**
   * Folds the operator.
   *
   * @param keeper the records, for casts in a {@code !foreach} or {@code !filter} body
   * @return the folded value if the operands allow it, otherwise this
   */
  Init fold(RecordKeeper keeper) {
    return switch (op) {
      case SUBST -> foldSubst();
      case SUBSTR -> foldSubstr();
      case FIND -> foldFind();
      case FOREACH -> mhs instanceof DagInit dag ? foreachDag(dag, keeper) : foreachList(keeper);
      case FILTER -> filter(keeper);
      case DAG -> DagOps.build(this, lhs, mhs, rhs);
      case RANGE -> foldRange();
      case SETDAGARG, SETDAGNAME -> DagOps.set(this, lhs, mhs, rhs, op == Op.SETDAGNAME);
    };
  }

  private Init foldSubst() {
    if (lhs instanceof DefInit from && mhs instanceof DefInit to && rhs instanceof DefInit in) {
      return from.def() == in.def() ? to : in;
    }
    if (lhs instanceof StringInit from && mhs instanceof StringInit to && rhs instanceof StringInit in) {
      if (from.value().isEmpty()) {
        return in;
      }
      String replaced = in.value().replace(from.value(), to.value());
      ValueLimits.checkString(replaced.length());
      // TableGen's result is a plain string even when substituting in code.
      return new StringInit(replaced, false);
    }
    return this;
  }

  private Init foldSubstr() {
    IntInit start = Casts.toInt(mhs);
    IntInit length = Casts.toInt(rhs);
    if (!(lhs instanceof StringInit s) || start == null || length == null) {
      return this;
    }
    int size = s.value().length();
    if (start.value() < 0 || start.value() > size) {
      throw new FoldException("!substr start position is out of range 0..." + size + ": " + start.value());
    }
    if (length.value() < 0) {
      throw new FoldException("!substr length must be nonnegative");
    }
    int from = (int) start.value();
    int to = (int) Math.min(size, from + Math.min(length.value(), size));
    return new StringInit(s.value().substring(from, to), s.code());
  }

  private Init foldFind() {
    IntInit start = Casts.toInt(rhs);
    if (!(lhs instanceof StringInit source) || !(mhs instanceof StringInit target) || start == null) {
      return this;
    }
    int size = source.value().length();
    if (start.value() < 0 || start.value() > size) {
      throw new FoldException("!find start position is out of range 0..." + size + ": " + start.value());
    }
    return new IntInit(source.value().indexOf(target.value(), (int) start.value()));
  }

  private Init foldRange() {
    IntInit start = Casts.toInt(lhs);
    IntInit end = Casts.toInt(mhs);
    IntInit step = Casts.toInt(rhs);
    if (start == null || end == null || step == null) {
      return this;
    }
    long s = step.value();
    if (s == 0) {
      throw new FoldException("Illegal range: step size cannot be zero");
    }
    long from = start.value();
    long to = end.value();
    long count = s > 0 ? (to > from ? (to - from + s - 1) / s : 0) : (from > to ? (from - to - s - 1) / -s : 0);
    ValueLimits.checkList(count);
    List<Init> values = new ArrayList<>();
    for (long i = 0, v = from; i < count; i++, v += s) {
      values.add(new IntInit(v));
    }
    return new ListInit(values, RecType.INT);
  }

  private Init apply(Init element, RecordKeeper keeper) {
    MapResolver binding = new MapResolver(keeper);
    binding.set(((VarInit) lhs).name(), element);
    return rhs.resolve(binding);
  }

  private Init foreachList(RecordKeeper keeper) {
    if (!(mhs instanceof ListInit list)) {
      return this;
    }
    List<Init> mapped = new ArrayList<>(list.elements().size());
    for (Init element : list.elements()) {
      mapped.add(apply(element, keeper));
    }
    return new ListInit(mapped, ((RecType.ListOf) type).element());
  }

  /** {@code !foreach} over a dag maps its operator and arguments, descending into arguments that are dags. */
  private Init foreachDag(DagInit dag, RecordKeeper keeper) {
    Init operator = apply(dag.operator().value(), keeper);
    List<DagInit.Arg> args = new ArrayList<>(dag.args().size());
    for (DagInit.Arg arg : dag.args()) {
      Init value = arg.value() instanceof DagInit inner
          ? foreachDag(inner, keeper) : apply(arg.value(), keeper);
      args.add(new DagInit.Arg(value, arg.name()));
    }
    return new DagInit(new DagInit.Arg(operator, dag.operator().name()), args);
  }

  private Init filter(RecordKeeper keeper) {
    if (!(mhs instanceof ListInit list)) {
      return this;
    }
    List<Init> kept = new ArrayList<>();
    for (Init element : list.elements()) {
      IntInit include = Casts.toInt(apply(element, keeper));
      if (include == null) {
        return this;
      }
      if (include.value() != 0) {
        kept.add(element);
      }
    }
    return new ListInit(kept, list.elementType());
  }

  @Override
  public String asString() {
    return "!" + op.name().toLowerCase(Locale.ROOT) + "(" + lhs.asString() + ", " + mhs.asString() + ", "
        + rhs.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    // Operands resolve in order, as in TableGen: a list's anonymous instantiations come before its body's.
    boolean binds = op == Op.FOREACH || op == Op.FILTER;
    Init first = binds ? lhs : lhs.resolve(resolver);
    Init second = mhs.resolve(resolver);
    Init body = binds ? rhs.resolve(new ShadowResolver(resolver, Set.of(((VarInit) lhs).name())))
        : rhs.resolve(resolver);
    return new TernOpInit(op, first, second, body, type).fold(resolver.keeper());
  }

  @Override
  public boolean isClosed() {
    boolean binds = op == Op.FOREACH || op == Op.FILTER;
    return (binds || lhs.isClosed()) && mhs.isClosed() && rhs.isClosed();
  }
}
