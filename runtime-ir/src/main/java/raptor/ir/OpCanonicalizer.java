package raptor.ir;

import raptor.ir.rewrite.PatternSet;

/**
 * An op kind's canonicalization hook: adds the patterns that canonicalize ops of this kind, as
 * MLIR's {@code getCanonicalizationPatterns}. The {@code canonicalize} pass collects them from
 * every registered op kind; folding needs no patterns ({@link OpFolder}).
 */
@FunctionalInterface
public interface OpCanonicalizer {
  /** The hook of op kinds without canonicalization patterns. */
  OpCanonicalizer NONE = patterns -> {
  };

  /** Adds the canonicalization patterns of the op kind to {@code patterns}. */
  void addPatterns(PatternSet patterns);
}
