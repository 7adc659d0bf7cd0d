package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Value;

/**
 * The function's NCHW image read row-interleaved ({@link ConvLayout#ROW_INTERLEAVED}) in bands:
 * each run of {@link #CHUNKS_PER_BAND} consecutive Conv chunks gets one compute that copies, as
 * a {@code [rows·C, W]} matrix, only the image rows under those chunks' windows. The bands load
 * their rows from the host and send them to their chunks side by side, instead of one core
 * loading the whole image and serving every chunk in turn.
 */
final class InterleavedBands {
  /** The most chunks one band serves. */
  static final long CHUNKS_PER_BAND = 32;

  /**
   * One band: image rows {@code [firstRow, firstRow + rows)}, row-interleaved.
   *
   * @param firstRow the first image row it holds
   * @param value the {@code [rows·C, W]} matrix
   */
  record Band(long firstRow, Value value) {
  }

  private final List<Band> bands = new ArrayList<>();
  /** The output positions of the chunks of one band. */
  private final long span;

  private InterleavedBands(long span) {
    this.span = span;
  }

  /**
   * {@return the bands of the image {@code input} of {@code g}, for chunks of {@code chunk}
   * positions}
   */
  static InterleavedBands of(ConvGeometry g, Value input, Computes computes, long chunk) {
    InterleavedBands result = new InterleavedBands(chunk * CHUNKS_PER_BAND);
    for (long first = 0; first < g.positions(); first += result.span) {
      long[] rows = g.inputRows(first, Math.min(result.span, g.positions() - first));
      result.bands.add(new Band(rows[0], rows(g, input, computes, rows)));
    }
    return result;
  }

  /** {@return the band that holds the rows of the chunk starting at position {@code first}} */
  Band of(long first) {
    return bands.get(Math.toIntExact(first / span));
  }

  /**
   * {@return image rows {@code [rows[0], rows[1])} of {@code input} row-interleaved as
   * {@code [rows·C, W]}}: one compute, one copy per image row and channel
   */
  private static Value rows(ConvGeometry g, Value input, Computes computes, long[] rows) {
    long[] shape = {(rows[1] - rows[0]) * g.channels(), g.width()};
    Gather gather = Gather.of(shape, index -> Gather.element(0,
        (index[0] % g.channels() * g.height() + rows[0] + index[0] / g.channels()) * g.width()
            + index[1]));
    return computes.gather(gather, List.of(input), 0f, shape);
  }
}
