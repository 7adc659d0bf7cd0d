package raptor.tblgen.record;

/**
 * An {@code int} value (64-bit signed).
 *
 * @param value the integer
 */
public record IntInit(long value) implements TypedInit {

  @Override
  public RecType type() {
    return RecType.INT;
  }

  @Override
  public String asString() {
    return Long.toString(value);
  }
}
