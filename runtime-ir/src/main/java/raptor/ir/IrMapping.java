package raptor.ir;

import java.util.IdentityHashMap;
import java.util.Map;

/** A mapping from original values, blocks and ops to their copies, used by cloning. */
public final class IrMapping {
  private final Map<Value, Value> values = new IdentityHashMap<>();
  private final Map<Block, Block> blocks = new IdentityHashMap<>();
  private final Map<Operation, Operation> ops = new IdentityHashMap<>();

  /** Maps {@code from} to {@code to}. */
  public void map(Value from, Value to) {
    values.put(from, to);
  }

  /** Maps {@code from} to {@code to}. */
  public void map(Block from, Block to) {
    blocks.put(from, to);
  }

  /** Maps {@code from} to {@code to}. */
  public void map(Operation from, Operation to) {
    ops.put(from, to);
  }

  /** {@return the mapped value, or {@code value} itself when unmapped} */
  public Value lookupOrSelf(Value value) {
    Value mapped = values.get(value);
    return mapped == null ? value : mapped;
  }

  /** {@return the mapped block, or {@code block} itself when unmapped} */
  public Block lookupOrSelf(Block block) {
    Block mapped = blocks.get(block);
    return mapped == null ? block : mapped;
  }

  /** {@return the mapped value, or {@code null}} */
  public Value lookup(Value value) {
    return values.get(value);
  }

  /** {@return the mapped block, or {@code null}} */
  public Block lookup(Block block) {
    return blocks.get(block);
  }

  /** {@return the mapped op, or {@code null}} */
  public Operation lookup(Operation op) {
    return ops.get(op);
  }
}
