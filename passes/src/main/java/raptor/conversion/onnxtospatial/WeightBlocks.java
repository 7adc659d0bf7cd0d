package raptor.conversion.onnxtospatial;

import raptor.ir.attr.DenseElementsAttr;

/**
 * The {@code tile x tile} crossbar blocks of one constant row-major {@code [k, n]} weight, as
 * {@link ContractionPlan} cuts it: each block is made into a constant attribute the first time
 * a contraction asks for it and shared by every later one, so that the chunks of one Conv,
 * which all multiply by the same weight, neither rebuild nor each hold a copy of its blocks.
 */
final class WeightBlocks {
  private final float[] weight;
  private final ContractionPlan tiling;
  private final DenseElementsAttr[] blocks;

  /** Cuts {@code weight} ({@code [k, n]}, row-major) into blocks of {@code tile x tile}. */
  WeightBlocks(float[] weight, long k, long n, long tile) {
    this.weight = weight;
    this.tiling = new ContractionPlan(1, k, n, tile);
    this.blocks = new DenseElementsAttr[Math.toIntExact(tiling.weightTiles())];
  }

  /** {@return the blocks of the weight of {@code plan}} */
  static WeightBlocks of(float[] weight, ContractionPlan plan) {
    return new WeightBlocks(weight, plan.k(), plan.n(), plan.tile());
  }

  /** {@return the plan of the product of {@code m} rows by the weight} */
  ContractionPlan plan(long m) {
    return new ContractionPlan(m, tiling.k(), tiling.n(), tiling.tile());
  }

  /**
   * {@return block {@code (slice, outputTile)} of the weight, zero-padded to
   * {@code tile x tile}}: built on the first request, the same attribute afterwards
   */
  DenseElementsAttr block(long slice, long outputTile) {
    int index = Math.toIntExact(outputTile * tiling.reductionSlices() + slice);
    if (blocks[index] == null) {
      blocks[index] = Computes.elements(cut(slice, outputTile), tiling.tile(), tiling.tile());
    }
    return blocks[index];
  }

  private float[] cut(long slice, long outputTile) {
    long tile = tiling.tile();
    long k = tiling.k();
    long n = tiling.n();
    int size = Math.toIntExact(tile);
    float[] block = new float[size * size];
    for (int r = 0; r < size; r++) {
      long row = slice * tile + r;
      for (int c = 0; c < size; c++) {
        long column = outputTile * tile + c;
        if (row < k && column < n) {
          block[r * size + c] = weight[Math.toIntExact(row * n + column)];
        }
      }
    }
    return block;
  }
}
