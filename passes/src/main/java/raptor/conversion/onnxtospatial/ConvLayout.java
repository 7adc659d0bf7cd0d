package raptor.conversion.onnxtospatial;

/**
 * Where the patches of a Conv read their input from, and so in which order a patch lists its
 * elements and in which layout the products leave the Conv.
 */
enum ConvLayout {
  /**
   * The NHWC input ({@code spat.transpose_plan} of the NCHW input, free when layout planning
   * keeps the producer's row strips); patches list window row, window column, then channel, so a
   * window row of all channels is one copy; the products are the NHWC result.
   */
  NHWC,
  /**
   * The NCHW input as it is (a grouped Conv); patches list channel, window row, then window
   * column; the products are gathered into the NCHW result.
   */
  NCHW,
  /**
   * The function's NCHW image, made row-interleaved ({@code [H·C, W]}: row {@code h·C + c} is
   * channel c of image row h) by one copy per image row and channel, instead of one
   * transposing copy per pixel; each chunk receives only the rows under its windows and copies
   * them back to an NCHW window; patches list channel, window row, then window column; the
   * products are the NHWC result, as for {@link #NHWC}.
   */
  ROW_INTERLEAVED;

  /** {@return whether a patch lists its elements with the channel innermost} */
  boolean channelsLast() {
    return this == NHWC;
  }

  /** {@return whether the products, position by position, are the NHWC result} */
  boolean nhwcResult() {
    return this != NCHW;
  }
}
