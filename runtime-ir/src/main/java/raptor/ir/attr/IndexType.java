package raptor.ir.attr;

/** The target-sized integer type {@code index}, 64 bits wide for constants. */
public record IndexType() implements Type {
  /** The single index type. */
  public static final IndexType INSTANCE = new IndexType();

  /** The bit width MLIR uses for index constants. */
  public static final int WIDTH = 64;
}
