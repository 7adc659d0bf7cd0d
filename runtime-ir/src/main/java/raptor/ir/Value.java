package raptor.ir;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import raptor.ir.attr.Type;

/**
 * An SSA value: either the result of an operation or an argument of a block.
 *
 * <p>Every value keeps an intrusive, doubly linked list of its uses, so adding, removing and
 * redirecting a use is O(1) and {@link #replaceAllUsesWith} is O(uses).
 */
public abstract sealed class Value permits OpResult, BlockArgument {
  private static final AtomicInteger CREATED = new AtomicInteger();

  private final int id;
  private Type type;
  OpOperand firstUse;

  Value(Type type) {
    this.type = Objects.requireNonNull(type, "type");
    this.id = CREATED.getAndIncrement();
  }

  /**
   * {@return a number unique among the values of this process, increasing in creation order}
   *
   * <p>Values parsed from one file have nearly consecutive ids, so tables keyed by them (such
   * as the printer's names) can be dense arrays.
   */
  public final int id() {
    return id;
  }

  /** {@return a hash derived from {@link #id()}; values compare by identity} */
  @Override
  public final int hashCode() {
    return id * 0x9E3779B9;
  }

  @Override
  public final boolean equals(Object other) {
    return this == other;
  }

  /** {@return the type of this value} */
  public Type type() {
    return type;
  }

  /** Changes the type of this value in place; callers keep the IR consistent. */
  public void setType(Type newType) {
    this.type = Objects.requireNonNull(newType, "type");
  }

  /** {@return the operation defining this value, or {@code null} for a block argument} */
  public abstract Operation definingOp();

  /** {@return the block in which this value is defined} */
  public abstract Block parentBlock();

  /** {@return the region in which this value is defined, or {@code null} when detached} */
  public Region parentRegion() {
    Block block = parentBlock();
    return block == null ? null : block.parent();
  }

  // ---- Uses ----

  /**
   * {@return the uses of this value, most recent first}
   *
   * <p>The view is live: take a snapshot ({@code List.copyOf(v.uses())}) before changing uses
   * while iterating.
   */
  public Iterable<OpOperand> uses() {
    return () -> new Iterator<>() {
      private OpOperand next = firstUse;

      @Override
      public boolean hasNext() {
        return next != null;
      }

      @Override
      public OpOperand next() {
        if (next == null) {
          throw new NoSuchElementException();
        }
        OpOperand current = next;
        next = current.nextUse;
        return current;
      }
    };
  }

  /** {@return whether the value has no use} */
  public boolean hasNoUses() {
    return firstUse == null;
  }

  /** {@return whether the value has exactly one use} */
  public boolean hasOneUse() {
    return firstUse != null && firstUse.nextUse == null;
  }

  /** {@return the number of uses; O(uses)} */
  public int countUses() {
    int count = 0;
    for (OpOperand use = firstUse; use != null; use = use.nextUse) {
      count++;
    }
    return count;
  }

  /** {@return the operations using this value, one entry per use; O(uses)} */
  public List<Operation> users() {
    List<Operation> users = new ArrayList<>();
    for (OpOperand use = firstUse; use != null; use = use.nextUse) {
      users.add(use.owner());
    }
    return users;
  }

  /** Makes every use of this value use {@code replacement} instead; O(uses). */
  public void replaceAllUsesWith(Value replacement) {
    Objects.requireNonNull(replacement, "replacement");
    if (replacement == this) {
      return;
    }
    while (firstUse != null) {
      firstUse.set(replacement);
    }
  }

  /** Replaces the uses for which {@code filter} holds; O(uses). */
  public void replaceUsesWithIf(Value replacement, java.util.function.Predicate<OpOperand> filter) {
    OpOperand use = firstUse;
    while (use != null) {
      OpOperand next = use.nextUse;
      if (filter.test(use)) {
        use.set(replacement);
      }
      use = next;
    }
  }
}
