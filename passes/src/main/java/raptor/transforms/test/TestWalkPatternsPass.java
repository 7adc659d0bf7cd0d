package raptor.transforms.test;

import raptor.dialect.test.CancelNegations;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.rewrite.WalkDriver;

/**
 * {@code test-walk-patterns}: applies {@link RenameWalkOp} and {@link CancelNegations} once per
 * op with the walk driver, so, unlike the greedy driver, a chain of four negations loses only
 * the pairs the post-order walk sees.
 */
public final class TestWalkPatternsPass extends Pass {
  private FrozenPatternSet patterns;

  /** Creates the pass. */
  public TestWalkPatternsPass() {
    super("test-walk-patterns", "TestWalkPatterns", "Run test patterns with the walk driver",
        null);
  }

  @Override
  public void initialize(IrContext context) {
    patterns = new PatternSet(context).add(new RenameWalkOp(), new CancelNegations()).freeze();
  }

  @Override
  public void run(Operation op, PassContext pc) {
    WalkDriver.apply(op, patterns, null);
  }
}
