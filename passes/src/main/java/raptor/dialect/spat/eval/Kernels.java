package raptor.dialect.spat.eval;

import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import raptor.dialect.spat.PatchWindow;

/** The arithmetic of the Spatial vector ops on {@link FloatTensor}s; shapes are verified IR. */
final class Kernels {
  private Kernels() {
  }

  /** {@code out[r, n] = sum_k in[r, k] * w[k, n]}. */
  static FloatTensor vmm(FloatTensor weight, FloatTensor input) {
    int rows = input.dim(0);
    int inner = weight.dim(0);
    int columns = weight.dim(1);
    float[] out = new float[rows * columns];
    for (int r = 0; r < rows; r++) {
      for (int n = 0; n < columns; n++) {
        double sum = 0;
        for (int k = 0; k < inner; k++) {
          sum += (double) input.at(r * inner + k) * weight.at(k * columns + n);
        }
        out[r * columns + n] = (float) sum;
      }
    }
    return FloatTensor.of(new int[] {rows, columns}, out);
  }

  /** Applies {@code f} element by element. */
  static FloatTensor map(FloatTensor input, DoubleUnaryOperator f) {
    float[] out = new float[input.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (float) f.applyAsDouble(input.at(i));
    }
    return FloatTensor.of(input.shape(), out);
  }

  /** Combines two tensors of one shape element by element. */
  static FloatTensor zip(FloatTensor lhs, FloatTensor rhs, DoubleBinaryOperator f) {
    float[] out = new float[lhs.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (float) f.applyAsDouble(lhs.at(i), rhs.at(i));
    }
    return FloatTensor.of(lhs.shape(), out);
  }

  /** {@code exp(x - max) / sum(exp(x - max))} over all elements. */
  static FloatTensor softmax(FloatTensor input) {
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < input.size(); i++) {
      max = Math.max(max, input.at(i));
    }
    double sum = 0;
    for (int i = 0; i < input.size(); i++) {
      sum += Math.exp(input.at(i) - max);
    }
    double peak = max;
    double total = sum;
    return map(input, x -> Math.exp(x - peak) / total);
  }

  /** The logistic sigmoid {@code 1 / (1 + exp(-x))}. */
  static double sigmoid(double x) {
    return 1 / (1 + Math.exp(-x));
  }

  /** Concatenates {@code inputs} along {@code axis}. */
  static FloatTensor concat(List<FloatTensor> inputs, int axis) {
    int[] shape = inputs.get(0).shape();
    shape[axis] = 0;
    for (FloatTensor input : inputs) {
      shape[axis] += input.dim(axis);
    }
    int outer = 1;
    for (int d = 0; d < axis; d++) {
      outer *= shape[d];
    }
    float[] out = new float[(int) count(shape)];
    int position = 0;
    for (int o = 0; o < outer; o++) {
      for (FloatTensor input : inputs) {
        int chunk = input.size() / outer;
        for (int i = 0; i < chunk; i++) {
          out[position++] = input.at(o * chunk + i);
        }
      }
    }
    return FloatTensor.of(shape, out);
  }

  /** {@return the 2-D {@code input} with its dimensions swapped} */
  static FloatTensor transpose(FloatTensor input) {
    int rows = input.dim(0);
    int columns = input.dim(1);
    float[] out = new float[rows * columns];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        out[c * rows + r] = input.at(r * columns + c);
      }
    }
    return FloatTensor.of(new int[] {columns, rows}, out);
  }

  /** {@return {@code fill} with the patches of {@code window} over {@code input} written} */
  static FloatTensor im2col(FloatTensor input, FloatTensor fill, PatchWindow window) {
    float[] in = input.values();
    float[] out = fill.values();
    long[] runs = window.runs();
    for (int i = 0; i < runs.length; i += 3) {
      System.arraycopy(in, (int) runs[i], out, (int) runs[i + 1], (int) runs[i + 2]);
    }
    return FloatTensor.of(fill.shape(), out);
  }

  /** {@return row {@code row} of {@code input}, with size 1 in dimension 0} */
  static FloatTensor row(FloatTensor input, int row) {
    int[] shape = input.shape();
    int chunk = input.size() / shape[0];
    shape[0] = 1;
    float[] out = new float[chunk];
    for (int i = 0; i < chunk; i++) {
      out[i] = input.at(row * chunk + i);
    }
    return FloatTensor.of(shape, out);
  }

  /** {@return {@code dest} with the row-major values of {@code source} written to {@code slice}} */
  static FloatTensor insertSlice(FloatTensor dest, FloatTensor source, Slice slice) {
    float[] out = dest.values();
    int[] at = slice.indices(dest.shape());
    for (int e = 0; e < at.length; e++) {
      out[at[e]] = source.at(e);
    }
    return FloatTensor.of(dest.shape(), out);
  }

  /** {@return the row-major values of {@code source} in {@code slice}, of shape {@code shape}} */
  static FloatTensor extractSlice(FloatTensor source, int[] shape, Slice slice) {
    int[] at = slice.indices(source.shape());
    float[] out = new float[at.length];
    for (int e = 0; e < at.length; e++) {
      out[e] = source.at(at[e]);
    }
    return FloatTensor.of(shape, out);
  }

  private static long count(int[] shape) {
    long count = 1;
    for (int dim : shape) {
      count *= dim;
    }
    return count;
  }
}
