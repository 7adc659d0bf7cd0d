package raptor.conversion.onnxtospatial;

import java.util.Locale;

/**
 * The Conv lowering strategies of {@code --pim-conv-lowering} (spec §1.6). Every strategy but
 * {@link #AUTO} is a way to materialize the convolution; {@link #AUTO} lets the
 * {@link ConvPlanner} choose.
 */
public enum ConvStrategy {
  /** The planner chooses the first applicable candidate. */
  AUTO,
  /** The whole im2col matrix, one VMM lane per output position (always applicable). */
  LEGACY,
  /** Per-channel window products on vectors, no im2col (depthwise problems only). */
  DEPTHWISE,
  /** The whole im2col matrix, {@code pack} patches per crossbar row (block-diagonal filter). */
  PACKED_IM2COL,
  /** Chunks of output positions, each gathering its own patches. */
  STREAMED_PATCH,
  /** Chunks of output positions with {@code pack} patches per crossbar row. */
  STREAMED_PACKED,
  /** Streamed patches with the filter tiled over the output channels (c > crossbar). */
  OUTPUT_CHANNEL_TILED,
  /** Streamed patches, each K slice on its own crossbars, partial products added (k > crossbar). */
  INPUT_K_TILED,
  /** Streamed patches with the filter tiled over K and the output channels. */
  TILED_2D;

  /** {@return the name written in {@code --pim-conv-lowering}, such as {@code tiled-2d}} */
  public String flagName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * {@return why this strategy cannot lower {@code problem}, or {@code null} when it can}
   *
   * @param im2colMaxElements the im2col budget of one Conv
   */
  String rejection(ConvProblem problem, long im2colMaxElements) {
    long x = problem.tile();
    boolean kFits = problem.k() <= x;
    boolean cFits = problem.c() <= x;
    String k = "k = " + problem.k() + (kFits ? " <= " : " > ") + "crossbar size " + x;
    String c = "c = " + problem.c() + (cFits ? " <= " : " > ") + "crossbar size " + x;
    String pack = "pack = " + problem.pack() + " < 2";
    String budget = "p·k = " + problem.im2colElements() + " > --pim-conv-im2col-max-elements="
        + im2colMaxElements;
    boolean overBudget = problem.im2colElements() > im2colMaxElements;
    return switch (this) {
      case AUTO -> "auto is not a materialization";
      case LEGACY -> null;
      case DEPTHWISE -> problem.depthwise() ? null : "the Conv is not depthwise (group = "
          + problem.groups() + ", input channels = " + problem.channels() + ")";
      case PACKED_IM2COL -> !kFits ? k : !cFits ? c : problem.pack() < 2 ? pack
          : overBudget ? budget : null;
      case STREAMED_PATCH -> !kFits ? k : !cFits ? c : null;
      case STREAMED_PACKED -> !kFits ? k : !cFits ? c : problem.pack() < 2 ? pack : null;
      case OUTPUT_CHANNEL_TILED -> !kFits ? k : cFits ? c : null;
      case INPUT_K_TILED -> kFits ? k : !cFits ? c : null;
      case TILED_2D -> kFits ? k : cFits ? c : null;
    };
  }
}
