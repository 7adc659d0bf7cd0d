package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A unary bang operator ({@code !cast<T>}, {@code !empty}, {@code !size}, {@code !not}, {@code !head},
 * {@code !tail}, {@code !logtwo}, {@code !tolower}, {@code !toupper}, {@code !repr}, {@code !getdagop<T>},
 * {@code !getdagopname}, {@code !instances<T>} (whose operand is the regex), {@code !initialized},
 * {@code !listflatten}) waiting for its operand.
 *
 * @param op      the operator
 * @param operand the operand
 * @param type    the result type (the target type of a cast)
 */
public record UnOpInit(Op op, Init operand, RecType type) implements OpInit {

  /** The unary operators. */
  public enum Op { CAST, EMPTY, SIZE, NOT, HEAD, TAIL, LOGTWO, TOLOWER, TOUPPER, REPR, GETDAGOP, GETDAGOPNAME,
    INSTANCES, INITIALIZED, LISTFLATTEN }

  /** {@return the folded value if the operand allows it, otherwise this} */
  Init fold(Resolver resolver) {
    return switch (op) {
      case CAST -> foldCast(resolver);
      case EMPTY -> foldEmpty();
      case SIZE -> foldSize();
      case NOT -> {
        IntInit value = Casts.toInt(operand);
        yield value == null ? this : new IntInit(value.value() == 0 ? 1 : 0);
      }
      case HEAD -> operand instanceof ListInit list && !list.elements().isEmpty() ? list.elements().get(0) : this;
      case TAIL -> operand instanceof ListInit list && !list.elements().isEmpty()
          ? new ListInit(list.elements().subList(1, list.elements().size()), list.elementType()) : this;
      case LOGTWO -> foldLogTwo();
      // As in TableGen, the case conversions give plain strings, also of code.
      case TOLOWER -> operand instanceof StringInit s
          ? new StringInit(s.value().toLowerCase(Locale.ROOT), false) : this;
      case TOUPPER -> operand instanceof StringInit s
          ? new StringInit(s.value().toUpperCase(Locale.ROOT), false) : this;
      case REPR -> operand.isConcrete() ? new StringInit(operand.asString(), false) : this;
      case GETDAGOP -> operand instanceof DagInit dag && dag.operator().value() instanceof DefInit def
          && Types.isA(def.type(), type) ? def : this;
      // The operator's name, or TableGen's null value when it has none.
      case GETDAGOPNAME -> operand instanceof DagInit dag
          ? dag.operator().name().<Init>map(n -> new StringInit(n, false)).orElse(UnsetInit.NO_VALUE) : this;
      case INSTANCES -> foldInstances(resolver);
      case INITIALIZED -> operand instanceof UnsetInit ? new IntInit(0)
          : operand.isConcrete() ? new IntInit(1) : this;
      case LISTFLATTEN -> foldFlatten();
    };
  }

  private Init foldCast(Resolver resolver) {
    if (operand instanceof TypedInit typed && typed.type().equals(type)) {
      return operand;
    }
    if (type instanceof RecType.Str) {
      if (operand instanceof StringInit) {
        return operand;
      }
      if (operand instanceof DefInit def) {
        return new StringInit(def.asString(), false);
      }
      IntInit value = Casts.toInt(operand);
      return value == null ? this : new StringInit(value.asString(), false);
    }
    if (type instanceof RecType.Classes && operand instanceof StringInit name) {
      Record def = resolver.keeper().def(name.value());
      Record current = resolver.currentRecord();
      if (def == null && current != null && current.name().equals(name.value())) {
        // A def naming itself: resolved only by its final resolution, once its type is complete.
        if (!resolver.isFinal()) {
          return this;
        }
        def = current;
      }
      if (def != null && Types.isA(new DefInit(def).type(), type)) {
        return new DefInit(def);
      }
      return this;
    }
    if (operand instanceof TypedInit typed && Casts.isLiteral(typed)) {
      Init converted = Casts.castTo(operand, type);
      return converted == null ? this : converted;
    }
    return this;
  }

  private Init foldInstances(Resolver resolver) {
    if (!(operand instanceof StringInit regex)) {
      return this;
    }
    Pattern pattern;
    try {
      pattern = Pattern.compile(regex.value());
    } catch (PatternSyntaxException e) {
      throw new FoldException("invalid regex '" + regex.value() + "'");
    }
    RecType element = ((RecType.ListOf) type).element();
    List<Init> defs = new ArrayList<>();
    for (Record def : resolver.keeper().defs()) {
      DefInit value = new DefInit(def);
      if (Types.isA(value.type(), element) && pattern.matcher(def.name()).find()) {
        defs.add(value);
      }
    }
    return new ListInit(defs, element);
  }

  private Init foldLogTwo() {
    IntInit value = Casts.toInt(operand);
    if (value == null) {
      return this;
    }
    if (value.value() <= 0) {
      throw new FoldException("Illegal operation: logtwo is undefined on arguments less than or equal to 0");
    }
    return new IntInit(63 - Long.numberOfLeadingZeros(value.value()));
  }

  private Init foldFlatten() {
    if (!(operand instanceof ListInit list) || !(list.elementType() instanceof RecType.ListOf inner)) {
      return operand instanceof ListInit ? operand : this;
    }
    List<Init> flat = new ArrayList<>();
    for (Init element : list.elements()) {
      if (!(element instanceof ListInit sublist)) {
        return this;
      }
      flat.addAll(sublist.elements());
    }
    return new ListInit(flat, inner.element());
  }

  private Init foldEmpty() {
    if (operand instanceof ListInit list) {
      return new IntInit(list.elements().isEmpty() ? 1 : 0);
    }
    if (operand instanceof StringInit string) {
      return new IntInit(string.value().isEmpty() ? 1 : 0);
    }
    if (operand instanceof DagInit dag) {
      return new IntInit(dag.args().isEmpty() ? 1 : 0);
    }
    return this;
  }

  private Init foldSize() {
    if (operand instanceof ListInit list) {
      return new IntInit(list.elements().size());
    }
    if (operand instanceof StringInit string) {
      return new IntInit(string.value().length());
    }
    if (operand instanceof DagInit dag) {
      return new IntInit(dag.args().size());
    }
    return this;
  }

  @Override
  public String asString() {
    String name = switch (op) {
      case CAST -> "cast<" + type.spelling() + ">";
      case INSTANCES -> "instances<" + ((RecType.ListOf) type).element().spelling() + ">";
      default -> op.name().toLowerCase(Locale.ROOT);
    };
    return "!" + name + "(" + operand.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    return new UnOpInit(op, operand.resolve(resolver), type).fold(resolver);
  }

  @Override
  public boolean isClosed() {
    return operand.isClosed();
  }
}
