package raptor.ir.attr;

/** The unit attribute {@code unit}: presence is the information (a dictionary entry {@code {a}}). */
public record UnitAttr() implements Attribute {
  /** The single unit attribute. */
  public static final UnitAttr INSTANCE = new UnitAttr();
}
