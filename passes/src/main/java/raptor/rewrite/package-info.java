/**
 * Rewrite patterns and the drivers that apply them: the {@link raptor.rewrite.PatternRewriter}
 * through which every pattern mutates IR, the greedy fixpoint driver and the one-pass walk
 * driver. Dialect conversion lives in {@link raptor.rewrite.conversion}.
 */
package raptor.rewrite;
