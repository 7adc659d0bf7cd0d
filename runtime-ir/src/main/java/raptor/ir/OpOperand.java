package raptor.ir;

import java.util.Objects;

/**
 * One operand slot of an operation: a use of a value, linked into that value's use list.
 */
public final class OpOperand {
  private final Operation owner;
  private final int index;
  private Value value;
  OpOperand prevUse;
  OpOperand nextUse;

  OpOperand(Operation owner, int index, Value value) {
    this.owner = owner;
    this.index = index;
    link(Objects.requireNonNull(value, "operand value"));
  }

  /** {@return the operation that owns this operand} */
  public Operation owner() {
    return owner;
  }

  /** {@return the position of this operand among its owner's operands} */
  public int index() {
    return index;
  }

  /** {@return the value used} */
  public Value get() {
    return value;
  }

  /** Makes this operand use {@code newValue}; O(1). */
  public void set(Value newValue) {
    Objects.requireNonNull(newValue, "operand value");
    unlink();
    link(newValue);
  }

  /** Removes this use from its value's use list; the operand must not be used afterwards. */
  void drop() {
    unlink();
    value = null;
  }

  private void link(Value newValue) {
    value = newValue;
    nextUse = newValue.firstUse;
    if (nextUse != null) {
      nextUse.prevUse = this;
    }
    prevUse = null;
    newValue.firstUse = this;
  }

  private void unlink() {
    if (value == null) {
      return;
    }
    if (prevUse != null) {
      prevUse.nextUse = nextUse;
    } else {
      value.firstUse = nextUse;
    }
    if (nextUse != null) {
      nextUse.prevUse = prevUse;
    }
    prevUse = null;
    nextUse = null;
  }
}
