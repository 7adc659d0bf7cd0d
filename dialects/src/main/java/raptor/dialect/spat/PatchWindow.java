package raptor.dialect.spat;

import java.util.Arrays;
import java.util.List;
import raptor.dialect.pim.PimIm2colOp;
import raptor.ir.attr.ShapedType;

/**
 * What one {@code spat.im2col} or {@code pim.im2col} gathers: the convolution patches of a chunk
 * of output positions, as the rows of a {@code [rows, columns]} matrix. The verifiers check the
 * attributes with {@link #problem}; the Spatial evaluator and code generation read the element
 * map as runs ({@link #runs}), so both see the same patches.
 *
 * @param input the input shape: NCHW, or NHWC with {@code channelsLast}
 * @param kernel {@code [kH, kW]}
 * @param strides {@code [sH, sW]}
 * @param dilations {@code [dH, dW]}
 * @param pads the leading pads {@code [top, left]}
 * @param outSize the output plane {@code [outH, outW]}
 * @param channels {@code [first, count]} of the input channels a patch covers
 * @param positions {@code [first, count]} of the output positions gathered
 * @param patch {@code [pack, kOffset, width]}: patches per row, and the patch elements kept
 * @param output the {@code [rows, columns]} result shape
 * @param channelsLast whether the input is NHWC and a patch lists its elements by window row,
 *     window column, then channel (otherwise by channel, window row, then window column)
 */
public record PatchWindow(long[] input, long[] kernel, long[] strides, long[] dilations,
    long[] pads, long[] outSize, long[] channels, long[] positions, long[] patch,
    long[] output, boolean channelsLast) {

  /** {@return the window of the attributes of an im2col op between these types} */
  public static PatchWindow of(ShapedType input, ShapedType output, long[] kernel,
      long[] strides, long[] dilations, long[] pads, long[] outSize, long[] channels,
      long[] positions, long[] patch, boolean channelsLast) {
    return new PatchWindow(dims(input.shape()), kernel, strides, dilations, pads, outSize,
        channels, positions, patch, dims(output.shape()), channelsLast);
  }

  /** {@return the window of {@code op}} */
  public static PatchWindow of(SpatIm2colOp op) {
    return of((ShapedType) op.input().type(), (ShapedType) op.output().type(), op.kernel(),
        op.strides(), op.dilations(), op.pads(), op.outSize(), op.channels(), op.positions(),
        op.patch(), op.channelsLast());
  }

  /** {@return the window of {@code op}} */
  public static PatchWindow of(PimIm2colOp op) {
    return of((ShapedType) op.input().type(), (ShapedType) op.output().type(), op.kernel(),
        op.strides(), op.dilations(), op.pads(), op.outSize(), op.channels(), op.positions(),
        op.patch(), op.channelsLast());
  }

  private static long[] dims(List<Long> shape) {
    return shape.stream().mapToLong(Long::longValue).toArray();
  }

  /** {@return C, the channels of the input} */
  private long inputChannels() {
    return channelsLast ? input[3] : input[1];
  }

  /** {@return the patch length: channels · kH · kW} */
  public long k() {
    return channels[1] * kernel[0] * kernel[1];
  }

  /**
   * {@return why the attributes do not describe a window between the two shapes, or
   * {@code null} when they do}
   */
  public String problem() {
    if (input.length != 4 || Arrays.stream(input).anyMatch(d -> d < 0)) {
      return "expects a statically shaped 4-D input";
    }
    if (output.length != 2 || Arrays.stream(output).anyMatch(d -> d < 0)) {
      return "expects a statically shaped 2-D result";
    }
    String pairs = pairs(List.of(kernel, strides, dilations, pads, outSize, channels,
        positions), List.of("kernel", "strides", "dilations", "pads", "outSize", "channels",
        "positions"));
    if (pairs != null) {
      return pairs;
    }
    if (patch.length != 3 || patch[0] < 1 || patch[1] < 0 || patch[2] < 1) {
      return "expects patch = [pack >= 1, kOffset >= 0, width >= 1], but got "
          + Arrays.toString(patch);
    }
    if (channels[0] + channels[1] > inputChannels()) {
      return "channels " + Arrays.toString(channels) + " exceed the input's "
          + inputChannels();
    }
    long all = input[0] * outSize[0] * outSize[1];
    if (positions[0] + positions[1] > all) {
      return "positions " + Arrays.toString(positions) + " exceed the " + all
          + " output positions";
    }
    if (patch[1] >= k()) {
      return "kOffset " + patch[1] + " is not below the patch length " + k();
    }
    long rows = (positions[1] + patch[0] - 1) / patch[0];
    if (output[0] != rows || output[1] < patch[0] * patch[2]) {
      return "expects a result of " + rows + " rows and at least " + patch[0] * patch[2]
          + " columns, but got " + output[0] + "x" + output[1];
    }
    return null;
  }

  private static String pairs(List<long[]> values, List<String> names) {
    for (int i = 0; i < values.size(); i++) {
      long[] value = values.get(i);
      // pads and the first channel and position may be zero; every other entry is positive
      boolean zeroFirst = i == 3 || i >= 5;
      boolean zeroSecond = i == 3;
      if (value.length != 2 || value[0] < (zeroFirst ? 0 : 1)
          || value[1] < (zeroSecond ? 0 : 1)) {
        return "expects " + names.get(i) + " to be two " + (zeroSecond ? "non-negative"
            : zeroFirst ? "values, a non-negative then a positive" : "positive")
            + " values, but got " + Arrays.toString(value);
      }
    }
    return null;
  }

  /**
   * {@return the element map as runs, three longs each: the input element (row-major), the
   * result element and the length}, in result order, each run contiguous in both and as long
   * as possible; result elements in no run keep the fill
   */
  public long[] runs() {
    Runs runs = new Runs();
    long pack = patch[0];
    long kOffset = patch[1];
    long width = patch[2];
    long kh = kernel[0];
    long kw = kernel[1];
    long k = k();
    long plane = outSize[0] * outSize[1];
    long columns = output[1];
    for (long row = 0; row < output[0]; row++) {
      for (long q = 0; q < pack; q++) {
        long patchIndex = row * pack + q;
        if (patchIndex >= positions[1]) {
          break;
        }
        long position = positions[0] + patchIndex;
        long n = position / plane;
        long oh = position / outSize[1] % outSize[0];
        long ow = position % outSize[1];
        long end = Math.min(width, k - kOffset);
        for (long i = 0; i < end; ) {
          long element = kOffset + i;
          long tap = channelsLast ? element / channels[1] : element % (kh * kw);
          long channel = channels[0] + (channelsLast ? element % channels[1]
              : element / (kh * kw));
          // channels last: the elements of one tap are channels, consecutive in the input too
          long length = channelsLast ? Math.min(end - i, channels[1] - element % channels[1]) : 1;
          long ih = oh * strides[0] + tap / kw * dilations[0] - pads[0];
          long iw = ow * strides[1] + tap % kw * dilations[1] - pads[1];
          if (ih >= 0 && ih < height() && iw >= 0 && iw < width()) {
            runs.add(inputIndex(n, channel, ih, iw), row * columns + q * width + i, length);
          }
          i += length;
        }
      }
    }
    return runs.toArray();
  }

  private long height() {
    return channelsLast ? input[1] : input[2];
  }

  private long width() {
    return channelsLast ? input[2] : input[3];
  }

  /** {@return the row-major index of element (n, channel, h, w) of the input} */
  private long inputIndex(long n, long channel, long h, long w) {
    return channelsLast ? ((n * input[1] + h) * input[2] + w) * input[3] + channel
        : ((n * input[1] + channel) * input[2] + h) * input[3] + w;
  }

  /** Coalesces contiguous copies into runs. */
  private static final class Runs {
    private long[] values = new long[48];
    private int size;

    /** Adds the copy of {@code length} elements from {@code source} to {@code target}. */
    void add(long source, long target, long length) {
      if (size > 0 && values[size - 3] + values[size - 1] == source
          && values[size - 2] + values[size - 1] == target) {
        values[size - 1] += length;
        return;
      }
      if (size + 3 > values.length) {
        values = Arrays.copyOf(values, values.length * 2);
      }
      values[size++] = source;
      values[size++] = target;
      values[size++] = length;
    }

    long[] toArray() {
      return Arrays.copyOf(values, size);
    }
  }
}
