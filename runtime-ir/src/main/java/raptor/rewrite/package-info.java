/**
 * Rewrite patterns and the drivers that apply them: the {@link raptor.rewrite.PatternRewriter}
 * through which every pattern mutates IR, {@link raptor.rewrite.RewritePattern} and
 * {@link raptor.rewrite.PatternSet} (so that dialects define their canonicalization patterns),
 * the greedy fixpoint driver and the one-pass walk driver. Dialect conversion, which needs the
 * builtin dialect's cast, is {@code raptor.rewrite.conversion} in the passes module.
 */
package raptor.rewrite;
