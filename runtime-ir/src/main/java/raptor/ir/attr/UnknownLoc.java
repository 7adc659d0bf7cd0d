package raptor.ir.attr;

/** The location {@code loc(unknown)}. */
public record UnknownLoc() implements Location {
  /** The single unknown location. */
  public static final UnknownLoc INSTANCE = new UnknownLoc();
}
