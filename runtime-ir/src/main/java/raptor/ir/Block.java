package raptor.ir;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.trait.Terminator;

/**
 * A block: a list of arguments and an intrusive list of operations, linked into a region.
 */
public final class Block {
  private final List<BlockArgument> arguments = new ArrayList<>();
  private Operation first;
  private Operation last;
  private boolean orderValid = true;
  Region parent;
  Block prev;
  Block next;
  BlockOperand firstPredecessorUse;

  /** Creates a detached, empty block without arguments. */
  public Block() {
  }

  // ---- Structure ----

  /** {@return the region containing this block, or {@code null}} */
  public Region parent() {
    return parent;
  }

  /** {@return the op whose region contains this block, or {@code null}} */
  public Operation parentOp() {
    return parent == null ? null : parent.parentOp();
  }

  /** {@return the next block of the region, or {@code null}} */
  public Block nextBlock() {
    return next;
  }

  /** {@return the previous block of the region, or {@code null}} */
  public Block prevBlock() {
    return prev;
  }

  /** {@return whether this is the first block of its region} */
  public boolean isEntryBlock() {
    return parent != null && parent.firstBlock() == this;
  }

  // ---- Arguments ----

  /** {@return the arguments} */
  public List<BlockArgument> arguments() {
    return List.copyOf(arguments);
  }

  /** {@return the number of arguments} */
  public int numArguments() {
    return arguments.size();
  }

  /** {@return argument {@code i}} */
  public BlockArgument argument(int i) {
    return arguments.get(i);
  }

  /** Appends an argument of {@code type} and returns it. */
  public BlockArgument addArgument(Type type, Location location) {
    BlockArgument arg = new BlockArgument(this, arguments.size(), type, location);
    arguments.add(arg);
    return arg;
  }

  /** Inserts an argument at {@code index} and returns it. */
  public BlockArgument insertArgument(int index, Type type, Location location) {
    BlockArgument arg = new BlockArgument(this, index, type, location);
    arguments.add(index, arg);
    renumberArguments(index + 1);
    return arg;
  }

  /** Removes argument {@code index}, which must have no uses. */
  public void eraseArgument(int index) {
    if (!arguments.get(index).hasNoUses()) {
      throw new IllegalStateException("erasing a block argument that is still used");
    }
    arguments.remove(index);
    renumberArguments(index);
  }

  private void renumberArguments(int from) {
    for (int i = from; i < arguments.size(); i++) {
      arguments.get(i).setIndex(i);
    }
  }

  // ---- Operations ----

  /** {@return the first op, or {@code null} when empty} */
  public Operation firstOp() {
    return first;
  }

  /** {@return the last op, or {@code null} when empty} */
  public Operation lastOp() {
    return last;
  }

  /** {@return whether the block has no op} */
  public boolean isEmpty() {
    return first == null;
  }

  /** {@return the last op if it is a terminator, else {@code null}} */
  public Operation terminator() {
    return last != null && last.hasTrait(Terminator.class) ? last : null;
  }

  /** {@return the number of ops; O(ops)} */
  public int countOps() {
    int count = 0;
    for (Operation op = first; op != null; op = op.next) {
      count++;
    }
    return count;
  }

  /** {@return the ops in order; the view is live, so do not add or remove while iterating} */
  public Iterable<Operation> ops() {
    return () -> new Iterator<>() {
      private Operation nextOp = first;

      @Override
      public boolean hasNext() {
        return nextOp != null;
      }

      @Override
      public Operation next() {
        if (nextOp == null) {
          throw new NoSuchElementException();
        }
        Operation current = nextOp;
        nextOp = current.next;
        return current;
      }
    };
  }

  /** Appends a detached op at the end of the block. */
  public void append(Operation op) {
    insertBefore(op, null);
  }

  /** Inserts a detached op at the start of the block. */
  public void prepend(Operation op) {
    insertBefore(op, first);
  }

  /** Inserts a detached op before {@code anchor}, or at the end when {@code anchor} is null. */
  public void insertBefore(Operation op, Operation anchor) {
    Objects.requireNonNull(op, "op");
    if (op.parent != null) {
      throw new IllegalStateException("'" + op.name() + "' is already in a block");
    }
    if (anchor != null && anchor.parent != this) {
      throw new IllegalArgumentException("anchor is not in this block");
    }
    op.parent = this;
    op.next = anchor;
    op.prev = anchor == null ? last : anchor.prev;
    if (op.prev == null) {
      first = op;
    } else {
      op.prev.next = op;
    }
    if (anchor == null) {
      last = op;
    } else {
      anchor.prev = op;
    }
    orderValid = false;
  }

  /** Inserts a detached op after {@code anchor}. */
  public void insertAfter(Operation op, Operation anchor) {
    insertBefore(op, anchor.next);
  }

  void unlink(Operation op) {
    if (op.prev == null) {
      first = op.next;
    } else {
      op.prev.next = op.next;
    }
    if (op.next == null) {
      last = op.prev;
    } else {
      op.next.prev = op.prev;
    }
    op.prev = null;
    op.next = null;
    op.parent = null;
  }

  void ensureOrder() {
    if (orderValid) {
      return;
    }
    int index = 0;
    for (Operation op = first; op != null; op = op.next) {
      op.orderIndex = index++;
    }
    orderValid = true;
  }

  /**
   * Splits this block before {@code op}: {@code op} and every op after it move, in order, into
   * a new block inserted right after this one, which is returned.
   */
  public Block splitBefore(Operation op) {
    if (op.parent != this) {
      throw new IllegalArgumentException("op is not in this block");
    }
    Block tail = new Block();
    if (parent != null) {
      parent.insertAfter(tail, this);
    }
    Operation current = op;
    while (current != null) {
      Operation nextOp = current.next;
      unlink(current);
      tail.append(current);
      current = nextOp;
    }
    return tail;
  }

  // ---- Predecessors ----

  /** {@return the terminators branching here, one entry per successor slot, in use order} */
  public List<Operation> predecessors() {
    List<Operation> preds = new ArrayList<>();
    for (BlockOperand use = firstPredecessorUse; use != null; use = use.nextUse) {
      preds.add(use.owner());
    }
    return preds;
  }

  /** {@return whether no terminator branches to this block} */
  public boolean hasNoPredecessors() {
    return firstPredecessorUse == null;
  }

  // ---- Mutation ----

  /** Drops the uses made by every op in this block. */
  public void dropAllReferences() {
    for (Operation op = first; op != null; op = op.next) {
      op.dropAllReferences();
    }
  }

  /** Unlinks this block from its region, dropping the uses made by its ops. */
  public void erase() {
    dropAllReferences();
    if (parent != null) {
      parent.unlink(this);
    }
  }
}
