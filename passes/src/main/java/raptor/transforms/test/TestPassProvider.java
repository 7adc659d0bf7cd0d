package raptor.transforms.test;

import java.util.List;
import raptor.pass.PassProvider;
import raptor.pass.PassRegistration;

/** Registers the test passes of the rewrite drivers. */
public final class TestPassProvider implements PassProvider {
  @Override
  public List<PassRegistration<?>> passes() {
    return List.of(
        PassRegistration.of("test-break-ir",
            "Move every test.use to the start of its block, breaking dominance",
            TestBreakIrPass::new),
        PassRegistration.of("test-greedy-patterns", "Run test patterns with the greedy driver",
            TestGreedyPatternsPass.SCHEMA, TestGreedyPatternsPass::new),
        PassRegistration.of("test-legalize-patterns",
            "Run test conversion patterns with a partial or full conversion",
            TestLegalizePatternsPass.SCHEMA, TestLegalizePatternsPass::new),
        PassRegistration.of("test-walk-patterns", "Run test patterns with the walk driver",
            TestWalkPatternsPass::new));
  }
}
