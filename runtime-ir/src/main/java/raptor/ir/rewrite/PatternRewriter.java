package raptor.ir.rewrite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import raptor.ir.Block;
import raptor.ir.IrContext;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;

/**
 * The builder through which patterns change IR. Every change is reported to a
 * {@link RewriteListener}, so the driver running the pattern sees it.
 *
 * <p>Patterns must never mutate IR behind the rewriter's back: use {@link #modifyOpInPlace} for
 * in-place changes such as {@code setOperand} or {@code setAttr}.
 */
public class PatternRewriter extends OpBuilder {
  private static final RewriteListener SILENT = new RewriteListener() {
  };

  private RewriteListener listener = SILENT;

  /** Creates a rewriter reporting to {@code listener}, or to nobody when it is {@code null}. */
  public PatternRewriter(IrContext context, RewriteListener listener) {
    super(context);
    setRewriteListener(listener);
  }

  /** Reports every later change to {@code newListener}, or to nobody when it is {@code null}. */
  public final void setRewriteListener(RewriteListener newListener) {
    this.listener = newListener == null ? SILENT : newListener;
    super.setListener(this.listener);
  }

  /** {@return the listener receiving the changes} */
  public final RewriteListener rewriteListener() {
    return listener;
  }

  /** Rejected: a rewriter's listener must be a {@link RewriteListener}. */
  @Override
  public final void setListener(Listener newListener) {
    if (!(newListener instanceof RewriteListener rewrite)) {
      throw new IllegalArgumentException("a PatternRewriter needs a RewriteListener");
    }
    setRewriteListener(rewrite);
  }

  // ---- Replacement and erasure ----

  /** Replaces every result of {@code op} with {@code values}, in order, and erases {@code op}. */
  public void replaceOp(Operation op, List<? extends Value> values) {
    if (values.size() != op.numResults()) {
      throw new IllegalArgumentException("'" + op.name() + "' has " + op.numResults()
          + " results but " + values.size() + " replacement values were given");
    }
    listener.notifyOperationReplaced(op, List.copyOf(values));
    for (int i = 0; i < values.size(); i++) {
      replaceAllUsesWith(op.result(i), values.get(i));
    }
    eraseOp(op);
  }

  /** Replaces every result of {@code op} with {@code values}, in order, and erases {@code op}. */
  public void replaceOp(Operation op, Value... values) {
    replaceOp(op, Arrays.asList(values));
  }

  /** Replaces {@code op} with the results of {@code replacement} and erases {@code op}. */
  public void replaceOp(Operation op, Operation replacement) {
    replaceOp(op, replacement.results());
  }

  /**
   * Creates an op right before {@code op} with {@code create}, replaces {@code op} with its
   * results and returns it; {@code create} typically calls a generated {@code create} builder.
   */
  public <T extends Operation> T replaceOpWithNewOp(Operation op,
      Function<? super PatternRewriter, T> create) {
    setInsertionPoint(op);
    T replacement = create.apply(this);
    replaceOp(op, replacement.results());
    return replacement;
  }

  /**
   * Erases {@code op} and everything nested in it; its results must have no uses left.
   *
   * @throws IllegalStateException if a result is still used
   */
  public void eraseOp(Operation op) {
    if (!op.hasNoUses()) {
      throw new IllegalStateException("erasing '" + op.name() + "' whose results are still used");
    }
    op.walk(listener::notifyOperationErased);
    op.erase();
  }

  /** Erases {@code block}, its ops and their nested ops; its values must have no outside uses. */
  public void eraseBlock(Block block) {
    for (Operation op = block.lastOp(); op != null; op = op.prevOp()) {
      op.walk(listener::notifyOperationErased);
    }
    listener.notifyBlockErased(block);
    block.erase();
  }

  // ---- In-place changes ----

  /** Runs {@code change}, which mutates {@code op} in place, and reports the modification. */
  public void modifyOpInPlace(Operation op, Runnable change) {
    change.run();
    listener.notifyOperationModified(op);
  }

  /** Makes every use of {@code from} use {@code to}, reporting each changed user. */
  public void replaceAllUsesWith(Value from, Value to) {
    Objects.requireNonNull(to, "to");
    if (from == to) {
      return;
    }
    for (OpOperand use : snapshotUses(from)) {
      Operation user = use.owner();
      use.set(to);
      listener.notifyOperationModified(user);
    }
  }

  /** Makes the uses of {@code from} accepted by {@code filter} use {@code to}. */
  public void replaceUsesWithIf(Value from, Value to,
      java.util.function.Predicate<OpOperand> filter) {
    for (OpOperand use : snapshotUses(from)) {
      if (filter.test(use)) {
        Operation user = use.owner();
        use.set(to);
        listener.notifyOperationModified(user);
      }
    }
  }

  private static List<OpOperand> snapshotUses(Value value) {
    List<OpOperand> uses = new ArrayList<>();
    for (OpOperand use : value.uses()) {
      uses.add(use);
    }
    return uses;
  }

  // ---- Moving ops and blocks ----

  /** Moves {@code op} right before {@code anchor}. */
  public void moveOpBefore(Operation op, Operation anchor) {
    op.moveBefore(anchor);
    listener.notifyOperationInserted(op);
  }

  /** Moves {@code op} right after {@code anchor}. */
  public void moveOpAfter(Operation op, Operation anchor) {
    op.moveAfter(anchor);
    listener.notifyOperationInserted(op);
  }

  /** Moves {@code op} to the start of {@code block}. */
  public void moveOpToStart(Operation op, Block block) {
    op.remove();
    block.prepend(op);
    listener.notifyOperationInserted(op);
  }

  /**
   * Moves every block of {@code region} to the end of {@code parent} (MLIR's
   * {@code inlineRegionBefore(region, parent, parent.end())}).
   */
  public void inlineRegionAtEnd(Region region, Region parent) {
    List<Block> moved = region.blocks();
    parent.takeBody(region);
    for (Block block : moved) {
      listener.notifyBlockInserted(block);
    }
  }

  /**
   * Moves the ops of {@code source} to the end of {@code dest}, replacing the arguments of
   * {@code source} with {@code argValues}, and erases {@code source}, which must have no
   * predecessors.
   */
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    inlineBlockBefore(source, dest, null, argValues);
  }

  /**
   * Moves the ops of {@code source} into {@code dest} before {@code before} (or to its end when
   * {@code null}), replacing the arguments of {@code source} with {@code argValues}, and erases
   * {@code source}, which must have no predecessors.
   */
  public void inlineBlockBefore(Block source, Block dest, Operation before,
      List<? extends Value> argValues) {
    if (argValues.size() != source.numArguments()) {
      throw new IllegalArgumentException("expected " + source.numArguments()
          + " argument replacements, got " + argValues.size());
    }
    if (!source.hasNoPredecessors()) {
      throw new IllegalStateException("cannot inline a block that still has predecessors");
    }
    for (int i = 0; i < argValues.size(); i++) {
      replaceAllUsesWith(source.argument(i), argValues.get(i));
    }
    Operation op = source.firstOp();
    while (op != null) {
      Operation next = op.nextOp();
      op.remove();
      dest.insertBefore(op, before);
      listener.notifyOperationInserted(op);
      op = next;
    }
    eraseBlock(source);
  }

  /**
   * Splits {@code block} before {@code op}: {@code op} and the ops after it move to a new block
   * right after {@code block}, which is returned. With a {@code null} op the new block is empty.
   */
  public Block splitBlock(Block block, Operation op) {
    Block tail;
    if (op == null) {
      tail = new Block();
      block.parent().insertAfter(tail, block);
    } else {
      tail = block.splitBefore(op);
    }
    listener.notifyBlockInserted(tail);
    for (Operation moved = tail.firstOp(); moved != null; moved = moved.nextOp()) {
      listener.notifyOperationInserted(moved);
    }
    return tail;
  }

  // ---- Match failures ----

  /** Reports why a pattern does not apply to {@code op}; always returns {@code false}. */
  public boolean notifyMatchFailure(Operation op, String reason) {
    listener.notifyMatchFailure(op, reason);
    return false;
  }
}
