package raptor.transforms.test;

import raptor.dialect.test.CancelNegations;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.rewrite.GreedyConfig;
import raptor.rewrite.GreedyDriver;
import raptor.rewrite.GreedyResult;

/**
 * {@code test-greedy-patterns}: runs the greedy driver with {@link CancelNegations} and
 * {@link GrowOneOpPerIteration}, then reports the iterations as a remark, or an error when the
 * driver did not converge.
 */
public final class TestGreedyPatternsPass extends Pass {
  /** The options, written {@code test-greedy-patterns{max-iterations=3}}. */
  public record Options(
      @Option(name = "max-iterations", help = "Max. iterations of the greedy driver")
      long maxIterations) {
    /** The greedy driver's default of 10 iterations. */
    public static final Options DEFAULT = new Options(10);

    /** Checks the limit. */
    public Options {
      if (maxIterations == 0 || maxIterations < -1 || maxIterations > Integer.MAX_VALUE) {
        throw new IllegalArgumentException("max-iterations must be positive or -1, got "
            + maxIterations);
      }
    }
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, Options.DEFAULT);

  private final Options options;
  private FrozenPatternSet patterns;

  /** Creates the pass with {@code options}. */
  public TestGreedyPatternsPass(Options options) {
    super("test-greedy-patterns", "TestGreedyPatterns",
        "Run test patterns with the greedy driver", null);
    this.options = options;
  }

  @Override
  public void initialize(IrContext context) {
    patterns = new PatternSet(context).add(new CancelNegations(), new GrowOneOpPerIteration())
        .freeze();
  }

  @Override
  public void run(Operation op, PassContext pc) {
    GreedyResult result = GreedyDriver.apply(op, patterns,
        GreedyConfig.DEFAULT.withMaxIterations((int) options.maxIterations()));
    if (!result.converged()) {
      pc.emitError(op, "greedy driver did not converge within " + options.maxIterations()
          + " iterations");
      pc.signalFailure();
      return;
    }
    pc.diagnostics().remark(op.location(), "converged after " + result.iterations()
        + " iterations");
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
