package raptor.ir;

/**
 * How many operands, results, regions or successors an op kind accepts: at least {@code min},
 * at most {@code max} ({@link #UNBOUNDED} for no limit).
 */
public record Arity(int min, int max) {
  /** Marker for an unbounded maximum. */
  public static final int UNBOUNDED = Integer.MAX_VALUE;

  /** Any number, including zero. */
  public static final Arity ANY = new Arity(0, UNBOUNDED);

  /** No element at all. */
  public static final Arity NONE = new Arity(0, 0);

  /** {@return exactly {@code n}} */
  public static Arity exactly(int n) {
    return new Arity(n, n);
  }

  /** {@return {@code n} or more} */
  public static Arity atLeast(int n) {
    return new Arity(n, UNBOUNDED);
  }

  /** {@return whether {@code count} is accepted} */
  public boolean accepts(int count) {
    return count >= min && count <= max;
  }

  /** {@return a phrase such as "2", "at least 1" for diagnostics} */
  public String describe() {
    if (min == max) {
      return Integer.toString(min);
    }
    return max == UNBOUNDED ? "at least " + min : "between " + min + " and " + max;
  }
}
