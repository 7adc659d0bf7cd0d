package raptor.conversion.onnxtospatial;

import java.util.List;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.Location;

/**
 * One 2-D convolution as the strategies see it (spec §1.6): the window geometry, the grouping,
 * the constant filter and bias, and the derived sizes that decide which strategy applies: the
 * patch length {@code k = C/g·kH·kW} (the reduction), the output columns {@code c = Cout/g},
 * the output positions {@code p = N·outH·outW} (VMM rows) and {@code pack}, how many patches fit
 * block-diagonally in one crossbar.
 *
 * @param geometry the window geometry
 * @param groups the group count
 * @param outChannels Cout
 * @param tile the crossbar size
 * @param filter the {@code [Cout, C/g, kH, kW]} filter, row-major
 * @param bias the {@code [Cout]} bias, or {@code null}
 * @param layout where the patches read the input from, and the order of a patch's elements
 */
record ConvProblem(ConvGeometry geometry, long groups, long outChannels, long tile,
    float[] filter, float[] bias, ConvLayout layout) {
  /** The filters {@link #weight} reads at once: 16 filters of 3x3x512 are 288 KiB. */
  private static final int FILTER_BAND = 16;

  /** {@return this problem with its patches read through {@code other}} */
  ConvProblem withLayout(ConvLayout other) {
    return new ConvProblem(geometry, groups, outChannels, tile, filter, bias, other);
  }

  /** {@return whether a patch lists its elements with the channel innermost} */
  boolean channelsLast() {
    return layout.channelsLast();
  }

  /**
   * {@return whether reading the function's image row-interleaved ({@link
   * ConvLayout#ROW_INTERLEAVED}) takes fewer serial copies than transposing it to NHWC, for
   * chunks of {@code chunk} positions}: the transpose is one copy per pixel ({@code H·W}) on one
   * core; row interleaving is one copy per image row and channel ({@code H·C}) there, plus, on
   * each chunk's core (the chunks run in parallel, so one chunk counts), one copy per received row
   * and channel and {@code C − 1} more copies per patch row, as a patch row of C channels is C
   * copies instead of one. One channel needs neither: its NHWC form is a reshape.
   */
  boolean rowInterleavingPays(long chunk) {
    ConvGeometry g = geometry;
    if (layout != ConvLayout.NHWC || g.batch() != 1 || g.channels() == 1) {
      return false;
    }
    long[] rows = g.inputRows(0, Math.min(chunk, g.positions()));
    long chunkCopies = (rows[1] - rows[0]) * g.channels()
        + chunk * g.kernel()[0] * (g.channels() - 1);
    return g.height() * g.width() > g.height() * g.channels() + chunkCopies;
  }

  /** {@return C, the input channels} */
  long channels() {
    return geometry.channels();
  }

  /** {@return C/g, the input channels of one group} */
  long groupChannels() {
    return geometry.channels() / groups;
  }

  /** {@return kH·kW, the taps of one channel's window} */
  long taps() {
    return geometry.kernel()[0] * geometry.kernel()[1];
  }

  /** {@return C/g·kH·kW, the patch length} */
  long k() {
    return groupChannels() * taps();
  }

  /** {@return Cout/g, the output columns of one group} */
  long c() {
    return outChannels / groups;
  }

  /** {@return N·outH·outW, the output positions} */
  long p() {
    return geometry.positions();
  }

  /** {@return max(1, tile / max(k, c)): the patches one crossbar holds block-diagonally} */
  long pack() {
    return Math.max(1, tile / Math.max(k(), c()));
  }

  /** {@return p·k, the elements of the whole im2col matrix of one group} */
  long im2colElements() {
    return p() * k();
  }

  /** {@return whether every group has one input channel and the groups are the channels} */
  boolean depthwise() {
    return groups == channels() && groups > 1 && outChannels % groups == 0;
  }

  /** {@return whether the kernel is 1x1} */
  boolean pointwise() {
    return taps() == 1;
  }

  /**
   * The input a chunk's patches are gathered from: the whole input, or only the rows from
   * {@code firstRow} that the chunk's windows read.
   *
   * @param value the 4-D input, or those rows of it
   * @param firstRow the input row that is row 0 of {@code value}
   */
  record RowWindow(Value value, long firstRow) {
  }

  /**
   * {@return the rows of {@code input} that the windows of positions
   * {@code [first, first + count)} read}: a slice of those rows of one NHWC image (so that the
   * chunk receives only them), those rows of a row-interleaved band of the image, whose first
   * row is image row {@code bandRow}, copied to an NCHW window, or the whole input (NCHW,
   * several images, or every row of an NHWC image)
   */
  RowWindow window(OpBuilder body, Location location, Value input, long bandRow, long first,
      long count) {
    ConvGeometry g = geometry;
    if (layout == ConvLayout.ROW_INTERLEAVED) {
      return interleavedWindow(body, location, input, bandRow, g.inputRows(first, count));
    }
    if (layout == ConvLayout.NCHW || g.batch() != 1) {
      return new RowWindow(input, 0);
    }
    long[] rows = g.inputRows(first, count);
    if (rows[1] == rows[0] || rows[1] - rows[0] == g.height()) {
      return new RowWindow(input, 0);
    }
    long[] sizes = {1, rows[1] - rows[0], g.width(), g.channels()};
    Value slice = TensorExtractSliceOp.create(body, location, Tensors.f32(sizes), input,
        List.of(), List.of(), List.of(), DenseArrayAttr.ofI64(0, rows[0], 0, 0),
        DenseArrayAttr.ofI64(sizes), DenseArrayAttr.ofI64(1, 1, 1, 1)).result();
    return new RowWindow(slice, rows[0]);
  }

  /**
   * {@return image rows {@code [rows[0], rows[1])} of the row-interleaved band
   * {@code interleaved} ({@code [rows·C, W]}, from image row {@code bandRow}) as an NCHW window
   * {@code [1, C, rows, W]}}: one copy per row and channel
   */
  private RowWindow interleavedWindow(OpBuilder body, Location location, Value interleaved,
      long bandRow, long[] rows) {
    long channels = geometry.channels();
    long width = geometry.width();
    long[] shape = {1, channels, rows[1] - rows[0], width};
    Gather gather = Gather.of(shape, index -> Gather.element(0,
        ((rows[0] - bandRow + index[2]) * channels + index[1]) * width + index[3]));
    Value flat = gather.emitFlat(body, location, List.of(interleaved), null);
    return new RowWindow(Gather.reshape(body, location, flat, shape), rows[0]);
  }

  /**
   * {@return a {@code [rows, tile]} destination for the patches of positions
   * {@code [first, first + count)} of {@code group}, {@code pack} per row, elements
   * {@code [kOffset, kOffset + width)}, that holds zeros wherever they leave an element
   * unwritten}: rows the patches cover whole stay undefined, and each other row is a copy of
   * {@code zeroRow} ({@code [1, tile]} zeros), so that no whole zero matrix is loaded or copied
   * (a run of such rows is one loop of copies, {@link StridedCopies#fillRows})
   */
  Value patchDestination(OpBuilder body, Location location, Value zeroRow, long first,
      long count, long pack, long kOffset, long width) {
    long rows = (count + pack - 1) / pack;
    Value destination = TensorEmptyOp.create(body, location, Tensors.f32(rows, tile), List.of())
        .result(0);
    long zeroFrom = 0;
    for (long row = 0; row <= rows; row++) {
      if (row < rows && !rowWritten(first + row * pack, Math.min(pack, count - row * pack), pack,
          kOffset, width)) {
        continue;
      }
      destination = StridedCopies.fillRows(body, location, zeroRow, destination, zeroFrom,
          row - zeroFrom);
      zeroFrom = row + 1;
    }
    return destination;
  }

  /**
   * {@return whether a patch-matrix row of the {@code held} positions from {@code position}
   * ({@code pack} slots of {@code width} elements from {@code kOffset}) has every column written}
   */
  private boolean rowWritten(long position, long held, long pack, long kOffset, long width) {
    if (held < pack || pack * width < tile || kOffset + width > k()) {
      return false;
    }
    long plane = geometry.outHeight() * geometry.outWidth();
    for (long q = 0; q < pack; q++) {
      long oh = (position + q) % plane / geometry.outWidth();
      long ow = (position + q) % plane % geometry.outWidth();
      if (channelsLast()) {
        for (long tap = kOffset / groupChannels(); tap <= (kOffset + width - 1) / groupChannels();
            tap++) {
          if (!inside(oh, ow, tap)) {
            return false;
          }
        }
      } else {
        for (long e = kOffset; e < kOffset + width; e++) {
          if (!inside(oh, ow, e % taps())) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** {@return whether window tap {@code tap} of output position (oh, ow) reads the input} */
  private boolean inside(long oh, long ow, long tap) {
    long row = geometry.inputRow(oh, tap / geometry.kernel()[1]);
    long column = geometry.inputColumn(ow, tap % geometry.kernel()[1]);
    return row >= 0 && row < geometry.height() && column >= 0 && column < geometry.width();
  }

  /**
   * {@return the patches of positions {@code [first, first + count)} of {@code group} (from an
   * NHWC {@code input} when {@link #channelsLast}, else NCHW),
   * {@code pack} patches per row, each cut to the {@code width} patch elements from
   * {@code kOffset}}: one {@code spat.im2col} of {@code input} into {@code fill}, a
   * {@code [ceil(count / pack), columns]} matrix whose padding, missing positions, elements past
   * {@code k} and columns past {@code pack·width} keep the fill
   */
  Value im2col(OpBuilder body, Location location, RowWindow input, Value fill, long group,
      long first, long count, long pack, long kOffset, long width) {
    return geometry.im2col(body, location, input.value(), fill,
        new long[] {group * groupChannels(), groupChannels()}, new long[] {first, count},
        new long[] {pack, kOffset, width}, channelsLast(), input.firstRow());
  }

  /**
   * {@return the {@code [rows, pack·c]} crossbar weight of {@code group}: its filter as a
   * {@code [k, c]} matrix with rows in patch order, rows {@code [kOffset, kOffset + width)}
   * (zero past {@code k}),
   * repeated {@code pack} times on the block diagonal, zero rows past {@code pack·width}}
   */
  float[] weight(long group, long pack, long kOffset, long width, long rows) {
    int channels = Math.toIntExact(c());
    int columns = Math.toIntExact(pack * channels);
    int valid = (int) Math.max(0, Math.min(width, k() - kOffset));
    int[] offsets = new int[valid];
    for (int i = 0; i < valid; i++) {
      offsets[i] = Math.toIntExact(filterOffset(kOffset + i));
    }
    float[] weight = new float[Math.toIntExact(rows * columns)];
    // A band of filters at a time, each row of the band written whole: the band's filters stay
    // in cache while their elements are read in patch order, and every cache line of the weight
    // is written once (a whole ResNet weight is megabytes, column by column it missed each time).
    int filterLength = Math.toIntExact(k());
    for (int band = 0; band < channels; band += FILTER_BAND) {
      int bandEnd = Math.min(channels, band + FILTER_BAND);
      int firstFilter = Math.toIntExact(group * channels) + band;
      for (int q = 0; q < pack; q++) {
        int rowStart = Math.toIntExact(q * width * columns + q * channels);
        for (int i = 0; i < valid; i++, rowStart += columns) {
          int read = firstFilter * filterLength + offsets[i];
          for (int o = band; o < bandEnd; o++, read += filterLength) {
            weight[rowStart + o] = filter[read];
          }
        }
      }
    }
    return weight;
  }

  /** {@return the offset in one filter of patch element {@code element}} */
  private long filterOffset(long element) {
    return channelsLast() ? element % groupChannels() * taps() + element / groupChannels()
        : element;
  }

  /**
   * {@return the bias of {@code group} for a product of {@code rows} rows of {@code pack}
   * patches ({@code [rows, pack·c]}, row-major), or {@code null} without a bias}
   */
  float[] bias(long group, long rows, long pack) {
    if (bias == null) {
      return null;
    }
    int columns = Math.toIntExact(pack * c());
    float[] values = new float[Math.toIntExact(rows * columns)];
    for (int i = 0; i < values.length; i++) {
      values[i] = bias[Math.toIntExact(group * c() + i % columns % c())];
    }
    return values;
  }
}
