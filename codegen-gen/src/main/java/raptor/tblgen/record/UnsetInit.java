package raptor.tblgen.record;

/** The unset value {@code ?}, which converts to every type. */
public record UnsetInit() implements Init {

  /** The only unset value. */
  public static final UnsetInit UNSET = new UnsetInit();

  @Override
  public String asString() {
    return "?";
  }

  @Override
  public boolean isComplete() {
    return false;
  }
}
