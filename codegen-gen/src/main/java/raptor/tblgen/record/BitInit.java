package raptor.tblgen.record;

/**
 * A {@code bit} value.
 *
 * @param value the bit
 */
public record BitInit(boolean value) implements TypedInit {

  @Override
  public RecType type() {
    return RecType.BIT;
  }

  @Override
  public String asString() {
    return value ? "1" : "0";
  }
}
