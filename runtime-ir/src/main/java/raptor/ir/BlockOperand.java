package raptor.ir;

import java.util.Objects;

/**
 * One successor slot of a terminator: a use of a block, linked into that block's list of
 * predecessor uses.
 */
public final class BlockOperand {
  private final Operation owner;
  private final int index;
  private Block block;
  BlockOperand prevUse;
  BlockOperand nextUse;

  BlockOperand(Operation owner, int index, Block block) {
    this.owner = owner;
    this.index = index;
    link(Objects.requireNonNull(block, "successor"));
  }

  /** {@return the terminator that owns this successor} */
  public Operation owner() {
    return owner;
  }

  /** {@return the position of this successor among its owner's successors} */
  public int index() {
    return index;
  }

  /** {@return the successor block} */
  public Block get() {
    return block;
  }

  /** Makes this slot refer to {@code newBlock}; O(1). */
  public void set(Block newBlock) {
    Objects.requireNonNull(newBlock, "successor");
    unlink();
    link(newBlock);
  }

  void drop() {
    unlink();
    block = null;
  }

  private void link(Block newBlock) {
    block = newBlock;
    nextUse = newBlock.firstPredecessorUse;
    if (nextUse != null) {
      nextUse.prevUse = this;
    }
    prevUse = null;
    newBlock.firstPredecessorUse = this;
  }

  private void unlink() {
    if (block == null) {
      return;
    }
    if (prevUse != null) {
      prevUse.nextUse = nextUse;
    } else {
      block.firstPredecessorUse = nextUse;
    }
    if (nextUse != null) {
      nextUse.prevUse = prevUse;
    }
    prevUse = null;
    nextUse = null;
  }
}
