package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Block;
import raptor.ir.IrMapping;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Recreates, at the builder's insertion point, the values a batch body computes from its lane
 * (insertion offsets such as {@code %lane * 2}) for one lane: the lane argument becomes its
 * constant, values from outside the body stay, and the defining ops in the body are cloned.
 */
final class LaneValues {
  private final OpBuilder builder;
  private final Block body;
  private final IrMapping mapping = new IrMapping();

  LaneValues(OpBuilder builder, Block body, Value lane) {
    this.builder = builder;
    this.body = body;
    mapping.map(body.argument(0), lane);
  }

  /** {@return {@code value} for this lane} */
  Value get(Value value) {
    Value known = mapping.lookup(value);
    if (known != null) {
      return known;
    }
    Operation producer = value.definingOp();
    if (producer == null || producer.parentBlock() != body) {
      return value;
    }
    for (Value operand : producer.operands()) {
      get(operand);
    }
    builder.clone(producer, mapping);
    return mapping.lookup(value);
  }

  /** {@return every value of {@code values} for this lane} */
  List<Value> getAll(List<Value> values) {
    List<Value> result = new ArrayList<>();
    for (Value value : values) {
      result.add(get(value));
    }
    return result;
  }
}
