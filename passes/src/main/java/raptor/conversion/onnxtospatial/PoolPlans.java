package raptor.conversion.onnxtospatial;

import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxMaxPoolSingleOutOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatMaxPool2DPlanOp;
import raptor.dialect.spat.SpatVMaxOp;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.Location;

/**
 * MaxPool as a plan op (spec §1.7): a 2-D MaxPool without dilation becomes
 * {@code max_pool2d_plan} with explicit pads, lowered densely by {@link Pool} or into a row
 * strip: one gather lays out, for each output row, the {@code kH} padded input rows its window
 * reads (whole rows of a row strip; a dense input is first transposed into one), and a batch
 * of {@code N·outH} lanes reduces each row's {@code kH·kW} window offsets with
 * {@code spat.vmax}.
 */
final class PoolPlans {
  private PoolPlans() {
  }

  /** Replaces the MaxPool lowering by the plan op where the plan op can express it. */
  static void register(Map<String, OpLowering> lowerings) {
    OpLowering dense = lowerings.get(OnnxMaxPoolSingleOutOp.NAME);
    lowerings.put(OnnxMaxPoolSingleOutOp.NAME, (op, computes, tile) -> {
      OnnxMaxPoolSingleOutOp pool = (OnnxMaxPoolSingleOutOp) op;
      long[] x = Tensors.floatShape(op, pool.X());
      long[] y = Tensors.shape(op, op.result(0));
      ConvGeometry g = ConvGeometry.of(op, x, y, null, new ConvGeometry.Window(pool.autoPad(),
          pool.kernelShapeAttr(), pool.stridesAttr(), pool.dilationsAttr(), pool.padsAttr()));
      long[] pads = pads(g);
      if (g.dilations()[0] != 1 || g.dilations()[1] != 1 || pads == null) {
        return dense.lower(op, computes, tile);
      }
      return List.of(SpatMaxPool2DPlanOp.create(computes.builder(), computes.location(),
          op.result(0).type(), pool.X(), DenseArrayAttr.ofI64(g.kernel()),
          DenseArrayAttr.ofI64(g.strides()), DenseArrayAttr.ofI64(pads),
          ElementwisePlans.NCHW).output());
    });
  }

  /**
   * {@return the pads (top, left, bottom, right) that give {@code g}'s output sizes, or
   * {@code null} when none do (ceil mode)}
   */
  private static long[] pads(ConvGeometry g) {
    long[] in = {g.height(), g.width()};
    long[] out = {g.outHeight(), g.outWidth()};
    long[] leading = {g.padTop(), g.padLeft()};
    long[] pads = {leading[0], leading[1], 0, 0};
    for (int d = 0; d < 2; d++) {
      long trailing = Math.max(0,
          (out[d] - 1) * g.strides()[d] + g.kernel()[d] - in[d] - leading[d]);
      if ((in[d] + leading[d] + trailing - g.kernel()[d]) / g.strides()[d] + 1 != out[d]) {
        return null;
      }
      pads[d + 2] = trailing;
    }
    return pads;
  }

  /** {@return the geometry of the plan op} */
  private static ConvGeometry geometry(SpatMaxPool2DPlanOp op) {
    long[] x = RowStrip.shape(op.input());
    long[] y = RowStrip.shape(op.output());
    return new ConvGeometry(x[0], x[1], x[2], x[3], y[2], y[3], op.kernelShape(), op.strides(),
        new long[] {1, 1}, op.pads()[0], op.pads()[1]);
  }

  /**
   * {@return the lowering of {@code op} into {@code layout}}
   *
   * @param input the input in the layout the selected alternative requires
   * @param inputLayout that layout
   */
  static Value lower(SpatMaxPool2DPlanOp op, Computes computes, PhysicalLayout layout,
      Value input, PhysicalLayout inputLayout) throws LoweringException {
    ConvGeometry g = geometry(op);
    if (layout == PhysicalLayout.DENSE_NCHW) {
      return Pool.windowed(op, computes, true, false, g);
    }
    long[] x = RowStrip.shape(op.input());
    long[] y = RowStrip.shape(op.output());
    long kh = g.kernel()[0];
    long kw = g.kernel()[1];
    long span = (g.outWidth() - 1) * g.strides()[1] + kw;
    long channels = x[1];
    Value strip = inputLayout == PhysicalLayout.NHWC_ROW_STRIP ? input
        : RowStrip.fromDense(computes, input, x);
    long[] windowShape = {x[0] * g.outHeight(), kh, span, channels};
    Gather rows = Gather.of(windowShape, index -> {
      long n = index[0] / g.outHeight();
      long row = g.inputRow(index[0] % g.outHeight(), index[1]);
      long column = index[2] - g.padLeft();
      if (row < 0 || row >= x[2] || column < 0 || column >= x[3]) {
        return Gather.FILL;
      }
      return Gather.element(0, RowStrip.stripIndex(x, n, index[3], row, column));
    });
    Value windows = computes.gather(rows, List.of(strip), -Float.MAX_VALUE, windowShape);
    long width = g.outWidth() * channels;
    long[] fragment = {1, g.outWidth(), channels};
    return computes.batch(Math.toIntExact(windowShape[0]), Tensors.f32(RowStrip.physical(y)),
        List.of(), List.of(windows), (body, lane, weights, in) -> {
          Location l = computes.location();
          Value lanes = Gather.flatten(body, l, RowStrip.row(body, computes, in.get(0), lane));
          Value result = null;
          for (long r = 0; r < kh; r++) {
            for (long s = 0; s < kw; s++) {
              long rowOffset = r * span + s;
              Gather offset = Gather.of(width, i -> Gather.element(0,
                  (rowOffset + i / channels * g.strides()[1]) * channels + i % channels));
              Value taken = offset.emitFlat(body, l, List.of(lanes), null);
              result = result == null ? taken : SpatVMaxOp.create(body, l, result, taken)
                  .output();
            }
          }
          return Gather.reshape(body, l, result, fragment);
        });
  }
}
