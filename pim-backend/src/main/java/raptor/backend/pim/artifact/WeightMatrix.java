package raptor.backend.pim.artifact;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import raptor.ir.attr.ByteHashes;

/**
 * The f32 weights of one crossbar, row-major: row {@code r} is input element {@code r}, column
 * {@code c} is output element {@code c}.
 *
 * <p>The matrix is stored as its weight-file image (little-endian f32), and two matrices are equal
 * when their images are: equal matrices are written to one weight file.
 */
public final class WeightMatrix {
  private final int rows;
  private final int cols;
  private final byte[] image;
  private final int hash;

  private WeightMatrix(int rows, int cols, byte[] image) {
    this.rows = rows;
    this.cols = cols;
    this.image = image;
    this.hash = 31 * (31 * rows + cols) + ByteHashes.extend(1, image, 0, image.length);
  }

  /**
   * {@return the matrix with the given row-major weights}
   *
   * @throws IllegalArgumentException if the dimensions are not positive or {@code weights} does not
   *     hold {@code rows * cols} values
   */
  public static WeightMatrix of(int rows, int cols, float... weights) {
    if (rows <= 0 || cols <= 0 || weights.length != (long) rows * cols) {
      throw new IllegalArgumentException(
          "a " + rows + "x" + cols + " weight matrix needs " + ((long) rows * cols) + " weights");
    }
    ByteBuffer buffer = ByteBuffer.allocate(weights.length * Float.BYTES);
    buffer.order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().put(weights);
    return new WeightMatrix(rows, cols, buffer.array());
  }

  /**
   * {@return the matrix whose weight-file image (row-major little-endian f32) is {@code image}}
   * The array is kept, not copied: the caller must not change it afterwards.
   *
   * @throws IllegalArgumentException if the dimensions are not positive or {@code image} does not
   *     hold {@code rows * cols} weights
   */
  public static WeightMatrix ofImage(int rows, int cols, byte[] image) {
    if (rows <= 0 || cols <= 0 || image.length != (long) rows * cols * Float.BYTES) {
      throw new IllegalArgumentException("a " + rows + "x" + cols + " weight matrix needs "
          + ((long) rows * cols * Float.BYTES) + " image bytes");
    }
    return new WeightMatrix(rows, cols, image);
  }

  /** {@return the number of rows (input elements)} */
  public int rows() {
    return rows;
  }

  /** {@return the number of columns (output elements)} */
  public int cols() {
    return cols;
  }

  /** {@return the weight-file image; the array is shared, callers must not modify it} */
  byte[] image() {
    return image;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof WeightMatrix that
        && hash == that.hash
        && rows == that.rows
        && cols == that.cols
        && Arrays.equals(image, that.image);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return "WeightMatrix[" + rows + "x" + cols + "]";
  }
}
