package raptor.conversion.onnxtospatial;

import raptor.dialect.spat.SpatIm2colOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.Location;

/**
 * The 2-D window geometry shared by Conv and the pools: kernel, strides, dilations and the
 * leading pads (explicit, or from {@code SAME_UPPER}/{@code SAME_LOWER}/{@code VALID}), and the
 * input and output sizes of an NCHW tensor.
 *
 * @param batch N
 * @param channels C of the input
 * @param height H of the input
 * @param width W of the input
 * @param outHeight H of the output
 * @param outWidth W of the output
 * @param kernel kH, kW
 * @param strides the strides
 * @param dilations the dilations
 * @param padTop the rows of padding before the input
 * @param padLeft the columns of padding before the input
 */
record ConvGeometry(long batch, long channels, long height, long width, long outHeight,
    long outWidth, long[] kernel, long[] strides, long[] dilations, long padTop, long padLeft) {

  /** The window attributes of one op. */
  record Window(String autoPad, ArrayAttr kernel, ArrayAttr strides, ArrayAttr dilations,
      ArrayAttr pads) {
  }

  /**
   * {@return the geometry of {@code op} reading {@code input} into {@code output}}
   *
   * @param kernel kH, kW when the op has no kernel_shape (from the Conv weight)
   * @throws LoweringException when the tensors are not 4-D
   */
  static ConvGeometry of(Operation op, long[] input, long[] output, long[] kernel, Window window)
      throws LoweringException {
    if (input.length != 4 || output.length != 4) {
      throw new LoweringException(op, "supports only 2-D windows over NCHW tensors");
    }
    long[] k = window.kernel() == null ? kernel : TensorOps.longs(window.kernel());
    long[] strides = window.strides() == null ? new long[] {1, 1}
        : TensorOps.longs(window.strides());
    long[] dilations = window.dilations() == null ? new long[] {1, 1}
        : TensorOps.longs(window.dilations());
    long[] pads = new long[4];
    String autoPad = window.autoPad();
    if ("SAME_UPPER".equals(autoPad) || "SAME_LOWER".equals(autoPad)) {
      for (int d = 0; d < 2; d++) {
        long size = input[2 + d];
        long out = (size + strides[d] - 1) / strides[d];
        long total = Math.max(0, (out - 1) * strides[d] + (k[d] - 1) * dilations[d] + 1 - size);
        pads[d] = "SAME_UPPER".equals(autoPad) ? total / 2 : total - total / 2;
      }
    } else if (window.pads() != null && !"VALID".equals(autoPad)) {
      pads = TensorOps.longs(window.pads());
    }
    return new ConvGeometry(input[0], input[1], input[2], input[3], output[2], output[3], k,
        strides, dilations, pads[0], pads[1]);
  }

  /** {@return the input row of output row {@code oh} and kernel row {@code kh}} */
  long inputRow(long oh, long kh) {
    return oh * strides[0] - padTop + kh * dilations[0];
  }

  /** {@return the input column of output column {@code ow} and kernel column {@code kw}} */
  long inputColumn(long ow, long kw) {
    return ow * strides[1] - padLeft + kw * dilations[1];
  }

  /**
   * {@return the flat NCHW index of input element (n, c, row, column), or {@link Gather#FILL}
   * when it is padding}
   */
  long inputElement(long n, long c, long row, long column) {
    if (row < 0 || row >= height || column < 0 || column >= width) {
      return Gather.FILL;
    }
    return ((n * channels + c) * height + row) * width + column;
  }

  /**
   * {@return one {@code spat.im2col} of the 4-D {@code input} into {@code fill} through this
   * window}
   *
   * @param channels {@code [first, count]} of the input channels a patch covers
   * @param positions {@code [first, count]} of the output positions gathered
   * @param patch {@code [pack, kOffset, width]}: patches per row and the patch elements kept
   * @param channelsLast whether {@code input} is NHWC and patches list channels innermost
   * @param firstRow the input row that is row 0 of {@code input} (which may hold only the rows
   *     from it that the windows read, see {@link #inputRows})
   */
  Value im2col(OpBuilder body, Location location, Value input, Value fill, long[] channels,
      long[] positions, long[] patch, boolean channelsLast, long firstRow) {
    return SpatIm2colOp.create(body, location, fill.type(), input, fill,
        DenseArrayAttr.ofI64(kernel), DenseArrayAttr.ofI64(strides),
        DenseArrayAttr.ofI64(dilations), DenseArrayAttr.ofI64(padTop + firstRow, padLeft),
        DenseArrayAttr.ofI64(outHeight, outWidth), DenseArrayAttr.ofI64(channels),
        DenseArrayAttr.ofI64(positions), DenseArrayAttr.ofI64(patch), channelsLast).output();
  }

  /**
   * {@return the input rows {@code [first, end)} that the windows of the output positions
   * {@code [first, first + count)} of one image read, padding left out}
   */
  long[] inputRows(long firstPosition, long count) {
    long lastOut = (firstPosition + count - 1) / outWidth;
    long first = Math.max(0, inputRow(firstPosition / outWidth, 0));
    long end = Math.min(height, inputRow(lastOut, kernel[0] - 1) + 1);
    return new long[] {first, Math.max(first, end)};
  }

  /** {@return the output positions: N x outH x outW} */
  long positions() {
    return batch * outHeight * outWidth;
  }
}
