package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The folding of the dag operators {@code !con}, {@code !dag}, {@code !getdagarg} and the like. */
final class DagOps {

  private DagOps() {
  }

  /** {@code !con(a, b)}: the arguments of both, under their common operator; {@code pending} otherwise. */
  static Init concat(Init pending, Init lhs, Init rhs) {
    if (!(lhs instanceof DagInit l) || !(rhs instanceof DagInit r)) {
      return pending;
    }
    Init lop = l.operator().value();
    Init rop = r.operator().value();
    if (!(lop instanceof DefInit || lop instanceof UnsetInit) || !(rop instanceof DefInit || rop instanceof UnsetInit)) {
      return pending;
    }
    if (lop instanceof DefInit ld && rop instanceof DefInit rd && ld.def() != rd.def()) {
      throw new FoldException("Concatenated Dag operators do not match: '" + l.asString()
          + "' vs. '" + r.asString() + "'");
    }
    List<DagInit.Arg> args = new ArrayList<>(l.args());
    args.addAll(r.args());
    Init op = lop instanceof DefInit ? lop : rop;
    return new DagInit(new DagInit.Arg(op, Optional.empty()), args);
  }

  /** {@code !getdagarg<T>(dag, key)} or {@code !getdagname(dag, key)}; {@code pending} if not yet known. */
  static Init get(BinOpInit pending, Init dagValue, Init key, boolean name) {
    if (!(dagValue instanceof DagInit dag)) {
      return pending;
    }
    int index = index(dag, key);
    if (index < 0) {
      return pending;
    }
    DagInit.Arg arg = dag.args().get(index);
    if (name) {
      return arg.name().<Init>map(n -> new StringInit(n, false)).orElse(UnsetInit.UNSET);
    }
    Init value = arg.value();
    if (value instanceof UnsetInit) {
      return value;
    }
    Init cast = Casts.castTo(value, pending.type());
    return cast == null || cast instanceof UnOpInit ? pending : cast;
  }

  /** {@code !setdagarg(dag, key, value)} or {@code !setdagname(dag, key, name)}; {@code pending} otherwise. */
  static Init set(Init pending, Init dagValue, Init key, Init replacement, boolean name) {
    if (!(dagValue instanceof DagInit dag)) {
      return pending;
    }
    int index = index(dag, key);
    if (index < 0) {
      return pending;
    }
    List<DagInit.Arg> args = new ArrayList<>(dag.args());
    DagInit.Arg old = args.get(index);
    if (name) {
      if (!(replacement instanceof StringInit s)) {
        return pending;
      }
      args.set(index, new DagInit.Arg(old.value(), Optional.of(s.value())));
    } else {
      args.set(index, new DagInit.Arg(replacement, old.name()));
    }
    return new DagInit(dag.operator(), args);
  }

  /** {@code !dag(op, values, names)}; {@code pending} until both lists are known. */
  static Init build(Init pending, Init op, Init values, Init names) {
    if (!(values instanceof ListInit v) || !(names instanceof ListInit n)) {
      return pending;
    }
    if (v.elements().size() != n.elements().size()) {
      throw new FoldException("!dag: argument and name lists have different lengths");
    }
    List<DagInit.Arg> args = new ArrayList<>();
    for (int i = 0; i < v.elements().size(); i++) {
      Init argName = n.elements().get(i);
      Optional<String> text = argName instanceof StringInit s ? Optional.of(s.value()) : Optional.empty();
      if (!(argName instanceof StringInit) && !(argName instanceof UnsetInit)) {
        return pending;
      }
      args.add(new DagInit.Arg(v.elements().get(i), text));
    }
    return new DagInit(new DagInit.Arg(op, Optional.empty()), args);
  }

  /** {@return the index of the argument {@code key} (a number or a name) selects, -1 if not known yet} */
  private static int index(DagInit dag, Init key) {
    if (key instanceof StringInit s) {
      for (int i = 0; i < dag.args().size(); i++) {
        if (dag.args().get(i).name().filter(s.value()::equals).isPresent()) {
          return i;
        }
      }
      throw new FoldException("Node '" + dag.asString() + "' has no argument named '"
          + s.value() + "'");
    }
    IntInit number = Casts.toInt(key);
    if (number == null) {
      return -1;
    }
    if (number.value() < 0 || number.value() >= dag.args().size()) {
      throw new FoldException("Node '" + dag.asString() + "' has no argument at index "
          + number.value());
    }
    return (int) number.value();
  }
}
