package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxConvOp;
import raptor.ir.Value;

/**
 * {@code onnx.Conv} (spec §1.6) with a constant weight, by the explicit im2col strategy
 * ({@code legacy}): per group, one gather builds the {@code [N·outH·outW, C/g·kH·kW]} patch
 * matrix straight from the NCHW input (padding positions are zeros), the contraction planner
 * multiplies it by the reshaped filter ({@code [C/g·kH·kW, Cout/g]}) with the bias added in
 * its reduction compute, and a last gather reorders the positions-by-channels products into
 * the NCHW result (with one group, a matrix transpose: {@link TensorOps#transpose}).
 */
final class Conv {
  private Conv() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxConvOp.NAME, (op, computes, tile) -> List.of(lower((OnnxConvOp) op,
        computes, tile)));
  }

  private static Value lower(OnnxConvOp op, Computes computes, long tile)
      throws LoweringException {
    long[] x = Tensors.floatShape(op, op.X());
    long[] w = Tensors.shape(op, op.W());
    long[] y = Tensors.shape(op, op.Y());
    if (!Tensors.isConstant(op.W())) {
      throw new LoweringException(op, "requires a compile-time constant weight: no Conv "
          + "strategy supports a runtime filter");
    }
    if (w.length != 4) {
      throw new LoweringException(op, "supports only 2-D convolutions");
    }
    ConvGeometry g = ConvGeometry.of(op, x, y, new long[] {w[2], w[3]},
        new ConvGeometry.Window(op.autoPad(), op.kernelShapeAttr(), op.stridesAttr(),
            op.dilationsAttr(), op.padsAttr()));
    long groups = op.group();
    long cin = x[1] / groups;
    long cout = w[0] / groups;
    long kh = g.kernel()[0];
    long kw = g.kernel()[1];
    long k = cin * kh * kw;
    long positions = g.positions();
    float[] filter = Tensors.floats(op, op.W(), "the weight");
    float[] bias = Tensors.isNone(op.B()) ? null : Tensors.floats(op, op.B(), "the bias");
    List<Value> products = new ArrayList<>();
    for (long group = 0; group < groups; group++) {
      long first = group * cin;
      long plane = g.outHeight() * g.outWidth();
      Gather im2col = Gather.of(new long[] {positions, k}, index -> {
        long n = index[0] / plane;
        long oh = index[0] / g.outWidth() % g.outHeight();
        long ow = index[0] % g.outWidth();
        long c = index[1] / (kh * kw);
        long r = index[1] / kw % kh;
        long s = index[1] % kw;
        long at = g.inputElement(n, first + c, g.inputRow(oh, r), g.inputColumn(ow, s));
        return at == Gather.FILL ? at : Gather.element(0, at);
      });
      Value patches = computes.gather(im2col, List.of(op.X()), 0f, positions, k);
      float[] weight = new float[Math.toIntExact(k * cout)];
      float[] groupBias = bias == null ? null : new float[Math.toIntExact(positions * cout)];
      for (int o = 0; o < cout; o++) {
        int channel = Math.toIntExact(group * cout + o);
        for (int i = 0; i < k; i++) {
          weight[Math.toIntExact(i * cout + o)] = filter[Math.toIntExact(channel * k + i)];
        }
        for (int p = 0; groupBias != null && p < positions; p++) {
          groupBias[Math.toIntExact(p * cout + o)] = bias[channel];
        }
      }
      products.add(Contraction.emit(computes, new ContractionPlan(positions, k, cout, tile),
          patches, weight, groupBias));
    }
    if (groups == 1) {
      return TensorOps.transpose(computes, products.get(0),
          new long[] {g.batch(), g.outHeight(), g.outWidth(), cout}, new long[] {0, 3, 1, 2});
    }
    long plane = g.outHeight() * g.outWidth();
    Gather nchw = Gather.of(y, index -> {
      long group = index[1] / cout;
      long position = (index[0] * plane) + index[2] * g.outWidth() + index[3];
      return Gather.element((int) group, position * cout + index[1] % cout);
    });
    return computes.gather(nchw, products, 0f, y);
  }
}
