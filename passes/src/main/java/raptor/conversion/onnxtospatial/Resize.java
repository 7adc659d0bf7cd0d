package raptor.conversion.onnxtospatial;

import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxResizeOp;
import raptor.ir.Value;

/**
 * {@code onnx.Resize} in {@code nearest} mode (spec §1.9): every output element is one input
 * element, chosen per axis by the coordinate transformation and the nearest rounding mode, so
 * the resize is one static gather. The scales come from the constant {@code scales}, or from
 * the output and input sizes.
 */
final class Resize {
  private Resize() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxResizeOp.NAME, (op, computes, tile) -> List.of(lower((OnnxResizeOp) op,
        computes)));
  }

  private static Value lower(OnnxResizeOp op, Computes computes) throws LoweringException {
    if (!"nearest".equals(op.mode())) {
      throw new LoweringException(op, "supports only mode \"nearest\", got \"" + op.mode()
          + "\"");
    }
    long[] x = Tensors.floatShape(op, op.X());
    long[] y = Tensors.shape(op, op.Y());
    double[] scales = new double[x.length];
    float[] given = Tensors.isNone(op.scales()) ? null : Tensors.floats(op, op.scales(),
        "the scales");
    for (int d = 0; d < x.length; d++) {
      scales[d] = given != null && given.length == x.length ? given[d] : (double) y[d] / x[d];
    }
    long[] strides = Tensors.strides(x);
    String transform = op.coordinateTransformationMode();
    String rounding = op.nearestMode();
    long[][] sources = new long[x.length][];
    for (int d = 0; d < x.length; d++) {
      sources[d] = new long[Math.toIntExact(y[d])];
      for (long o = 0; o < y[d]; o++) {
        double coordinate = original(transform, o, scales[d], x[d], y[d]);
        long index = round(rounding, coordinate);
        sources[d][(int) o] = Math.max(0, Math.min(x[d] - 1, index));
      }
    }
    Gather gather = Gather.of(y, index -> {
      long at = 0;
      for (int d = 0; d < index.length; d++) {
        at += sources[d][(int) index[d]] * strides[d];
      }
      return Gather.element(0, at);
    });
    return computes.gather(gather, List.of(op.X()), 0f, y);
  }

  /** {@return the input coordinate of output coordinate {@code o} (ONNX Resize)} */
  private static double original(String transform, long o, double scale, long in, long out) {
    return switch (transform) {
      case "asymmetric" -> o / scale;
      case "align_corners" -> out == 1 ? 0 : o * (in - 1) / (double) (out - 1);
      case "pytorch_half_pixel" -> out > 1 ? (o + 0.5) / scale - 0.5 : 0;
      case "tf_half_pixel_for_nn" -> (o + 0.5) / scale;
      default -> (o + 0.5) / scale - 0.5;
    };
  }

  /** {@return {@code coordinate} rounded by ONNX's {@code nearest_mode}} */
  private static long round(String mode, double coordinate) {
    return switch (mode) {
      case "floor" -> (long) Math.floor(coordinate);
      case "ceil" -> (long) Math.ceil(coordinate);
      case "round_prefer_ceil" -> (long) Math.floor(coordinate + 0.5);
      default -> coordinate == Math.floor(coordinate) + 0.5 ? (long) Math.floor(coordinate)
          : Math.round(coordinate);
    };
  }
}
