/**
 * The rewrite pattern API: {@link raptor.ir.rewrite.RewritePattern} and
 * {@link raptor.ir.rewrite.OpRewritePattern}, the {@link raptor.ir.rewrite.PatternRewriter}
 * through which every pattern mutates IR, and {@link raptor.ir.rewrite.PatternSet}. It lives
 * beside the IR so that dialects register canonicalization patterns on their ops
 * ({@code hasCanonicalizer}); the drivers that apply patterns are {@code raptor.rewrite} in the
 * passes module.
 */
package raptor.ir.rewrite;
