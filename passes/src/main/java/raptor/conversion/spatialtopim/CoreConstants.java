package raptor.conversion.spatialtopim;

import java.util.HashMap;
import java.util.Map;
import raptor.dialect.arith.ArithMulIOp;
import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.pim.PimCoreOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;

/**
 * The {@code index} constants the lowering creates inside Pim cores (or the scheduled computes
 * whose bodies become theirs), one op per value and core, at the start of the core's body, where
 * they dominate every use in it (nested loops too), and the products of a core's index values by
 * constants (a slice offset scaled to bytes), one op per value and factor, right after the
 * value is defined, where they dominate every use of the value. A copy's byte offsets and sizes
 * repeat across a core's ops (each row a loop body reads is at the same lane offset), so sharing
 * them keeps a lowered network from carrying as many constants and products as copies. Outside
 * a core, each request creates its own op at the builder's insertion point.
 */
final class CoreConstants {
  private final Map<Block, Map<Long, Value>> values = new HashMap<>();
  private final Map<Block, Operation> last = new HashMap<>();
  private final Map<Value, Map<Long, Value>> products = new HashMap<>();

  /** {@return the constant {@code value} for a use at {@code builder}'s insertion point} */
  Value get(OpBuilder builder, Location location, long value) {
    Block body = coreBody(builder.insertionBlock());
    if (body == null) {
      return PimValues.index(builder, location, value);
    }
    Map<Long, Value> known = values.computeIfAbsent(body, b -> new HashMap<>());
    Value constant = known.get(value);
    if (constant == null) {
      OpBuilder start = new OpBuilder(builder.context());
      Operation previous = last.get(body);
      if (previous == null) {
        start.setInsertionPointToStart(body);
      } else {
        start.setInsertionPointAfter(previous);
      }
      constant = PimValues.index(start, location, value);
      last.put(body, constant.definingOp());
      known.put(value, constant);
    }
    return constant;
  }

  /** {@return {@code index · factor} for a use at {@code builder}'s insertion point} */
  Value scaled(OpBuilder builder, Location location, Value index, long factor) {
    if (factor == 1) {
      return index;
    }
    Block home = index instanceof BlockArgument argument ? argument.owner()
        : index.definingOp().parentBlock();
    Block body = coreBody(home);
    if (body == null || body != coreBody(builder.insertionBlock())) {
      return ArithMulIOp.create(builder, location, index, get(builder, location, factor), null)
          .result(0);
    }
    Map<Long, Value> known = products.computeIfAbsent(index, v -> new HashMap<>());
    Value product = known.get(factor);
    if (product == null) {
      Value constant = get(builder, location, factor);
      OpBuilder after = new OpBuilder(builder.context());
      Operation previous = index instanceof BlockArgument && home == body ? last.get(body) : null;
      if (previous == null) {
        after.setInsertionPointAfterValue(index);
      } else {
        // After the body's shared constants, which include the factor.
        after.setInsertionPointAfter(previous);
      }
      product = ArithMulIOp.create(after, location, index, constant, null).result(0);
      known.put(factor, product);
    }
    return product;
  }

  /** {@return the body of the Pim core that holds {@code block}, or {@code null}} */
  private static Block coreBody(Block block) {
    for (Block current = block; current != null; ) {
      Operation parent = current.parentOp();
      if (parent == null) {
        return null;
      }
      if (parent instanceof PimCoreOp || parent instanceof PimCoreBatchOp
          || parent instanceof SpatScheduledComputeOp
          || parent instanceof SpatScheduledComputeBatchOp) {
        return current;
      }
      current = parent.parentBlock();
    }
    return null;
  }
}
