package raptor.dialect.onnx.transforms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The shape rules of the ONNX operators on static shapes, as the ONNX specification states them:
 * pure functions of the operand shapes, the attributes and the constant operands.
 */
final class OnnxShapes {
  private OnnxShapes() {
  }

  // ---- Elementwise and contractions ----

  /** {@return the multidirectional (numpy) broadcast of {@code shapes}} */
  static long[] broadcast(List<long[]> shapes) throws ShapeException {
    int rank = 0;
    for (long[] shape : shapes) {
      rank = Math.max(rank, shape.length);
    }
    long[] result = new long[rank];
    Arrays.fill(result, 1);
    for (long[] shape : shapes) {
      for (int i = 0; i < shape.length; i++) {
        int at = rank - shape.length + i;
        long dim = shape[i];
        if (dim != 1 && result[at] != 1 && dim != result[at]) {
          throw new ShapeException("operand shapes " + text(shapes) + " do not broadcast");
        }
        if (dim != 1) {
          result[at] = dim;
        }
      }
    }
    return result;
  }

  /** {@return the shape of numpy's {@code matmul(a, b)}} */
  static long[] matmul(long[] a, long[] b) throws ShapeException {
    long[] left = a.length == 1 ? new long[] {1, a[0]} : a;
    long[] right = b.length == 1 ? new long[] {b[0], 1} : b;
    long k = left[left.length - 1];
    if (k != right[right.length - 2]) {
      throw new ShapeException("MatMul of " + text(a) + " and " + text(b)
          + ": inner dimensions " + k + " and " + right[right.length - 2] + " differ");
    }
    long[] batch = broadcast(List.of(Arrays.copyOf(left, left.length - 2),
        Arrays.copyOf(right, right.length - 2)));
    List<Long> result = new ArrayList<>();
    for (long dim : batch) {
      result.add(dim);
    }
    if (a.length > 1) {
      result.add(left[left.length - 2]);
    }
    if (b.length > 1) {
      result.add(right[right.length - 1]);
    }
    return toArray(result);
  }

  /** {@return the shape of {@code Gemm}: {@code [M, N]}} */
  static long[] gemm(long[] a, long[] b, long[] c, boolean transA, boolean transB)
      throws ShapeException {
    long m = transA ? a[1] : a[0];
    long ka = transA ? a[0] : a[1];
    long kb = transB ? b[1] : b[0];
    long n = transB ? b[0] : b[1];
    if (ka != kb) {
      throw new ShapeException("Gemm of " + text(a) + (transA ? "^T" : "") + " and " + text(b)
          + (transB ? "^T" : "") + ": inner dimensions " + ka + " and " + kb + " differ");
    }
    long[] y = {m, n};
    if (c != null && !Arrays.equals(broadcast(List.of(y, c)), y)) {
      throw new ShapeException("Gemm bias of shape " + text(c) + " does not broadcast to "
          + text(y));
    }
    return y;
  }

  // ---- Windows (convolution and pooling) ----

  /**
   * The window attributes of a convolution or pooling op over {@code spatial} dimensions; absent
   * lists take their ONNX defaults.
   *
   * @param kernel the window sizes
   * @param strides the strides (default 1)
   * @param dilations the dilations (default 1)
   * @param pads begin and end padding of every dimension (default 0), used with auto_pad NOTSET
   * @param autoPad NOTSET, SAME_UPPER, SAME_LOWER or VALID
   * @param ceil whether the output size rounds up ({@code ceil_mode})
   */
  record Window(long[] kernel, long[] strides, long[] dilations, long[] pads, String autoPad,
      boolean ceil) {
    /** {@return the window with defaults filled in for the absent lists} */
    static Window of(long[] kernel, long[] strides, long[] dilations, long[] pads,
        String autoPad, boolean ceil) {
      int n = kernel.length;
      return new Window(kernel, strides == null ? ones(n) : strides,
          dilations == null ? ones(n) : dilations, pads == null ? new long[2 * n] : pads,
          autoPad, ceil);
    }

    /** {@return the output sizes of the spatial dimensions {@code input}} */
    long[] output(long[] input) throws ShapeException {
      long[] out = new long[input.length];
      for (int i = 0; i < input.length; i++) {
        long extent = dilations[i] * (kernel[i] - 1) + 1;
        long size = switch (autoPad) {
          case "SAME_UPPER", "SAME_LOWER" -> ceilDiv(input[i], strides[i]);
          case "VALID" -> input[i] < extent ? 0 : (input[i] - extent) / strides[i] + 1;
          default -> explicit(input[i], extent, pads[i], pads[i + input.length], i);
        };
        if (size <= 0) {
          throw new ShapeException("a window of " + kernel[i] + " (dilation " + dilations[i]
              + ") does not fit spatial dimension " + i + " of size " + input[i]);
        }
        out[i] = size;
      }
      return out;
    }

    private long explicit(long input, long extent, long begin, long end, int i) {
      long span = input + begin + end - extent;
      if (span < 0) {
        return 0;
      }
      long size = (ceil ? ceilDiv(span, strides[i]) : span / strides[i]) + 1;
      // With ceil_mode, a last window that would start in the end padding is dropped.
      if (ceil && (size - 1) * strides[i] >= input + begin) {
        size--;
      }
      return size;
    }
  }

  /** {@return {@code [N, M, spatial...]} of a convolution of {@code x} by {@code w}} */
  static long[] conv(long[] x, long[] w, long group, Window window) throws ShapeException {
    if (x[1] != w[1] * group) {
      throw new ShapeException("Conv input has " + x[1] + " channels, but W expects " + w[1]
          + " per group x " + group + " groups");
    }
    for (int i = 0; i < window.kernel().length; i++) {
      if (window.kernel()[i] != w[i + 2]) {
        throw new ShapeException("kernel_shape " + text(window.kernel())
            + " disagrees with W of shape " + text(w));
      }
    }
    return withSpatial(x[0], w[0], window.output(Arrays.copyOfRange(x, 2, x.length)));
  }

  /** {@return {@code [N, C, spatial...]} of a pooling of {@code x}} */
  static long[] pool(long[] x, Window window) throws ShapeException {
    if (x.length != window.kernel().length + 2) {
      throw new ShapeException("a " + window.kernel().length + "-D window needs an input of rank "
          + (window.kernel().length + 2) + ", but the input is " + text(x));
    }
    return withSpatial(x[0], x[1], window.output(Arrays.copyOfRange(x, 2, x.length)));
  }

  /** {@return {@code [N, C, 1, ...]} of a global pooling} */
  static long[] globalPool(long[] x) throws ShapeException {
    if (x.length < 3) {
      throw new ShapeException("global pooling needs an input of rank >= 3, got " + text(x));
    }
    long[] y = ones(x.length);
    y[0] = x[0];
    y[1] = x[1];
    return y;
  }

  private static long[] withSpatial(long n, long c, long[] spatial) {
    long[] y = new long[spatial.length + 2];
    y[0] = n;
    y[1] = c;
    System.arraycopy(spatial, 0, y, 2, spatial.length);
    return y;
  }

  // ---- Reductions ----

  /**
   * {@return the shape after reducing {@code axes} ({@code null} or empty: all, unless
   * {@code noopWithEmptyAxes})}
   */
  static long[] reduce(long[] x, long[] axes, boolean keepdims, boolean noopWithEmptyAxes)
      throws ShapeException {
    boolean[] reduced = new boolean[x.length];
    if (axes == null || axes.length == 0) {
      if (noopWithEmptyAxes) {
        return x.clone();
      }
      Arrays.fill(reduced, true);
    } else {
      for (long axis : axes) {
        reduced[axis(axis, x.length, "axes")] = true;
      }
    }
    List<Long> y = new ArrayList<>();
    for (int i = 0; i < x.length; i++) {
      if (!reduced[i]) {
        y.add(x[i]);
      } else if (keepdims) {
        y.add(1L);
      }
    }
    return toArray(y);
  }

  // ---- Shape manipulation ----

  /** {@return the 2-D shape of {@code Flatten} at {@code axis}} */
  static long[] flatten(long[] x, long axis) throws ShapeException {
    if (axis < -x.length || axis > x.length) {
      throw new ShapeException("axis value " + axis + " is outside [" + -x.length + ", "
          + x.length + "]");
    }
    int at = (int) (axis < 0 ? axis + x.length : axis);
    return new long[] {product(x, 0, at), product(x, at, x.length)};
  }

  /** {@return the shape {@code Reshape} gives {@code x} for {@code target}} */
  static long[] reshape(long[] x, long[] target, boolean allowzero) throws ShapeException {
    long[] y = target.clone();
    int inferred = -1;
    long known = 1;
    for (int i = 0; i < y.length; i++) {
      if (y[i] == 0 && !allowzero) {
        if (i >= x.length) {
          throw new ShapeException("Reshape target " + text(target) + " copies dimension " + i
              + " of " + text(x) + ", which has none");
        }
        y[i] = x[i];
      }
      if (y[i] == -1) {
        if (inferred >= 0) {
          throw new ShapeException("Reshape target " + text(target) + " has more than one -1");
        }
        inferred = i;
      } else if (y[i] < 0) {
        throw new ShapeException("Reshape target " + text(target) + " has a negative size");
      } else {
        known *= y[i];
      }
    }
    long count = product(x, 0, x.length);
    if (inferred >= 0) {
      if (known == 0 || count % known != 0) {
        throw new ShapeException("Reshape of " + text(x) + " to " + text(target)
            + ": the element count does not divide");
      }
      y[inferred] = count / known;
    } else if (known != count) {
      throw new ShapeException("Reshape of " + text(x) + " (" + count + " elements) to "
          + text(y) + " (" + known + " elements)");
    }
    return y;
  }

  /** {@return the permutation {@code perm}, or the reversal when {@code null}} */
  static int[] permutation(long[] perm, int rank) throws ShapeException {
    int[] p = new int[rank];
    boolean[] seen = new boolean[rank];
    for (int i = 0; i < rank; i++) {
      long axis = perm == null ? rank - 1 - i : perm[i];
      if (perm != null && perm.length != rank || axis < 0 || axis >= rank || seen[(int) axis]) {
        throw new ShapeException("perm " + text(perm) + " is not a permutation of " + rank
            + " dimensions");
      }
      seen[(int) axis] = true;
      p[i] = (int) axis;
    }
    return p;
  }

  /** {@return the shape of {@code Transpose}} */
  static long[] transpose(long[] x, int[] perm) {
    long[] y = new long[x.length];
    for (int i = 0; i < y.length; i++) {
      y[i] = x[perm[i]];
    }
    return y;
  }

  /** {@return the shape of {@code Concat} along {@code axis}} */
  static long[] concat(List<long[]> inputs, long axis) throws ShapeException {
    long[] y = inputs.get(0).clone();
    int at = axis(axis, y.length, "axis");
    for (int k = 1; k < inputs.size(); k++) {
      long[] x = inputs.get(k);
      for (int i = 0; i < y.length; i++) {
        if (x.length != y.length || i != at && x[i] != y[i]) {
          throw new ShapeException("Concat inputs " + text(inputs) + " differ outside axis "
              + at);
        }
      }
      y[at] += x[at];
    }
    return y;
  }

  /**
   * {@return the sizes along {@code axis} of {@code outputs} pieces: {@code sizes} when given,
   * else equal pieces (the last smaller when {@code uneven}, as opset 18's num_outputs)}
   */
  static long[] splitSizes(long[] x, int axis, long[] sizes, int outputs, boolean uneven)
      throws ShapeException {
    long dim = x[axis];
    if (sizes != null) {
      if (sizes.length != outputs || Arrays.stream(sizes).anyMatch(size -> size < 0)
          || Arrays.stream(sizes).sum() != dim) {
        throw new ShapeException("split sizes " + text(sizes) + " do not cut " + dim + " into "
            + outputs + " pieces");
      }
      return sizes;
    }
    long piece = uneven ? ceilDiv(dim, outputs) : dim / outputs;
    if (!uneven && dim % outputs != 0) {
      throw new ShapeException("dimension " + dim + " does not split into " + outputs
          + " equal pieces");
    }
    long[] result = new long[outputs];
    long left = dim;
    for (int i = 0; i < outputs; i++) {
      result[i] = Math.min(piece, left);
      left -= result[i];
    }
    return result;
  }

  /**
   * {@return per dimension of {@code x}, the first index, the step and the count {@code Slice}
   * takes: {@code {start, step, count}}}
   */
  static long[][] slice(long[] x, long[] starts, long[] ends, long[] axes, long[] steps)
      throws ShapeException {
    if (ends.length != starts.length || axes != null && axes.length != starts.length
        || steps != null && steps.length != starts.length) {
      throw new ShapeException("Slice starts, ends, axes and steps differ in length");
    }
    long[][] ranges = new long[x.length][];
    for (int i = 0; i < x.length; i++) {
      ranges[i] = new long[] {0, 1, x[i]};
    }
    int[] dims = axes == null ? range(starts.length) : axes(axes, x.length);
    for (int i = 0; i < dims.length; i++) {
      long dim = x[dims[i]];
      long step = steps == null ? 1 : steps[i];
      if (step == 0) {
        throw new ShapeException("Slice step of axis " + dims[i] + " is 0");
      }
      long start = starts[i] < 0 ? starts[i] + dim : starts[i];
      long end = ends[i] < 0 ? Math.max(ends[i], Long.MIN_VALUE + dim) + dim : ends[i];
      long count;
      if (step > 0) {
        start = Math.max(0, Math.min(dim, start));
        end = Math.max(0, Math.min(dim, end));
        count = end > start ? ceilDiv(end - start, step) : 0;
      } else {
        start = Math.max(-1, Math.min(dim - 1, start));
        end = Math.max(-1, Math.min(dim - 1, end));
        count = start > end ? ceilDiv(start - end, -step) : 0;
      }
      ranges[dims[i]] = new long[] {start, step, count};
    }
    return ranges;
  }

  /** {@return the shape of {@code Gather} of {@code indices} along {@code axis}} */
  static long[] gather(long[] data, long[] indices, int axis) {
    long[] y = new long[data.length - 1 + indices.length];
    System.arraycopy(data, 0, y, 0, axis);
    System.arraycopy(indices, 0, y, axis, indices.length);
    System.arraycopy(data, axis + 1, y, axis + indices.length, data.length - axis - 1);
    return y;
  }

  /** {@return the shape of {@code Squeeze} of {@code axes} (all dimensions of 1 when null)} */
  static long[] squeeze(long[] x, long[] axes) throws ShapeException {
    boolean[] removed = new boolean[x.length];
    for (int i = 0; i < x.length; i++) {
      removed[i] = axes == null && x[i] == 1;
    }
    if (axes != null) {
      for (long axis : axes) {
        int at = axis(axis, x.length, "axes");
        if (x[at] != 1) {
          throw new ShapeException("Squeeze of dimension " + at + " of " + text(x)
              + ", which is not 1");
        }
        removed[at] = true;
      }
    }
    List<Long> y = new ArrayList<>();
    for (int i = 0; i < x.length; i++) {
      if (!removed[i]) {
        y.add(x[i]);
      }
    }
    return toArray(y);
  }

  /** {@return the shape of {@code Unsqueeze} at {@code axes} of the result} */
  static long[] unsqueeze(long[] x, long[] axes) throws ShapeException {
    int rank = x.length + axes.length;
    boolean[] inserted = new boolean[rank];
    for (long axis : axes) {
      int at = axis(axis, rank, "axes");
      if (inserted[at]) {
        throw new ShapeException("Unsqueeze axes " + text(axes) + " repeat " + at);
      }
      inserted[at] = true;
    }
    long[] y = new long[rank];
    int from = 0;
    for (int i = 0; i < rank; i++) {
      y[i] = inserted[i] ? 1 : x[from++];
    }
    return y;
  }

  /** {@return the shape of {@code Pad}: {@code pads} is begins then ends of {@code axes}} */
  static long[] pad(long[] x, long[] pads, long[] axes) throws ShapeException {
    int[] dims = axes == null ? range(x.length) : axes(axes, x.length);
    if (pads.length != 2 * dims.length) {
      throw new ShapeException("Pad needs " + 2 * dims.length + " pads, got " + pads.length);
    }
    long[] y = x.clone();
    for (int i = 0; i < dims.length; i++) {
      y[dims[i]] += pads[i] + pads[i + dims.length];
      if (y[dims[i]] < 0) {
        throw new ShapeException("Pad makes dimension " + dims[i] + " negative");
      }
    }
    return y;
  }

  /** {@return the shape of {@code Resize} by {@code scales} or to {@code sizes} of {@code axes}} */
  static long[] resize(long[] x, double[] scales, long[] sizes, long[] axes, String policy)
      throws ShapeException {
    int[] dims = axes == null ? range(x.length) : axes(axes, x.length);
    int count = scales != null ? scales.length : sizes.length;
    if (count != dims.length) {
      throw new ShapeException("Resize needs " + dims.length + " " + (scales != null ? "scales"
          : "sizes") + ", got " + count);
    }
    long[] y = x.clone();
    if (scales != null) {
      for (int i = 0; i < dims.length; i++) {
        y[dims[i]] = (long) Math.floor(x[dims[i]] * scales[i]);
      }
      return y;
    }
    if (policy.equals("stretch")) {
      for (int i = 0; i < dims.length; i++) {
        y[dims[i]] = sizes[i];
      }
      return y;
    }
    double scale = policy.equals("not_larger") ? Double.MAX_VALUE : 0;
    for (int i = 0; i < dims.length; i++) {
      double s = (double) sizes[i] / x[dims[i]];
      scale = policy.equals("not_larger") ? Math.min(scale, s) : Math.max(scale, s);
    }
    for (int dim : dims) {
      y[dim] = Math.round(x[dim] * scale);
    }
    return y;
  }

  /** {@return the [start, end) range {@code Shape} reports of a rank-{@code rank} tensor} */
  static int[] shapeRange(int rank, long start, Long end) {
    int from = clampIndex(start, rank);
    int to = end == null ? rank : clampIndex(end, rank);
    return new int[] {from, Math.max(from, to)};
  }

  private static int clampIndex(long index, int rank) {
    long at = index < 0 ? index + rank : index;
    return (int) Math.max(0, Math.min(rank, at));
  }

  // ---- Helpers ----

  /** {@return {@code axis} in [0, rank), negative ones counted from the end} */
  static int axis(long axis, int rank, String what) throws ShapeException {
    if (axis < -rank || axis >= rank) {
      throw new ShapeException(what + " value " + axis + " is outside [" + -rank + ", " + rank
          + ")");
    }
    return (int) (axis < 0 ? axis + rank : axis);
  }

  /** {@return every axis of {@code axes} normalized, each at most once} */
  static int[] axes(long[] axes, int rank) throws ShapeException {
    int[] result = new int[axes.length];
    boolean[] seen = new boolean[rank];
    for (int i = 0; i < axes.length; i++) {
      result[i] = axis(axes[i], rank, "axes");
      if (seen[result[i]]) {
        throw new ShapeException("axes " + text(axes) + " repeat " + result[i]);
      }
      seen[result[i]] = true;
    }
    return result;
  }

  /** {@return the product of {@code shape[from..to)}} */
  static long product(long[] shape, int from, int to) {
    long p = 1;
    for (int i = from; i < to; i++) {
      p *= shape[i];
    }
    return p;
  }

  static long ceilDiv(long a, long b) {
    return -Math.floorDiv(-a, b);
  }

  private static long[] ones(int n) {
    long[] ones = new long[n];
    Arrays.fill(ones, 1);
    return ones;
  }

  private static int[] range(int n) {
    int[] range = new int[n];
    for (int i = 0; i < n; i++) {
      range[i] = i;
    }
    return range;
  }

  private static long[] toArray(List<Long> values) {
    long[] array = new long[values.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = values.get(i);
    }
    return array;
  }

  /** {@return a shape written as {@code [1, 3, 224, 224]}} */
  static String text(long[] shape) {
    return Arrays.toString(shape);
  }

  private static String text(List<long[]> shapes) {
    List<String> texts = new ArrayList<>();
    for (long[] shape : shapes) {
      texts.add(text(shape));
    }
    return String.join(", ", texts);
  }
}
