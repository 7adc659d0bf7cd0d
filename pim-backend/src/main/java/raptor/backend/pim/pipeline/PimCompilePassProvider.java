package raptor.backend.pim.pipeline;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/** Registers {@code pim-compile}. */
public final class PimCompilePassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(PassRegistration.of(PimCompilePass.ARGUMENT, PimCompilePass.DESCRIPTION,
        PimCompilePass.SCHEMA, PimCompilePass::new));
  }
}
