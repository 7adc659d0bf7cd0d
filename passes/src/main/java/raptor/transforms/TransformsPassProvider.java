package raptor.transforms;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/** Registers {@code canonicalize}, {@code cse} and {@code symbol-dce}. */
public final class TransformsPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(
        PassRegistration.of("canonicalize", "Canonicalize operations", CanonicalizePass.SCHEMA,
            CanonicalizePass::new),
        PassRegistration.of("cse", "Eliminate common sub-expressions", CsePass::new),
        PassRegistration.of("symbol-dce", "Eliminate dead symbols", SymbolDcePass::new));
  }
}
