package raptor.ir;

import raptor.ir.attr.Type;

/** A value produced by an operation; result number {@link #index()} of {@link #owner()}. */
public final class OpResult extends Value {
  private final Operation owner;
  private final int index;

  OpResult(Operation owner, int index, Type type) {
    super(type);
    this.owner = owner;
    this.index = index;
  }

  /** {@return the operation that defines this result} */
  public Operation owner() {
    return owner;
  }

  /** {@return the position of this result among its owner's results} */
  public int index() {
    return index;
  }

  @Override
  public Operation definingOp() {
    return owner;
  }

  @Override
  public Block parentBlock() {
    return owner.parentBlock();
  }

  @Override
  public String toString() {
    return "OpResult#" + index + " of " + owner.name();
  }
}
