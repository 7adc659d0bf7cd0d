package raptor.tools.compile;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/** Registers {@code pim-compile-onnx}. */
public final class CompilePassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(PassRegistration.of(PimCompileOnnxPass.ARGUMENT,
        PimCompileOnnxPass.DESCRIPTION, PimCompileOnnxPass.SCHEMA, PimCompileOnnxPass::new));
  }
}
