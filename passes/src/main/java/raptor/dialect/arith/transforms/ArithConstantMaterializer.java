package raptor.dialect.arith.transforms;

import raptor.dialect.arith.ArithDialect;
import raptor.dialect.arith.ArithOpsImpl;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.rewrite.ConstantMaterializer;

/** Materializes folded {@code arith} values as {@code arith.constant} ops. */
public final class ArithConstantMaterializer implements ConstantMaterializer {
  @Override
  public String dialect() {
    return ArithDialect.NAME;
  }

  @Override
  public Operation materialize(OpBuilder builder, Attribute value, Type type,
      Location location) {
    return ArithOpsImpl.materializeConstant(builder, value, type, location);
  }
}
