package raptor.backend.pim.emit;

import java.nio.ByteBuffer;
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
 *
 * <p>The weights are copied as their little-endian f32 bytes, from the global's storage into the
 * weight-file images, without going through {@code float} values.
 */
final class CrossbarTiles {
  private CrossbarTiles() {}

  /**
   * The f32 elements of a rank-2 global, row-major, as little-endian bytes.
   *
   * @param bytes the storage, read at absolute indexes: every element, or one for a splat
   * @param splat whether the storage holds one element, which every element equals
   * @param rows the rows of the global
   * @param cols the columns of the global
   */
  record Storage(ByteBuffer bytes, boolean splat, int rows, int cols) {
    /** {@return the byte index in {@link #bytes} of element {@code (row, col)}} */
    int index(int row, int col) {
      return splat ? 0 : (row * cols + col) * Float.BYTES;
    }
  }

  /**
   * {@return the crossbar images of {@code matrix}, stored as it is or, if {@code transposed},
   * transposed}
   *
   * @throws CodegenException located at {@code core} when the weight has more crossbar rows than a
   *     crossbar
   */
  static List<WeightMatrix> of(Operation core, Storage matrix, boolean transposed, int size)
      throws CodegenException {
    int rows = transposed ? matrix.cols() : matrix.rows();
    int cols = transposed ? matrix.rows() : matrix.cols();
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
      int width = Math.min(cols, first + size) - first;
      byte[] image = new byte[size * size * Float.BYTES];
      for (int r = 0; r < rows; r++) {
        int target = r * size * Float.BYTES;
        if (!transposed && !matrix.splat()) {
          matrix.bytes().get(matrix.index(r, first), image, target, width * Float.BYTES);
          continue;
        }
        for (int c = 0; c < width; c++) {
          int source = transposed ? matrix.index(first + c, r) : matrix.index(r, first + c);
          matrix.bytes().get(source, image, target + c * Float.BYTES, Float.BYTES);
        }
      }
      tiles.add(WeightMatrix.ofImage(size, size, image));
    }
    return tiles;
  }
}
