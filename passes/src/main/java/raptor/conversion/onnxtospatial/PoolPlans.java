package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import raptor.dialect.arith.ArithAddIOp;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.arith.ArithDivUIOp;
import raptor.dialect.arith.ArithMaxSIOp;
import raptor.dialect.arith.ArithMinSIOp;
import raptor.dialect.arith.ArithMulIOp;
import raptor.dialect.arith.ArithRemUIOp;
import raptor.dialect.onnx.OnnxMaxPoolSingleOutOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatMaxPool2DPlanOp;
import raptor.dialect.spat.SpatVMaxOp;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;

/**
 * MaxPool as a plan op (spec §1.7): a 2-D MaxPool without dilation becomes
 * {@code max_pool2d_plan} with explicit pads, lowered densely by {@link Pool} or into a row
 * strip (a dense input is first transposed into one): a batch of {@code N·outH} lanes, each
 * reading the {@code kH} rows of the strip under its window and reducing its {@code kH·kW}
 * window offsets with {@code spat.vmax}. A padding row or column is replaced by the nearest
 * input one, which the same window covers, so that the maximum is unchanged; then each lane
 * reads rows at an offset computed from its index, and a chunk of lanes needs only the rows
 * under its windows (see {@code RowRange}), with no gather of the whole input on one core.
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
    Value strip = inputLayout == PhysicalLayout.NHWC_ROW_STRIP ? input
        : RowStrip.fromDense(computes, input, x);
    long channels = x[1];
    long width = g.outWidth() * channels;
    long[] fragment = {1, g.outWidth(), channels};
    return computes.batch(Math.toIntExact(x[0] * g.outHeight()),
        Tensors.f32(RowStrip.physical(y)), List.of(), List.of(strip),
        (body, lane, weights, in) -> {
          Location l = computes.location();
          List<Value> rows = windowRows(body, l, computes, in.get(0), lane, g);
          Value result = null;
          for (int r = 0; r < rows.size(); r++) {
            for (long s = 0; s < g.kernel()[1]; s++) {
              long tap = s;
              Gather columns = Gather.of(width, i -> Gather.element(0,
                  clamp(g.inputColumn(i / channels, tap), g.width()) * channels
                      + i % channels));
              Value taken = columns.emitFlat(body, l, List.of(rows.get(r)), null);
              result = result == null ? taken : SpatVMaxOp.create(body, l, result, taken)
                  .output();
            }
          }
          return Gather.reshape(body, l, result, fragment);
        });
  }

  /**
   * {@return the {@code kH} input rows, flattened, under the window of the output row of
   * {@code lane}} (image {@code lane / outH}, row {@code lane % outH}): a padding row is replaced
   * by the nearest input row, which the window also covers, so that the maximum is unchanged and
   * every lane reads rows of the strip at {@code clamp(stride·row - padTop + r)} (clamped only
   * where some lane's window reaches past the input)
   */
  private static List<Value> windowRows(OpBuilder body, Location l, Computes computes,
      Value strip, Value lane, ConvGeometry g) {
    Map<Long, Value> constants = new HashMap<>();
    Function<Long, Value> index = value -> constants.computeIfAbsent(value, v ->
        ArithConstantOp.create(body, l, IndexType.INSTANCE, IntegerAttr.index(v)).result());
    Value imageRow = null;
    Value row = lane;
    if (((ShapedType) strip.type()).shape().get(0) != g.height()) {
      Value image = ArithDivUIOp.create(body, l, lane, index.apply(g.outHeight()), false)
          .result(0);
      imageRow = ArithMulIOp.create(body, l, image, index.apply(g.height()), null).result(0);
      row = ArithRemUIOp.create(body, l, lane, index.apply(g.outHeight())).result(0);
    }
    Value top = g.strides()[0] == 1 ? row
        : ArithMulIOp.create(body, l, row, index.apply(g.strides()[0]), null).result(0);
    long lastTop = (g.outHeight() - 1) * g.strides()[0];
    List<Value> rows = new ArrayList<>();
    for (long r = 0; r < g.kernel()[0]; r++) {
      long offset = r - g.padTop();
      Value at = offset == 0 ? top
          : ArithAddIOp.create(body, l, top, index.apply(offset), null).result(0);
      if (offset < 0) {
        at = ArithMaxSIOp.create(body, l, at, index.apply(0L)).result(0);
      }
      if (lastTop + offset >= g.height()) {
        at = ArithMinSIOp.create(body, l, at, index.apply(g.height() - 1)).result(0);
      }
      if (imageRow != null) {
        at = ArithAddIOp.create(body, l, imageRow, at, null).result(0);
      }
      rows.add(Gather.flatten(body, l, RowStrip.row(body, computes, strip, at)));
    }
    return rows;
  }

  /** {@return {@code column} moved into {@code [0, width)}} */
  private static long clamp(long column, long width) {
    return Math.max(0, Math.min(width - 1, column));
  }
}
