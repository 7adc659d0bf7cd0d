package raptor.ir;

import java.util.Objects;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/** A value defined as an argument of a block. */
public final class BlockArgument extends Value {
  private final Block owner;
  private int index;
  private Location location;

  BlockArgument(Block owner, int index, Type type, Location location) {
    super(type);
    this.owner = owner;
    this.index = index;
    this.location = Objects.requireNonNull(location, "location");
  }

  /** {@return the block this argument belongs to} */
  public Block owner() {
    return owner;
  }

  /** {@return the position of this argument in its block's argument list} */
  public int index() {
    return index;
  }

  void setIndex(int index) {
    this.index = index;
  }

  /** {@return the source location of this argument} */
  public Location location() {
    return location;
  }

  /** Sets the source location of this argument. */
  public void setLocation(Location location) {
    this.location = Objects.requireNonNull(location, "location");
  }

  @Override
  public Operation definingOp() {
    return null;
  }

  @Override
  public Block parentBlock() {
    return owner;
  }

  @Override
  public String toString() {
    return "BlockArgument#" + index;
  }
}
