/**
 * Rewrite patterns and the drivers that apply them. The pattern API (the
 * {@link raptor.rewrite.PatternRewriter} through which every pattern mutates IR,
 * {@link raptor.rewrite.RewritePattern}, {@link raptor.rewrite.PatternSet}) lives in the
 * {@code runtime-ir} module, so that dialects can define their canonicalization patterns; this
 * module adds the greedy fixpoint driver and the one-pass walk driver. Dialect conversion lives
 * in {@link raptor.rewrite.conversion}.
 */
package raptor.rewrite;
