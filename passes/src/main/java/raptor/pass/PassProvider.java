package raptor.pass;

import java.util.List;

/**
 * A service listing passes for the registry; implementations are found with
 * {@link java.util.ServiceLoader} (a {@code META-INF/services/raptor.pass.PassProvider} entry),
 * so a module on the class path adds passes and {@code raptor-opt} flags without code changes.
 */
public interface PassProvider {
  /** {@return the registrations of the passes this provider contributes} */
  List<PassRegistration<?>> passes();
}
