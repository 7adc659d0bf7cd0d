package raptor.backend.pim.emit;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/** Registers {@code emit-pim-code}. */
public final class EmitPimCodePassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(
        PassRegistration.of(
            EmitPimCodePass.ARGUMENT,
            EmitPimCodePass.DESCRIPTION,
            EmitPimCodePass.SCHEMA,
            EmitPimCodePass::new));
  }
}
