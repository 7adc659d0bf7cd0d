package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.SpatVAddOp;
import raptor.dialect.spat.SpatVMulOp;
import raptor.ir.Value;
import raptor.ir.attr.Location;

/**
 * The {@code depthwise} Conv strategy (spec §1.6, StructuredDepthwise): no im2col and no
 * crossbar. Each output channel sees one input channel, so for every kernel tap one gather takes
 * the input element each output position sees there (the NCHW result's shape, padding zero),
 * multiplies it by that tap's per-channel filter value, and the taps and the bias are added, all
 * in one compute of vector ops.
 */
final class ConvDepthwise {
  private ConvDepthwise() {
  }

  /** {@return the NCHW {@code result} of the depthwise {@code problem} on {@code input}} */
  static Value lower(ConvProblem problem, Value input, Computes computes, long[] result) {
    ConvGeometry g = problem.geometry();
    long multiplier = problem.c();
    long taps = problem.taps();
    long count = Tensors.count(result);
    long plane = g.outHeight() * g.outWidth();
    List<Gather> windows = new ArrayList<>();
    List<Value> inputs = new ArrayList<>(List.of(input, computes.splat(0f, count)));
    for (long tap = 0; tap < taps; tap++) {
      long r = tap / g.kernel()[1];
      long s = tap % g.kernel()[1];
      windows.add(Gather.of(result, index -> {
        long at = g.inputElement(index[0], index[1] / multiplier, g.inputRow(index[2], r),
            g.inputColumn(index[3], s));
        return at == Gather.FILL ? at : Gather.element(0, at);
      }));
      float[] weight = new float[Math.toIntExact(count)];
      for (int i = 0; i < weight.length; i++) {
        long channel = i / plane % problem.outChannels();
        weight[i] = problem.filter()[Math.toIntExact(channel * taps + tap)];
      }
      inputs.add(computes.constant(weight, count));
    }
    if (problem.bias() != null) {
      float[] bias = new float[Math.toIntExact(count)];
      for (int i = 0; i < bias.length; i++) {
        bias[i] = problem.bias()[Math.toIntExact(i / plane % problem.outChannels())];
      }
      inputs.add(computes.constant(bias, count));
    }
    return computes.compute(Tensors.f32(result), List.of(), inputs, (body, weights, in) -> {
      Location l = computes.location();
      Value sum = null;
      for (int tap = 0; tap < windows.size(); tap++) {
        Value taken = windows.get(tap).emitFlat(body, l, List.of(in.get(0)), in.get(1));
        Value product = SpatVMulOp.create(body, l, taken, in.get(2 + tap)).output();
        sum = sum == null ? product : SpatVAddOp.create(body, l, sum, product).output();
      }
      if (in.size() > 2 + windows.size()) {
        sum = SpatVAddOp.create(body, l, sum, in.get(in.size() - 1)).output();
      }
      return List.of(Gather.reshape(body, l, sum, result));
    });
  }
}
