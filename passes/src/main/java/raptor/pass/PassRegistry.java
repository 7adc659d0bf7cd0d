package raptor.pass;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** The passes known by argument, sorted; built from {@link PassProvider}s. */
public final class PassRegistry {
  private final Map<String, PassRegistration<?>> passes = new TreeMap<>();

  /** Creates a registry of {@code registrations}; a later duplicate argument is an error. */
  public PassRegistry(Collection<? extends PassRegistration<?>> registrations) {
    for (PassRegistration<?> registration : registrations) {
      if (passes.putIfAbsent(registration.argument(), registration) != null) {
        throw new IllegalArgumentException("pass '" + registration.argument()
            + "' is registered twice");
      }
    }
  }

  /** {@return a registry of every pass provided on the class path} */
  public static PassRegistry load() {
    List<PassRegistration<?>> all = new ArrayList<>();
    for (PassProvider provider : ServiceLoader.load(PassProvider.class)) {
      all.addAll(provider.passes());
    }
    return new PassRegistry(all);
  }

  /** {@return the registration of {@code argument}, or {@code null}} */
  public PassRegistration<?> lookup(String argument) {
    return passes.get(argument);
  }

  /**
   * {@return a registry whose passes take their option defaults from {@code values} (global
   * flags such as {@code --core-count}) where they have an option of that name}
   *
   * @throws PassOptionException for a malformed value
   */
  public PassRegistry withDefaults(Map<String, String> values) throws PassOptionException {
    List<PassRegistration<?>> decorated = new ArrayList<>();
    for (PassRegistration<?> registration : passes.values()) {
      decorated.add(registration.withDefaults(values));
    }
    return new PassRegistry(decorated);
  }

  /** {@return every registration, sorted by argument} */
  public Collection<PassRegistration<?>> all() {
    return List.copyOf(passes.values());
  }
}
