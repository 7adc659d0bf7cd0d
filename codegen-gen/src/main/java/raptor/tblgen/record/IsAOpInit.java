package raptor.tblgen.record;

/**
 * {@code !isa<T>(value)}: 1 if the value is of type {@code T}, 0 once it is known not to be.
 *
 * @param checkType the type {@code T}
 * @param operand   the value
 */
public record IsAOpInit(RecType checkType, Init operand) implements OpInit {

  /** {@return 1 or 0 when the answer is known, otherwise this} */
  Init fold() {
    if (!(operand instanceof TypedInit typed)) {
      return this;
    }
    if (Types.isConvertible(typed.type(), checkType)) {
      return new IntInit(1);
    }
    boolean known = checkType instanceof RecType.Classes
        ? !Types.isConvertible(checkType, typed.type()) && operand.isConcrete() || operand instanceof DefInit
        : operand.isConcrete();
    return known ? new IntInit(0) : this;
  }

  @Override
  public RecType type() {
    return RecType.INT;
  }

  @Override
  public String asString() {
    return "!isa<" + checkType.spelling() + ">(" + operand.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    return new IsAOpInit(checkType, operand.resolve(resolver)).fold();
  }

  @Override
  public boolean isClosed() {
    return operand.isClosed();
  }
}
