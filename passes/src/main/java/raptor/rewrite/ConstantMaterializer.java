package raptor.rewrite;

import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * Materializes the constants folded from the ops of one dialect, for a dialect whose generated
 * {@link raptor.ir.Dialect} class does not override {@code materializeConstant} (the {@code .td}
 * DSL has no {@code hasConstantMaterializer} yet). Found with {@link java.util.ServiceLoader}
 * through a {@code META-INF/services/raptor.rewrite.ConstantMaterializer} entry; the driver asks
 * the dialect first.
 */
public interface ConstantMaterializer {
  /** {@return the namespace of the dialect whose folds this materializes} */
  String dialect();

  /**
   * Creates a constant op producing {@code value} as a {@code type} value at {@code builder}'s
   * insertion point.
   *
   * @return the new op, or {@code null} when {@code value} cannot be materialized
   */
  Operation materialize(OpBuilder builder, Attribute value, Type type, Location location);
}
