package raptor.conversion.onnxtospatial;

/**
 * The crossbar tiling of one matrix product {@code [m, k] x [k, n]} with a compile-time
 * constant right-hand side (the StaticTiled plan of spec §1.3): the weight is cut into
 * {@code tile x tile} crossbar blocks, {@code reductionSlices} along {@code k} and
 * {@code outputTiles} along {@code n}, zero-padded at the ends; one VMM lane multiplies one row
 * of the left-hand side's K slice by one block, and the partial sums of a row and output tile
 * are added over the reduction slices.
 *
 * @param m the rows of the left-hand side (VMM rows)
 * @param k the reduction length
 * @param n the output columns
 * @param tile the crossbar size
 */
record ContractionPlan(long m, long k, long n, long tile) {
  /** Checks that every dimension is positive. */
  ContractionPlan {
    if (m < 1 || k < 1 || n < 1 || tile < 1) {
      throw new IllegalArgumentException("contraction dimensions must be positive");
    }
  }

  /** {@return ceil(k / tile): the K slices, each on its own crossbar} */
  long reductionSlices() {
    return (k + tile - 1) / tile;
  }

  /** {@return ceil(n / tile): the output tiles} */
  long outputTiles() {
    return (n + tile - 1) / tile;
  }

  /** {@return k zero-padded to whole slices} */
  long paddedK() {
    return reductionSlices() * tile;
  }

  /** {@return n zero-padded to whole tiles} */
  long paddedN() {
    return outputTiles() * tile;
  }

  /** {@return m x reductionSlices x outputTiles: one VMM per lane} */
  long laneCount() {
    return m * reductionSlices() * outputTiles();
  }

  /** {@return the crossbar blocks of the weight} */
  long weightTiles() {
    return reductionSlices() * outputTiles();
  }
}
