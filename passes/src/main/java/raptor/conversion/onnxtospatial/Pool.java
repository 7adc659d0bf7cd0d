package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxAveragePoolOp;
import raptor.dialect.onnx.OnnxGlobalMaxPoolOp;
import raptor.dialect.onnx.OnnxMaxPoolSingleOutOp;
import raptor.dialect.spat.SpatVAddOp;
import raptor.dialect.spat.SpatVMaxOp;
import raptor.dialect.spat.SpatVMulOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;

/**
 * MaxPool, AveragePool (one whose window is the whole plane as {@link GlobalAveragePool}) and
 * GlobalMaxPool (spec §1.7), densely: one compute gathers, for each
 * kernel offset, the input element every output position sees there (padding is the lowest
 * float for max and zero for average; one {@code spat.im2col} over the input viewed as
 * {@code N·C} one-channel planes) and reduces the gathered tensors with {@code spat.vmax}
 * or {@code spat.vadd}; an average is scaled by the reciprocal of each window's element count.
 */
final class Pool {
  private Pool() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxMaxPoolSingleOutOp.NAME, (op, computes, tile) -> {
      OnnxMaxPoolSingleOutOp pool = (OnnxMaxPoolSingleOutOp) op;
      return List.of(lower(op, computes, true, false, new ConvGeometry.Window(pool.autoPad(),
          pool.kernelShapeAttr(), pool.stridesAttr(), pool.dilationsAttr(), pool.padsAttr())));
    });
    lowerings.put(OnnxAveragePoolOp.NAME, (op, computes, tile) -> {
      OnnxAveragePoolOp pool = (OnnxAveragePoolOp) op;
      long[] x = Tensors.floatShape(op, op.operand(0));
      ConvGeometry g = ConvGeometry.of(op, x, Tensors.shape(op, op.result(0)), null,
          new ConvGeometry.Window(pool.autoPad(), pool.kernelShapeAttr(), pool.stridesAttr(),
              pool.dilationsAttr(), pool.padsAttr()));
      return List.of(coversPlane(g) ? GlobalAveragePool.lower(computes, op.operand(0), x)
          : windowed(op, computes, false, pool.countIncludePad() != 0, g));
    });
    lowerings.put(OnnxGlobalMaxPoolOp.NAME, (op, computes, tile) -> {
      long[] x = Tensors.floatShape(op, op.operand(0));
      return List.of(lower(op, computes, true, false, new ConvGeometry.Window("VALID", null,
          null, null, null), new long[] {x[2], x[3]}));
    });
  }

  /**
   * {@return whether the one window of {@code g} is the whole plane, without padding: the pool
   * is then a global average}
   */
  private static boolean coversPlane(ConvGeometry g) {
    return g.outHeight() == 1 && g.outWidth() == 1 && g.kernel()[0] == g.height()
        && g.kernel()[1] == g.width() && g.padTop() == 0 && g.padLeft() == 0
        && g.dilations()[0] == 1 && g.dilations()[1] == 1;
  }

  private static Value lower(Operation op, Computes computes, boolean max, boolean includePad,
      ConvGeometry.Window window) throws LoweringException {
    return lower(op, computes, max, includePad, window, null);
  }

  private static Value lower(Operation op, Computes computes, boolean max, boolean includePad,
      ConvGeometry.Window window, long[] kernel) throws LoweringException {
    long[] x = Tensors.floatShape(op, op.operand(0));
    long[] y = Tensors.shape(op, op.result(0));
    return windowed(op, computes, max, includePad, ConvGeometry.of(op, x, y, kernel, window));
  }

  /**
   * {@return the dense pooling of {@code op}'s operand 0 into its result 0 over the windows of
   * {@code g}}: a maximum, or an average counting the padding when {@code includePad}
   */
  static Value windowed(Operation op, Computes computes, boolean max, boolean includePad,
      ConvGeometry g) throws LoweringException {
    long[] x = Tensors.floatShape(op, op.operand(0));
    long[] y = Tensors.shape(op, op.result(0));
    long count = Tensors.count(y);
    float[] sizes = new float[Math.toIntExact(count)];
    long[] index = new long[4];
    for (int i = 0; i < count; i++) {
      for (long r = 0; r < g.kernel()[0]; r++) {
        for (long s = 0; s < g.kernel()[1]; s++) {
          boolean inside = g.inputElement(index[0], index[1], g.inputRow(index[2], r),
              g.inputColumn(index[3], s)) != Gather.FILL;
          sizes[i] += inside || includePad ? 1 : 0;
        }
      }
      for (int d = 3; d >= 0 && ++index[d] == y[d]; d--) {
        index[d] = 0;
      }
    }
    List<Value> inputs = new ArrayList<>(List.of(op.operand(0),
        computes.splat(max ? -Float.MAX_VALUE : 0f, count)));
    if (!max) {
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = 1f / sizes[i];
      }
      inputs.add(computes.constant(sizes, count));
    }
    return computes.compute(Tensors.f32(y), List.of(), inputs, (body, weights, in) -> {
      Location l = computes.location();
      Value planes = Gather.reshape(body, l, Gather.flatten(body, l, in.get(0)),
          new long[] {x[0] * x[1], 1, x[2], x[3]});
      Value fill = Gather.reshape(body, l, in.get(1), new long[] {count, 1});
      long taps = g.kernel()[0] * g.kernel()[1];
      Value result = null;
      for (long tap = 0; tap < taps; tap++) {
        Value taken = Gather.flatten(body, l, g.im2col(body, l, planes, fill,
            new long[] {0, 1}, new long[] {0, count}, new long[] {1, tap, 1}, false, 0));
        result = result == null ? taken : max ? SpatVMaxOp.create(body, l, result, taken).output()
            : SpatVAddOp.create(body, l, result, taken).output();
      }
      if (!max) {
        result = SpatVMulOp.create(body, l, result, in.get(2)).output();
      }
      return List.of(Gather.reshape(body, l, result, y));
    });
  }
}
