package raptor.rewrite;

import raptor.ir.rewrite.RewriteListener;
/**
 * How the {@link GreedyDriver} runs.
 *
 * @param maxIterations the most times the driver seeds and drains the worklist; -1 for no limit
 * @param maxNumRewrites the most pattern applications per iteration; -1 for no limit
 * @param traversal the order in which the worklist is seeded
 * @param regionSimplification whether regions are simplified after each iteration
 * @param fold whether ops are folded through their {@link raptor.ir.OpFolder}
 * @param cseConstants whether constants are deduplicated and hoisted while seeding
 * @param expensiveChecks whether every pattern is checked for honest results and valid IR
 * @param listener an extra listener told about every change, or {@code null}
 */
public record GreedyConfig(int maxIterations, int maxNumRewrites, Traversal traversal,
    RegionSimplification regionSimplification, boolean fold, boolean cseConstants,
    boolean expensiveChecks, RewriteListener listener) {
  /** The value of {@link #maxIterations} and {@link #maxNumRewrites} meaning "no limit". */
  public static final int NO_LIMIT = -1;

  /** The system property switching expensive checks on by default. */
  public static final String EXPENSIVE_CHECKS_PROPERTY = "raptor.expensiveChecks";

  /**
   * MLIR's defaults: 10 iterations, top-down, normal region simplification, folding and constant
   * CSE on; expensive checks follow {@code -Draptor.expensiveChecks}.
   */
  public static final GreedyConfig DEFAULT = new GreedyConfig(10, NO_LIMIT, Traversal.TOP_DOWN,
      RegionSimplification.NORMAL, true, true, Boolean.getBoolean(EXPENSIVE_CHECKS_PROPERTY),
      null);

  /** The order in which the worklist is seeded. */
  public enum Traversal {
    /** Ops are visited in program order, parents before the ops they contain. */
    TOP_DOWN,
    /** Ops are visited in reverse program order, nested ops before their parents. */
    BOTTOM_UP
  }

  /** How much the driver simplifies the regions it processes. */
  public enum RegionSimplification {
    /** No region simplification. */
    DISABLED,
    /** Blocks unreachable from their region's entry are removed. */
    NORMAL,
    /** As {@link #NORMAL}, and identical blocks are merged. */
    AGGRESSIVE
  }

  /** Checks the limits. */
  public GreedyConfig {
    if (maxIterations < NO_LIMIT || maxIterations == 0) {
      throw new IllegalArgumentException("maxIterations must be positive or -1: " + maxIterations);
    }
    if (maxNumRewrites < NO_LIMIT) {
      throw new IllegalArgumentException("maxNumRewrites must be >= -1: " + maxNumRewrites);
    }
  }

  /** {@return this config with {@code max} iterations} */
  public GreedyConfig withMaxIterations(int max) {
    return new GreedyConfig(max, maxNumRewrites, traversal, regionSimplification, fold,
        cseConstants, expensiveChecks, listener);
  }

  /** {@return this config with at most {@code max} rewrites per iteration} */
  public GreedyConfig withMaxNumRewrites(int max) {
    return new GreedyConfig(maxIterations, max, traversal, regionSimplification, fold,
        cseConstants, expensiveChecks, listener);
  }

  /** {@return this config seeding the worklist in {@code order}} */
  public GreedyConfig withTraversal(Traversal order) {
    return new GreedyConfig(maxIterations, maxNumRewrites, order, regionSimplification, fold,
        cseConstants, expensiveChecks, listener);
  }

  /** {@return this config with region simplification {@code level}} */
  public GreedyConfig withRegionSimplification(RegionSimplification level) {
    return new GreedyConfig(maxIterations, maxNumRewrites, traversal, level, fold, cseConstants,
        expensiveChecks, listener);
  }

  /** {@return this config with folding switched on or off} */
  public GreedyConfig withFold(boolean on) {
    return new GreedyConfig(maxIterations, maxNumRewrites, traversal, regionSimplification, on,
        cseConstants, expensiveChecks, listener);
  }

  /** {@return this config with expensive checks switched on or off} */
  public GreedyConfig withExpensiveChecks(boolean on) {
    return new GreedyConfig(maxIterations, maxNumRewrites, traversal, regionSimplification, fold,
        cseConstants, on, listener);
  }

  /** {@return this config also reporting every change to {@code extra}} */
  public GreedyConfig withListener(RewriteListener extra) {
    return new GreedyConfig(maxIterations, maxNumRewrites, traversal, regionSimplification, fold,
        cseConstants, expensiveChecks, extra);
  }
}
