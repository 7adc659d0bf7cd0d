package raptor.tblgen.record;

/**
 * A {@code string} value, remembering whether it was written (or pasted from) a {@code [{ code }]} block,
 * which only changes how it prints.
 *
 * @param value the text
 * @param code  whether it prints as a code block
 */
public record StringInit(String value, boolean code) implements TypedInit {

  @Override
  public RecType type() {
    return RecType.STRING;
  }

  @Override
  public String asString() {
    return code ? "[{" + value + "}]" : "\"" + value + "\"";
  }

  @Override
  public String asUnquotedString() {
    return value;
  }
}
