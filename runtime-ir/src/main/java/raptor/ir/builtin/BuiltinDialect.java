package raptor.ir.builtin;

import java.util.List;
import raptor.ir.Dialect;
import raptor.ir.OpInfo;

/** The {@code builtin} dialect: {@code builtin.module} and the conversion cast. */
public final class BuiltinDialect implements Dialect {
  @Override
  public String name() {
    return "builtin";
  }

  @Override
  public List<OpInfo<?>> operations() {
    return List.of(ModuleOp.INFO, UnrealizedConversionCastOp.INFO);
  }
}
