package raptor.ir.rewrite;

import raptor.ir.Operation;

/**
 * A pattern that matches an op and rewrites it through a {@link PatternRewriter}.
 *
 * <p>Op-agnostic patterns extend {@code RewritePattern<Operation>}; patterns on one op kind
 * extend {@link OpRewritePattern}. {@link #matchAndRewrite} must either change the IR and return
 * {@code true}, or leave it untouched and return {@code false} (usually through
 * {@link PatternRewriter#notifyMatchFailure}); expensive checks enforce this.
 *
 * @param <T> the class of the ops the pattern matches
 */
public abstract class RewritePattern<T extends Operation> extends Pattern {
  /**
   * Creates a pattern rooted at {@code rootName}, or at any op when it is {@code null}.
   *
   * @param benefit the priority among patterns matching the same op; higher goes first
   */
  protected RewritePattern(String rootName, int benefit) {
    super(rootName, benefit);
  }

  /** {@return whether the IR was rewritten; all mutation goes through {@code rewriter}} */
  public abstract boolean matchAndRewrite(T op, PatternRewriter rewriter);

  /**
   * Applies this pattern to {@code op}, whose name the caller has matched against
   * {@link #rootName()}.
   */
  @SuppressWarnings("unchecked")
  public final boolean applyTo(Operation op, PatternRewriter rewriter) {
    return matchAndRewrite((T) op, rewriter);
  }
}
