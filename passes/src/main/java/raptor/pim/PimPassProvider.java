package raptor.pim;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;
import raptor.pim.bufferize.PimBufferizePass;
import raptor.pim.copies.PimForwardLocalCopiesPass;
import raptor.pim.folding.PimHostConstantFoldingPass;
import raptor.pim.planning.PimLocalMemoryPlanningPass;
import raptor.pim.verify.PimVerifyPass;

/**
 * Registers the Pim back-end passes (bufferization, host constant folding, local copy
 * forwarding, local memory planning, verification) and the pipeline alias that runs them after the Spatial lowering.
 */
public final class PimPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(
        PassRegistration.of(PimBufferizePass.ARGUMENT,
            "Bufferize Pim tensor IR with explicit host/device copies", PimBufferizePass.SCHEMA,
            PimBufferizePass::new),
        PassRegistration.of(PimLocalMemoryPlanningPass.ARGUMENT,
            "Plan liveness-based addresses for Pim core-local memory",
            PimLocalMemoryPlanningPass.SCHEMA, PimLocalMemoryPlanningPass::new),
        PassRegistration.of(PimVerifyPass.ARGUMENT,
            "Verify that bufferized Pim IR contains only explicit host/device transfers",
            PimVerifyPass.SCHEMA, PimVerifyPass::new),
        PassRegistration.of(PimHostConstantFoldingPass.ARGUMENT,
            "Fold host-side constant expressions before Pim verification",
            PimHostConstantFoldingPass::new),
        PassRegistration.of(PimForwardLocalCopiesPass.ARGUMENT,
            PimForwardLocalCopiesPass.DESCRIPTION, PimForwardLocalCopiesPass::new),
        PassRegistration.of(PimLowerToBufferizedPass.ARGUMENT,
            "Lower Spatial to planned, verified, bufferized Pim IR",
            PimLowerToBufferizedPass.SCHEMA, PimLowerToBufferizedPass::new));
  }
}
