package raptor.ir.rewrite;

import java.util.Objects;
import raptor.ir.Operation;

/** A {@link RewriteMethod} as a pattern of benefit 1, named after the op kind it is rooted at. */
final class MethodPattern extends RewritePattern<Operation> {
  private final RewriteMethod method;

  MethodPattern(String rootName, RewriteMethod method) {
    super(Objects.requireNonNull(rootName, "rootName"), 1);
    this.method = Objects.requireNonNull(method, "method");
    withDebugName(rootName);
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    return method.matchAndRewrite(op, rewriter);
  }
}
