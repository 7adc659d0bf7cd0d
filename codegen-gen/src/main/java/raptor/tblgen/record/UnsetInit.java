package raptor.tblgen.record;

/**
 * The unset value {@code ?}, which converts to every type.
 *
 * @param valueless whether this stands for TableGen's null value, which {@code !getdagopname} gives for an
 *                  unnamed operator once resolved: a field holding it is printed with no value at all
 */
public record UnsetInit(boolean valueless) implements Init {

  /** The unset value {@code ?}. */
  public static final UnsetInit UNSET = new UnsetInit(false);

  /** The null value, printed as no value. */
  public static final UnsetInit NO_VALUE = new UnsetInit(true);

  @Override
  public String asString() {
    return "?";
  }

  @Override
  public boolean isComplete() {
    return false;
  }
}
