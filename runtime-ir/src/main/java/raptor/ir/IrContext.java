package raptor.ir;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The registries shared by all IR of one compilation: dialects and op kinds.
 *
 * <p>The registries are thread-safe; the IR itself is not.
 */
public final class IrContext {
  private final Map<String, Dialect> dialects = new ConcurrentHashMap<>();
  private final Map<String, OpInfo<?>> ops = new ConcurrentHashMap<>();
  private final Map<String, OpInfo<?>> unregisteredOps = new ConcurrentHashMap<>();
  private final ResourceTable resources = new ResourceTable();
  private volatile boolean allowUnregisteredDialects;

  /**
   * Creates a context with no dialect registered; parsing a file needs at least the
   * {@code builtin} dialect, which {@link #withAvailableDialects()} finds on the class path.
   */
  public IrContext() {
  }

  /** {@return a context with every dialect found on the class path} */
  public static IrContext withAvailableDialects() {
    IrContext context = new IrContext();
    for (Dialect dialect : ServiceLoader.load(Dialect.class)) {
      context.register(dialect);
    }
    return context;
  }

  /** Registers {@code dialect} and its ops; registering a dialect twice keeps the first. */
  public void register(Dialect dialect) {
    if (dialects.putIfAbsent(dialect.name(), dialect) != null) {
      return;
    }
    for (OpInfo<?> info : dialect.operations()) {
      ops.put(info.name(), info);
    }
  }

  /** {@return the registered dialect named {@code name}, or {@code null}} */
  public Dialect dialect(String name) {
    return dialects.get(name);
  }

  /** {@return the names of the registered dialects, sorted} */
  public List<String> dialectNames() {
    return dialects.keySet().stream().sorted().toList();
  }

  /** {@return the registered op kind named {@code name}, or {@code null}} */
  public OpInfo<?> lookupOp(String name) {
    return ops.get(name);
  }

  /**
   * {@return the info of op {@code name}: the registered one, an unregistered one when
   * unregistered dialects are allowed and its dialect is unknown, else {@code null}}
   */
  public OpInfo<?> resolveOp(String name) {
    OpInfo<?> info = ops.get(name);
    if (info != null || !allowUnregisteredDialects) {
      return info;
    }
    int dot = name.indexOf('.');
    if (dot > 0 && dialects.containsKey(name.substring(0, dot))) {
      return null;
    }
    return unregisteredOps.computeIfAbsent(name, OpInfo::unregistered);
  }

  /** {@return the resource blobs known to this context} */
  public ResourceTable resources() {
    return resources;
  }

  /** {@return whether ops of unknown dialects are accepted} */
  public boolean allowsUnregisteredDialects() {
    return allowUnregisteredDialects;
  }

  /** Sets whether ops of unknown dialects are accepted. */
  public void setAllowUnregisteredDialects(boolean allow) {
    this.allowUnregisteredDialects = allow;
  }
}
