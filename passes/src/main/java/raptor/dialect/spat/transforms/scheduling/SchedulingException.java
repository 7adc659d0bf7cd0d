package raptor.dialect.spat.transforms.scheduling;

/**
 * A graph that cannot be scheduled; {@link #node()} is the compute node at fault, or -1 when no
 * single node is.
 */
public final class SchedulingException extends Exception {
  private static final long serialVersionUID = 1L;
  private final int node;

  /** Creates the error {@code message} about {@code node} (-1 for none). */
  public SchedulingException(String message, int node) {
    super(message);
    this.node = node;
  }

  /** {@return the compute node at fault, or -1} */
  public int node() {
    return node;
  }
}
