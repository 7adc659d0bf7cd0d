package raptor.transforms;

import java.util.List;
import raptor.ir.IrContext;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.rewrite.GreedyConfig.RegionSimplification;
import raptor.rewrite.GreedyConfig.Traversal;
import raptor.rewrite.GreedyConfig;
import raptor.rewrite.GreedyDriver;
import raptor.rewrite.GreedyResult;

/**
 * {@code canonicalize}: runs the greedy driver with every op's folder and the canonicalization
 * patterns of every registered op kind ({@link OpInfo#canonicalizer()}, MLIR's
 * {@code getCanonicalizationPatterns}). Best-effort: not converging is a failure only with
 * {@code test-convergence}.
 */
public final class CanonicalizePass extends Pass {
  /** The options, written {@code canonicalize{max-iterations=3 top-down=false}}. */
  public record Options(
      @Option(name = "disable-patterns",
          help = "Labels of patterns that should be filtered out during application")
      List<String> disablePatterns,
      @Option(name = "enable-patterns", help = "Labels of patterns that should be used during "
          + "application, all other patterns are filtered out")
      List<String> enablePatterns,
      @Option(name = "max-iterations",
          help = "Max. iterations between applying patterns / simplifying regions")
      long maxIterations,
      @Option(name = "max-num-rewrites",
          help = "Max. number of pattern rewrites within an iteration")
      long maxNumRewrites,
      @Option(name = "region-simplify",
          help = "Perform control flow optimizations to the region tree")
      RegionSimplification regionSimplify,
      @Option(name = "test-convergence",
          help = "Test only: Fail pass on non-convergence to detect cyclic pattern")
      boolean testConvergence,
      @Option(name = "top-down", help = "Seed the worklist in general top-down order")
      boolean topDown) {
    /** mlir-opt's defaults. */
    public static final Options DEFAULT = new Options(List.of(), List.of(), 10, -1,
        RegionSimplification.NORMAL, false, true);

    /** Checks the limits. */
    public Options {
      disablePatterns = List.copyOf(disablePatterns);
      enablePatterns = List.copyOf(enablePatterns);
      if (maxIterations == 0 || maxIterations < -1 || maxIterations > Integer.MAX_VALUE) {
        throw new IllegalArgumentException("max-iterations must be positive or -1, got "
            + maxIterations);
      }
      if (maxNumRewrites < -1 || maxNumRewrites > Integer.MAX_VALUE) {
        throw new IllegalArgumentException("max-num-rewrites must be at least -1, got "
            + maxNumRewrites);
      }
    }

    GreedyConfig toConfig() {
      return GreedyConfig.DEFAULT.withMaxIterations((int) maxIterations)
          .withMaxNumRewrites((int) maxNumRewrites)
          .withTraversal(topDown ? Traversal.TOP_DOWN : Traversal.BOTTOM_UP)
          .withRegionSimplification(regionSimplify);
    }
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, Options.DEFAULT);

  private final Options options;
  private FrozenPatternSet patterns;

  /** Creates the pass with {@code options}. */
  public CanonicalizePass(Options options) {
    super("canonicalize", "Canonicalizer", "Canonicalize operations", null);
    this.options = options;
  }

  @Override
  public void initialize(IrContext context) {
    PatternSet set = new PatternSet(context);
    for (String dialect : context.dialectNames()) {
      for (OpInfo<?> info : context.dialect(dialect).operations()) {
        info.canonicalizer().addPatterns(set);
      }
    }
    set.removeIf(p -> options.disablePatterns().contains(p.debugName()));
    if (!options.enablePatterns().isEmpty()) {
      set.removeIf(p -> !options.enablePatterns().contains(p.debugName()));
    }
    patterns = set.freeze();
  }

  @Override
  public void run(Operation op, PassContext pc) {
    GreedyResult result = GreedyDriver.apply(op, patterns, options.toConfig());
    if (options.testConvergence() && !result.converged()) {
      pc.emitError(op, "canonicalizer failed to converge within " + options.maxIterations()
          + " iterations");
      pc.signalFailure();
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
