package raptor.testing;

import raptor.rewrite.PatternSet;
import raptor.transforms.CanonicalizationProvider;

/** Contributes {@link DoubleNegation} to {@code canonicalize} in tests. */
public final class TestCanonicalization implements CanonicalizationProvider {
  @Override
  public void populate(PatternSet patterns) {
    patterns.add(new DoubleNegation());
  }
}
