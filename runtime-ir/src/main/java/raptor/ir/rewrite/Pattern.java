package raptor.ir.rewrite;

import java.util.Objects;

/**
 * What every pattern has: the op kind it is rooted at (or any op), a benefit that orders it
 * against other patterns on the same op, and a debug name.
 *
 * <p>Rewrite patterns ({@link RewritePattern}) and the conversion patterns of the
 * {@code passes} module ({@code raptor.rewrite.conversion.ConversionPattern}) extend this class.
 */
public abstract class Pattern {
  private final String rootName;
  private final int benefit;
  private String debugName;

  /**
   * Creates a pattern.
   *
   * @param rootName the op name the pattern matches, or {@code null} for any op
   * @param benefit the priority among patterns matching the same op; higher goes first
   */
  protected Pattern(String rootName, int benefit) {
    if (benefit < 0) {
      throw new IllegalArgumentException("benefit must not be negative: " + benefit);
    }
    this.rootName = rootName;
    this.benefit = benefit;
  }

  /** {@return the name of the op kind this pattern is rooted at, or {@code null} for any op} */
  public final String rootName() {
    return rootName;
  }

  /** {@return the benefit; patterns with a higher benefit are tried first} */
  public final int benefit() {
    return benefit;
  }

  /** {@return the name used in debug output and pattern filters; the class name by default} */
  public final String debugName() {
    return debugName != null ? debugName : getClass().getSimpleName();
  }

  /** Sets the name used in debug output and pattern filters, and returns this pattern. */
  public final Pattern withDebugName(String name) {
    this.debugName = Objects.requireNonNull(name, "name");
    return this;
  }

  @Override
  public String toString() {
    return debugName();
  }
}
