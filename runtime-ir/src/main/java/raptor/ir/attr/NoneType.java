package raptor.ir.attr;

/** The unit type {@code none}. */
public record NoneType() implements Type {
  /** The single none type. */
  public static final NoneType INSTANCE = new NoneType();
}
