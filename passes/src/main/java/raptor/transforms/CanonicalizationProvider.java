package raptor.transforms;

import raptor.rewrite.PatternSet;

/**
 * A service contributing canonicalization patterns, found with {@link java.util.ServiceLoader}
 * (a {@code META-INF/services/raptor.transforms.CanonicalizationProvider} entry). Folders need
 * no provider: {@code canonicalize} uses every op's {@link raptor.ir.OpFolder}.
 */
public interface CanonicalizationProvider {
  /** Adds the canonicalization patterns of some ops to {@code patterns}. */
  void populate(PatternSet patterns);
}
