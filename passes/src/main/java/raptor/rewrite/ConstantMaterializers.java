package raptor.rewrite;

import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;
import raptor.ir.Dialect;
import raptor.ir.IrContext;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * Turns a folded attribute back into a constant op of the folded op's dialect: through
 * {@link Dialect#materializeConstant}, else through the dialect's {@link ConstantMaterializer}.
 */
final class ConstantMaterializers {
  private static final Map<String, ConstantMaterializer> SERVICES = load();

  private ConstantMaterializers() {
  }

  /** {@return the new constant op, or {@code null} when the dialect cannot make one} */
  static Operation materialize(IrContext context, String dialectName, OpBuilder builder,
      Attribute value, Type type, Location location) {
    Dialect dialect = context.dialect(dialectName);
    Operation constant = dialect == null ? null
        : dialect.materializeConstant(builder, value, type, location);
    ConstantMaterializer service = SERVICES.get(dialectName);
    if (constant == null && service != null) {
      constant = service.materialize(builder, value, type, location);
    }
    return constant;
  }

  private static Map<String, ConstantMaterializer> load() {
    Map<String, ConstantMaterializer> services = new HashMap<>();
    for (ConstantMaterializer service : ServiceLoader.load(ConstantMaterializer.class)) {
      services.putIfAbsent(service.dialect(), service);
    }
    return services;
  }
}
