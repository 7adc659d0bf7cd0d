package raptor.ir;

import java.util.List;

/**
 * A dialect: a namespace of op kinds, registered in an {@link IrContext}.
 *
 * <p>Dialects on the class path are found through {@link java.util.ServiceLoader}.
 */
public interface Dialect {
  /** {@return the namespace, such as {@code arith}} */
  String name();

  /** {@return the op kinds of this dialect} */
  List<OpInfo<?>> operations();
}
