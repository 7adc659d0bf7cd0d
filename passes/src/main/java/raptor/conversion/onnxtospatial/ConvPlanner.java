package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;

/**
 * Chooses the strategy of one Conv (spec §1.6). A forced strategy ({@code --pim-conv-lowering})
 * must apply, or the Conv is an error naming the failed condition. {@code auto} takes the first
 * candidate that applies: for a depthwise Conv {@code depthwise} then {@code legacy}; otherwise
 * {@code packed-im2col}, {@code streamed-packed}, {@code streamed-patch},
 * {@code output-channel-tiled}, {@code input-k-tiled}, {@code tiled-2d}, then {@code legacy}.
 * The reference tries {@code legacy} before {@code input-k-tiled} while the whole im2col matrix
 * fits {@code --pim-conv-im2col-max-elements}; here the streamed strategies come first, since one
 * compute gathering every patch of a layer holds up every crossbar that waits for its rows.
 * Every candidate is recorded with its verdict for the report.
 */
final class ConvPlanner {
  private static final List<ConvStrategy> DEPTHWISE_CANDIDATES =
      List.of(ConvStrategy.DEPTHWISE, ConvStrategy.LEGACY);
  private static final List<ConvStrategy> CANDIDATES = List.of(ConvStrategy.PACKED_IM2COL,
      ConvStrategy.STREAMED_PACKED, ConvStrategy.STREAMED_PATCH,
      ConvStrategy.OUTPUT_CHANNEL_TILED, ConvStrategy.INPUT_K_TILED, ConvStrategy.TILED_2D,
      ConvStrategy.LEGACY);

  /** One considered strategy and why it was not taken ({@code null} for the chosen one). */
  record Candidate(ConvStrategy strategy, String rejection) {
  }

  /**
   * The choice for one Conv.
   *
   * @param strategy the chosen strategy
   * @param forced whether {@code --pim-conv-lowering} chose it
   * @param chunk the output positions of one chunk
   * @param pack the patches per crossbar row
   * @param candidates the strategies considered, in order
   */
  record ConvPlan(ConvStrategy strategy, boolean forced, long chunk, long pack,
      List<Candidate> candidates) {
  }

  private ConvPlanner() {
  }

  /**
   * {@return the plan of {@code problem} under {@code options}}; a forced strategy is taken as
   * given, so check {@link #forcedRejection} first
   */
  static ConvPlan plan(ConvProblem problem, ConvOptions options) {
    List<Candidate> candidates = new ArrayList<>();
    if (options.strategy() != ConvStrategy.AUTO) {
      candidates.add(new Candidate(options.strategy(), null));
      return plan(problem, options, options.strategy(), true, candidates);
    }
    List<ConvStrategy> order = problem.depthwise() ? DEPTHWISE_CANDIDATES : CANDIDATES;
    ConvStrategy chosen = null;
    for (ConvStrategy strategy : order) {
      String rejection = chosen != null ? "a previous candidate was chosen"
          : strategy.rejection(problem, options.im2colMaxElements());
      candidates.add(new Candidate(strategy, rejection));
      if (rejection == null) {
        chosen = strategy;
      }
    }
    return plan(problem, options, chosen, false, candidates);
  }

  /** {@return why the forced strategy of {@code options} cannot lower {@code problem}} */
  static String forcedRejection(ConvProblem problem, ConvOptions options) {
    return options.strategy().rejection(problem, options.im2colMaxElements());
  }

  private static ConvPlan plan(ConvProblem problem, ConvOptions options, ConvStrategy strategy,
      boolean forced, List<Candidate> candidates) {
    long pack = switch (strategy) {
      case PACKED_IM2COL, STREAMED_PACKED -> problem.pack();
      default -> 1;
    };
    long chunk = streams(strategy)
        ? chunkPositions(problem, options, options.streamChunkPositions(), pack) : problem.p();
    return new ConvPlan(strategy, forced, chunk, pack, List.copyOf(candidates));
  }

  /**
   * {@return {@code plan} for a Conv that reads the function's image row-interleaved}: a
   * streamed plan's chunks are bounded by {@code --pim-conv-image-chunk-positions} instead
   */
  static ConvPlan forImage(ConvPlan plan, ConvProblem problem, ConvOptions options) {
    if (!streams(plan.strategy())) {
      return plan;
    }
    return new ConvPlan(plan.strategy(), plan.forced(),
        chunkPositions(problem, options, options.imageChunkPositions(), plan.pack()),
        plan.pack(), plan.candidates());
  }

  /** {@return whether {@code strategy} lowers a Conv chunk by chunk} */
  private static boolean streams(ConvStrategy strategy) {
    return switch (strategy) {
      case STREAMED_PATCH, STREAMED_PACKED, OUTPUT_CHANNEL_TILED, INPUT_K_TILED, TILED_2D -> true;
      default -> false;
    };
  }

  /**
   * {@return the output positions of one streamed chunk}: the im2col budget divided by the
   * patch length, at most p and {@code limit}, rounded down to a multiple of {@code pack} when
   * larger than it
   */
  static long chunkPositions(ConvProblem problem, ConvOptions options, long limit, long pack) {
    long chunk = Math.max(1, options.im2colMaxElements() / Math.max(1, problem.k()));
    chunk = Math.min(chunk, problem.p());
    chunk = Math.min(chunk, Math.max(1, limit));
    if (pack > 1 && chunk > pack) {
      chunk -= chunk % pack;
    }
    return chunk;
  }
}
