package raptor.backend.pim.emit;

import java.util.ArrayList;
import java.util.List;
import raptor.backend.pim.artifact.WeightMatrix;
import raptor.ir.Operation;

/**
 * Splits one weight into crossbar images. A crossbar row is an input element and a crossbar
 * column an output element, so a weight of R crossbar rows (at most the crossbar size S) and C
 * columns takes ceil(C/S) crossbars: tile {@code t} holds columns {@code t*S} to {@code t*S+S-1},
 * zero-padded to S rows and columns. convert-spatial-to-pim pads the columns of a weight wider
 * than S to a multiple of S (dialects spec section 4 step 10), so only a weight of at most S
 * columns has a partly filled tile.
 */
final class CrossbarTiles {
  private CrossbarTiles() {}

  /**
   * {@return the crossbar images of {@code matrix}, stored as it is or, if {@code transposed},
   * transposed}
   *
   * @throws CodegenException located at {@code core} when the weight has more crossbar rows than a
   *     crossbar
   */
  static List<WeightMatrix> of(Operation core, float[][] matrix, boolean transposed, int size)
      throws CodegenException {
    int rows = transposed ? matrix[0].length : matrix.length;
    int cols = transposed ? matrix.length : matrix[0].length;
    if (rows > size) {
      throw new CodegenException(
          core,
          "has a "
              + rows
              + "x"
              + cols
              + " crossbar weight whose "
              + rows
              + " rows exceed the "
              + size
              + "x"
              + size
              + " crossbar");
    }
    List<WeightMatrix> tiles = new ArrayList<>();
    for (int first = 0; first < cols; first += size) {
      float[] image = new float[size * size];
      for (int r = 0; r < rows; r++) {
        for (int c = first; c < Math.min(cols, first + size); c++) {
          image[r * size + c - first] = transposed ? matrix[c][r] : matrix[r][c];
        }
      }
      tiles.add(WeightMatrix.of(size, size, image));
    }
    return tiles;
  }
}
