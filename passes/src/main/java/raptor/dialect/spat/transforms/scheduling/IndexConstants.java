package raptor.dialect.spat.transforms.scheduling;

import java.util.HashMap;
import java.util.Map;
import raptor.dialect.arith.ArithConstantOp;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;

/** The {@code index} constants of a function, created once each at the start of its body. */
final class IndexConstants {
  private final OpBuilder builder;
  private final Location location;
  private final Map<Long, Value> values = new HashMap<>();

  IndexConstants(OpBuilder builder, Block body, Location location) {
    this.builder = new OpBuilder(builder.context());
    this.builder.setInsertionPointToStart(body);
    this.location = location;
  }

  /** {@return the constant {@code value}} */
  Value get(long value) {
    return values.computeIfAbsent(value, v -> ArithConstantOp.create(builder, location,
        IndexType.INSTANCE, IntegerAttr.index(v)).result(0));
  }
}
