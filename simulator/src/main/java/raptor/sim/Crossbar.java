package raptor.sim;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A read-only crossbar: a {@code rows x cols} f32 weight matrix, row-major, where row {@code r} is
 * input element {@code r} and column {@code c} is output element {@code c}.
 */
public final class Crossbar {
  private final int rows;
  private final int cols;
  private final float[] weights;
  private final boolean[] usedRows;

  /**
   * Creates a crossbar from row-major weights.
   *
   * @throws IllegalArgumentException if {@code weights.length != rows * cols}
   */
  public Crossbar(int rows, int cols, float[] weights) {
    if (rows <= 0 || cols <= 0 || weights.length != (long) rows * cols) {
      throw new IllegalArgumentException(
          "crossbar " + rows + "x" + cols + " needs " + ((long) rows * cols) + " weights");
    }
    this.rows = rows;
    this.cols = cols;
    this.weights = weights.clone();
    this.usedRows = new boolean[rows];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols && !usedRows[r]; c++) {
        usedRows[r] = weights[r * cols + c] != 0f;
      }
    }
  }

  /**
   * Reads a weight file image: {@code rows} rows of {@code bytes.length / rows} bytes, each holding
   * little-endian f32 weights; rows shorter than {@code minCols} are padded with zeros.
   *
   * @throws IllegalArgumentException if the length is not a whole number of f32 rows
   */
  public static Crossbar fromBytes(byte[] bytes, int rows, int minCols) {
    if (rows <= 0 || bytes.length % rows != 0 || (bytes.length / rows) % 4 != 0) {
      throw new IllegalArgumentException(
          "size " + bytes.length + " is not " + rows + " rows of f32 values");
    }
    int storedCols = bytes.length / rows / 4;
    int cols = Math.max(minCols, storedCols);
    float[] weights = new float[rows * cols];
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < storedCols; c++) {
        weights[r * cols + c] = in.getFloat((r * storedCols + c) * 4);
      }
    }
    return new Crossbar(rows, cols, weights);
  }

  /** {@return the number of rows (input elements)} */
  public int rows() {
    return rows;
  }

  /** {@return the number of columns (output elements)} */
  public int cols() {
    return cols;
  }

  /** {@return whether row {@code r} has a non-zero weight} */
  public boolean isRowUsed(int r) {
    return usedRows[r];
  }

  /**
   * Computes {@code out[c] = sum_r in[r] * W[r][c]} in f32, accumulating rows in order.
   *
   * @param in {@code rows()} input values
   * @param out receives {@code cols()} output values
   */
  public void multiply(float[] in, float[] out) {
    Arrays.fill(out, 0, cols, 0f);
    for (int r = 0; r < rows; r++) {
      float x = in[r];
      int base = r * cols;
      for (int c = 0; c < cols; c++) {
        out[c] += x * weights[base + c];
      }
    }
  }
}
