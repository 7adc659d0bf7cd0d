package raptor.ir.rewrite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.IrContext;

/**
 * An immutable pattern set indexed by root op name. For each op name, the applicable patterns
 * (rooted at that name or at any op) are sorted by decreasing benefit, then insertion order.
 *
 * <p>Thread-safe: one frozen set may serve passes running in parallel.
 */
public final class FrozenPatternSet {
  private final IrContext context;
  private final List<Pattern> all;
  private final Map<String, List<Pattern>> byRoot;
  private final List<Pattern> anyOp;

  FrozenPatternSet(IrContext context, List<Pattern> patterns) {
    this.context = context;
    this.all = List.copyOf(patterns);
    Comparator<Pattern> order = Comparator.comparingInt(Pattern::benefit).reversed();
    List<Pattern> generic = new ArrayList<>();
    Map<String, List<Pattern>> rooted = new HashMap<>();
    for (Pattern pattern : all) {
      if (pattern.rootName() == null) {
        generic.add(pattern);
      }
    }
    for (Pattern pattern : all) {
      if (pattern.rootName() != null) {
        rooted.computeIfAbsent(pattern.rootName(), name -> new ArrayList<>(generic)).add(pattern);
      }
    }
    Map<String, List<Pattern>> sorted = new HashMap<>();
    for (Map.Entry<String, List<Pattern>> entry : rooted.entrySet()) {
      sorted.put(entry.getKey(), sortedByBenefit(entry.getValue(), order));
    }
    this.byRoot = Map.copyOf(sorted);
    this.anyOp = sortedByBenefit(generic, order);
  }

  private List<Pattern> sortedByBenefit(List<Pattern> patterns, Comparator<Pattern> order) {
    List<Pattern> copy = new ArrayList<>(patterns);
    copy.sort(order.thenComparingInt(all::indexOf));
    return List.copyOf(copy);
  }

  /** {@return an empty frozen set for {@code context}} */
  public static FrozenPatternSet empty(IrContext context) {
    return new FrozenPatternSet(context, List.of());
  }

  /** {@return the context of the IR the patterns rewrite} */
  public IrContext context() {
    return context;
  }

  /** {@return every pattern, in insertion order} */
  public List<Pattern> patterns() {
    return all;
  }

  /** {@return the patterns to try on an op named {@code opName}, best first} */
  public List<Pattern> patternsFor(String opName) {
    List<Pattern> rooted = byRoot.get(opName);
    return rooted != null ? rooted : anyOp;
  }
}
