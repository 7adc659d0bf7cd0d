package raptor.tblgen.record;

/**
 * A unary bang operator ({@code !cast<T>}, {@code !empty}, {@code !size}, {@code !not}) waiting for its
 * operand.
 *
 * @param op      the operator
 * @param operand the operand
 * @param type    the result type (the target type of a cast)
 */
public record UnOpInit(Op op, Init operand, RecType type) implements TypedInit {

  /** The supported unary operators. */
  public enum Op { CAST, EMPTY, SIZE, NOT }

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
    };
  }

  private Init foldCast(Resolver resolver) {
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
    String name = op == Op.CAST ? "cast<" + type.spelling() + ">" : op.name().toLowerCase(java.util.Locale.ROOT);
    return "!" + name + "(" + operand.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    return new UnOpInit(op, operand.resolve(resolver), type).fold(resolver);
  }

  @Override
  public boolean isConcrete() {
    return false;
  }

  @Override
  public boolean isClosed() {
    return operand.isClosed();
  }
}
