package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxLRNOp;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.Location;

/**
 * {@code onnx.LRN} (local response normalization across channels, as in GoogLeNet):
 * {@code y = x · (bias + alpha / size · Σ x²)^-beta}, the sum over a window of {@code size}
 * channels. The ISA has no power, reciprocal or square root, so the lowering composes them from
 * vector multiplies and adds in one compute: the squares, one zero-filled channel-shifted gather
 * per window offset, and Newton's iteration {@code y ← y·(3 - z·y²)/2} for {@code z^-1/2}.
 * With {@code s = z^-1/2} and {@code q = (z·s)^-1/2 = z^-1/4}, {@code z^-beta} is {@code q},
 * {@code s}, {@code s·q} or {@code s²} for beta 0.25, 0.5, 0.75 (the usual value) or 1; other
 * betas are an error. The iteration starts at {@code 1/64} of the largest possible result
 * ({@code bias^-1/2}, as z ≥ bias), which converges for every z up to {@code 12288·bias} in the
 * {@value #ITERATIONS} steps taken.
 */
final class Lrn {
  /** Newton steps of each inverse square root. */
  static final int ITERATIONS = 18;
  private static final float START = 1f / 64;

  private Lrn() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxLRNOp.NAME, (op, computes, tile) -> List.of(lower((OnnxLRNOp) op,
        computes)));
  }

  private static Value lower(OnnxLRNOp op, Computes computes) throws LoweringException {
    long[] x = Tensors.floatShape(op, op.X());
    if (x.length < 3) {
      throw new LoweringException(op, "requires an input of rank 3 or more (N, C, ...)");
    }
    double beta = op.beta();
    if (beta != 0.25 && beta != 0.5 && beta != 0.75 && beta != 1) {
      throw new LoweringException(op, "supports beta 0.25, 0.5, 0.75 or 1 only, got " + (float) beta);
    }
    if (op.bias() <= 0) {
      throw new LoweringException(op, "requires a positive bias, got " + op.bias());
    }
    long size = op.size();
    long channels = x[1];
    long plane = Tensors.count(x) / (x[0] * channels);
    long count = Tensors.count(x);
    List<Gather> shifts = new ArrayList<>();
    for (long d = -((size - 1) / 2); d <= size / 2; d++) {
      long shift = d;
      shifts.add(Gather.of(count, index -> {
        long channel = index / plane % channels + shift;
        return channel < 0 || channel >= channels ? Gather.FILL
            : Gather.element(0, index + shift * plane);
      }));
    }
    float bias = (float) op.bias();
    List<Value> inputs = List.of(op.X(), computes.splat(0f, count),
        computes.splat((float) (op.alpha() / size), count), computes.splat(bias, count),
        computes.splat(-0.5f, count), computes.splat(1.5f, count),
        computes.splat((float) (START / Math.sqrt(bias)), count),
        computes.splat((float) (START / Math.pow(bias, 0.25)), count));
    return computes.compute(Tensors.f32(x), List.of(), inputs, (body, weights, in) -> {
      Location l = computes.location();
      Value flat = Gather.flatten(body, l, in.get(0));
      Value squares = Elementwise.vmul(body, l, flat, flat);
      Value sum = null;
      for (Gather shift : shifts) {
        Value taken = shift.emitFlat(body, l, List.of(squares), in.get(1));
        sum = sum == null ? taken : Elementwise.vadd(body, l, sum, taken);
      }
      Value z = Elementwise.vadd(body, l, Elementwise.vmul(body, l, sum, in.get(2)), in.get(3));
      Value s = inverseSqrt(body, l, z, in.get(6), in.get(4), in.get(5));
      Value q = inverseSqrt(body, l, Elementwise.vmul(body, l, z, s), in.get(7), in.get(4),
          in.get(5));
      Value power = beta == 0.25 ? q : beta == 0.5 ? s : beta == 0.75
          ? Elementwise.vmul(body, l, s, q) : Elementwise.vmul(body, l, s, s);
      return List.of(Gather.reshape(body, l, Elementwise.vmul(body, l, flat, power), x));
    });
  }

  /** {@return {@code z^-1/2} by Newton's iteration from {@code start}} */
  private static Value inverseSqrt(OpBuilder body, Location l, Value z, Value start,
      Value minusHalf, Value threeHalves) {
    Value y = start;
    for (int i = 0; i < ITERATIONS; i++) {
      Value zyy = Elementwise.vmul(body, l, Elementwise.vmul(body, l, y, y), z);
      Value factor = Elementwise.vadd(body, l, Elementwise.vmul(body, l, zyy, minusHalf),
          threeHalves);
      y = Elementwise.vmul(body, l, y, factor);
    }
    return y;
  }
}
