package raptor.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import raptor.ir.IrContext;

/**
 * A mutable collection of patterns being assembled, typically by {@code populate} functions;
 * {@link #freeze()} turns it into the immutable, indexed set that drivers use.
 */
public final class PatternSet {
  private final IrContext context;
  private final List<Pattern> patterns = new ArrayList<>();

  /** Creates an empty set for IR of {@code context}. */
  public PatternSet(IrContext context) {
    this.context = Objects.requireNonNull(context, "context");
  }

  /** {@return the context of the IR the patterns rewrite} */
  public IrContext context() {
    return context;
  }

  /** Adds {@code added}, keeping their order, and returns this set. */
  public PatternSet add(Pattern... added) {
    for (Pattern pattern : added) {
      patterns.add(Objects.requireNonNull(pattern, "pattern"));
    }
    return this;
  }

  /**
   * Adds {@code method} as a pattern rooted at ops named {@code rootName}, with benefit 1 and
   * {@code rootName} as its debug name, and returns this set (MLIR's
   * {@code RewritePatternSet::add(LogicalResult (*)(OpTy, PatternRewriter &))}).
   */
  public PatternSet add(String rootName, RewriteMethod method) {
    return add(new MethodPattern(rootName, method));
  }

  /** Removes the patterns for which {@code filter} holds, and returns this set. */
  public PatternSet removeIf(Predicate<Pattern> filter) {
    patterns.removeIf(filter);
    return this;
  }

  /** {@return the patterns in insertion order} */
  public List<Pattern> patterns() {
    return List.copyOf(patterns);
  }

  /** {@return an immutable, indexed copy of this set} */
  public FrozenPatternSet freeze() {
    return new FrozenPatternSet(context, patterns);
  }
}
