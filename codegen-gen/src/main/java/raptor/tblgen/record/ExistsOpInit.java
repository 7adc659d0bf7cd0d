package raptor.tblgen.record;

/**
 * {@code !exists<T>(name)}: 1 if a def of that name and of type {@code T} exists; 0 once the def being
 * resolved is final and none does.
 *
 * @param checkType the type {@code T}
 * @param name      the def name, a string
 */
public record ExistsOpInit(RecType checkType, Init name) implements OpInit {

  /** {@return 1 or 0 when the answer is known, otherwise this} */
  Init fold(Resolver resolver) {
    if (!(name instanceof StringInit text)) {
      return this;
    }
    Record def = resolver.keeper().def(text.value());
    if (def != null) {
      return new IntInit(Types.isA(new DefInit(def).type(), checkType) ? 1 : 0);
    }
    return resolver.isFinal() ? new IntInit(0) : this;
  }

  @Override
  public RecType type() {
    return RecType.INT;
  }

  @Override
  public String asString() {
    return "!exists<" + checkType.spelling() + ">(" + name.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    return new ExistsOpInit(checkType, name.resolve(resolver)).fold(resolver);
  }

  @Override
  public boolean isClosed() {
    return name.isClosed();
  }
}
