package raptor.ir;

import java.util.Objects;

/**
 * Creates operations and inserts them at an insertion point: before an op of a block, or at
 * the end of a block.
 */
public class OpBuilder {
  /** Receives a call for every op the builder inserts. */
  public interface Listener {
    /** Called after {@code op} was inserted. */
    void notifyOperationInserted(Operation op);
  }

  private final IrContext context;
  private Block block;
  private Operation before;
  private Listener listener;

  /** Creates a builder with no insertion point. */
  public OpBuilder(IrContext context) {
    this.context = Objects.requireNonNull(context, "context");
  }

  /** {@return the context of the IR being built} */
  public IrContext context() {
    return context;
  }

  /** Sets the listener told about insertions, or {@code null} for none. */
  public void setListener(Listener newListener) {
    this.listener = newListener;
  }

  // ---- Insertion point ----

  /** Inserts before {@code op} from now on. */
  public void setInsertionPoint(Operation op) {
    this.block = op.parentBlock();
    this.before = op;
  }

  /** Inserts right after {@code op} from now on. */
  public void setInsertionPointAfter(Operation op) {
    this.block = op.parentBlock();
    this.before = op.nextOp();
  }

  /**
   * Inserts right after the op defining {@code value}, or at the start of its block for a block
   * argument, from now on: where a new op dominates every use of {@code value} (MLIR's
   * {@code setInsertionPointAfterValue}).
   */
  public void setInsertionPointAfterValue(Value value) {
    if (value instanceof BlockArgument argument) {
      setInsertionPointToStart(argument.owner());
    } else {
      setInsertionPointAfter(value.definingOp());
    }
  }

  /** Inserts at the start of {@code target} from now on. */
  public void setInsertionPointToStart(Block target) {
    this.block = target;
    this.before = target.firstOp();
  }

  /** Inserts at the end of {@code target} from now on. */
  public void setInsertionPointToEnd(Block target) {
    this.block = target;
    this.before = null;
  }

  /** {@return the block receiving new ops, or {@code null} when unset} */
  public Block insertionBlock() {
    return block;
  }

  // ---- Creation ----

  /** Inserts a detached {@code op} at the insertion point and returns it. */
  public <T extends Operation> T insert(T op) {
    if (block == null) {
      throw new IllegalStateException("the builder has no insertion point");
    }
    block.insertBefore(op, before);
    if (listener != null) {
      listener.notifyOperationInserted(op);
    }
    return op;
  }

  /** Creates an op from {@code state} and inserts it at the insertion point. */
  public Operation create(OperationState state) {
    return insert(Operation.create(state));
  }

  /** Clones {@code op} with {@code mapping} and inserts the copy. */
  public Operation clone(Operation op, IrMapping mapping) {
    return insert(op.clone(mapping));
  }
}
