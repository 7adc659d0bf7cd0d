package raptor.ir.rewrite;

import raptor.ir.Operation;

/**
 * A rewrite written as one static method instead of a pattern class, such as the
 * {@code canonicalize(Op, PatternRewriter)} hook of an op with {@code hasCanonicalizeMethod}
 * (MLIR's {@code LogicalResult (*)(OpTy, PatternRewriter &)}).
 * {@link PatternSet#add(String, RewriteMethod)} turns it into a pattern.
 */
@FunctionalInterface
public interface RewriteMethod {
  /**
   * {@return whether the IR was rewritten}; the contract of
   * {@link RewritePattern#matchAndRewrite}
   */
  boolean matchAndRewrite(Operation op, PatternRewriter rewriter);
}
