package raptor.rewrite;

import raptor.ir.Dialect;
import raptor.ir.IrContext;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * Turns a folded attribute back into a constant op of the folded op's dialect, through
 * {@link Dialect#materializeConstant} (generated from {@code hasConstantMaterializer = 1}).
 */
final class ConstantMaterializers {
  private ConstantMaterializers() {
  }

  /** {@return the new constant op, or {@code null} when the dialect cannot make one} */
  static Operation materialize(IrContext context, String dialectName, OpBuilder builder,
      Attribute value, Type type, Location location) {
    Dialect dialect = context.dialect(dialectName);
    return dialect == null ? null : dialect.materializeConstant(builder, value, type, location);
  }
}
