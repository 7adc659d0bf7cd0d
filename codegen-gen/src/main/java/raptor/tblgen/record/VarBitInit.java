package raptor.tblgen.record;

/**
 * One bit of a {@code bits<n>} value that is not known yet, such as {@code A:mask{2}}.
 *
 * @param source the {@code bits}-typed value
 * @param bit    the bit number, 0 for the least significant
 */
public record VarBitInit(TypedInit source, int bit) implements TypedInit {

  /** {@return bit {@code bit} of {@code value}: a known bit, {@code ?}, or a pending {@link VarBitInit}} */
  static Init bitOf(Init value, int bit) {
    if (value instanceof BitsInit bits) {
      return bits.bits().get(bit);
    }
    if (value instanceof IntInit number) {
      return new BitInit((number.value() >> Math.min(bit, 63) & 1) != 0);
    }
    if (value instanceof BitInit) {
      return value;
    }
    return value instanceof TypedInit typed ? new VarBitInit(typed, bit) : value;
  }

  @Override
  public RecType type() {
    return RecType.BIT;
  }

  @Override
  public String asString() {
    return source.asString() + "{" + bit + "}";
  }

  @Override
  public Init resolve(Resolver resolver) {
    Init resolved = source.resolve(resolver);
    return resolved.equals(source) ? this : bitOf(resolved, bit);
  }

  @Override
  public boolean isConcrete() {
    return false;
  }

  @Override
  public boolean isClosed() {
    return source.isClosed();
  }
}
