package raptor.ir;

import java.util.ArrayList;
import java.util.List;

/** A region: an intrusive list of blocks owned by an operation. */
public final class Region {
  private Block first;
  private Block last;
  Operation parent;

  /** Creates a detached region without blocks (used while building an op). */
  public Region() {
  }

  /** {@return the op owning this region, or {@code null}} */
  public Operation parentOp() {
    return parent;
  }

  /** {@return the position of this region among its owner's regions} */
  public int index() {
    for (int i = 0; i < parent.numRegions(); i++) {
      if (parent.region(i) == this) {
        return i;
      }
    }
    throw new IllegalStateException("region not found in its parent");
  }

  /** {@return the entry block, or {@code null} when the region is empty} */
  public Block firstBlock() {
    return first;
  }

  /** {@return the last block, or {@code null}} */
  public Block lastBlock() {
    return last;
  }

  /** {@return whether the region has no block} */
  public boolean isEmpty() {
    return first == null;
  }

  /** {@return whether the region has exactly one block} */
  public boolean hasOneBlock() {
    return first != null && first == last;
  }

  /** {@return a snapshot of the blocks, in order; O(blocks)} */
  public List<Block> blocks() {
    List<Block> blocks = new ArrayList<>();
    for (Block b = first; b != null; b = b.next) {
      blocks.add(b);
    }
    return blocks;
  }

  /** Appends a detached block and returns it. */
  public Block append(Block block) {
    insertBefore(block, null);
    return block;
  }

  /** Inserts a detached block before {@code anchor}, or at the end when it is null. */
  public void insertBefore(Block block, Block anchor) {
    if (block.parent != null) {
      throw new IllegalStateException("block is already in a region");
    }
    block.parent = this;
    block.next = anchor;
    block.prev = anchor == null ? last : anchor.prev;
    if (block.prev == null) {
      first = block;
    } else {
      block.prev.next = block;
    }
    if (anchor == null) {
      last = block;
    } else {
      anchor.prev = block;
    }
  }

  /** Inserts a detached block right after {@code anchor}. */
  public void insertAfter(Block block, Block anchor) {
    insertBefore(block, anchor.next);
  }

  void unlink(Block block) {
    if (block.prev == null) {
      first = block.next;
    } else {
      block.prev.next = block.next;
    }
    if (block.next == null) {
      last = block.prev;
    } else {
      block.next.prev = block.prev;
    }
    block.prev = null;
    block.next = null;
    block.parent = null;
  }

  /** Moves every block of {@code other} to the end of this region. */
  public void takeBody(Region other) {
    Block block = other.first;
    while (block != null) {
      Block nextBlock = block.next;
      other.unlink(block);
      append(block);
      block = nextBlock;
    }
  }

  /** {@return whether this region is {@code other} or contains it} */
  public boolean isAncestorOf(Region other) {
    for (Region r = other; r != null; r = r.parent == null ? null : r.parent.parentRegion()) {
      if (r == this) {
        return true;
      }
    }
    return false;
  }

  /** Drops the uses made by every op in this region. */
  public void dropAllReferences() {
    for (Block b = first; b != null; b = b.next) {
      b.dropAllReferences();
    }
  }

  /** Appends deep copies of this region's blocks to {@code dest}, recording them in mapping. */
  public void cloneInto(Region dest, IrMapping mapping) {
    Cloner.cloneRegionInto(this, dest, mapping);
  }
}
