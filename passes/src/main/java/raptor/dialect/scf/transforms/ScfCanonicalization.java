package raptor.dialect.scf.transforms;

import raptor.rewrite.PatternSet;
import raptor.transforms.CanonicalizationProvider;

/** The canonicalization patterns of {@code scf}, named as in MLIR's. */
public final class ScfCanonicalization implements CanonicalizationProvider {
  @Override
  public void populate(PatternSet patterns) {
    patterns.add(
        new RemoveStaticCondition().withDebugName("RemoveStaticCondition"),
        new RemoveZeroTripLoop().withDebugName("SimplifyTrivialLoops"));
  }
}
