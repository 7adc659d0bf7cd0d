package raptor.conversion.onnxtospatial;

import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxResizeOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatResizeNearestPlanOp;
import raptor.ir.Value;

/**
 * {@code onnx.Resize} in {@code nearest} mode (spec §1.9): every output element is one input
 * element, chosen per axis by the coordinate transformation and the nearest rounding mode, so
 * the resize is one static gather. The scales come from the constant {@code scales}, or from
 * the output and input sizes. A 4-D resize of H and W whose output index {@code o} reads input
 * index {@code o·in/out} (integer scales with {@code asymmetric} and {@code floor}, say) becomes
 * {@code resize_nearest_plan}, lowered as the same gather on dense tensors or on row strips.
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
    long[][] sources = sources(op, x, y);
    if (planned(x, y, sources)) {
      return SpatResizeNearestPlanOp.create(computes.builder(), computes.location(),
          op.Y().type(), op.X(), ElementwisePlans.NCHW).output();
    }
    long[] strides = Tensors.strides(x);
    Gather gather = Gather.of(y, index -> {
      long at = 0;
      for (int d = 0; d < index.length; d++) {
        at += sources[d][(int) index[d]] * strides[d];
      }
      return Gather.element(0, at);
    });
    return computes.gather(gather, List.of(op.X()), 0f, y);
  }

  /** {@return the input index each output index of each axis reads} */
  private static long[][] sources(OnnxResizeOp op, long[] x, long[] y)
      throws LoweringException {
    double[] scales = new double[x.length];
    float[] given = Tensors.isNone(op.scales()) ? null : Tensors.floats(op, op.scales(),
        "the scales");
    for (int d = 0; d < x.length; d++) {
      scales[d] = given != null && given.length == x.length ? given[d] : (double) y[d] / x[d];
    }
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
    return sources;
  }

  /**
   * {@return whether the resize is what {@code resize_nearest_plan} computes from the shapes
   * alone}: a 4-D resize keeping N and C, output index {@code o} of H and W reading
   * {@link #source}
   */
  private static boolean planned(long[] x, long[] y, long[][] sources) {
    if (x.length != 4 || x[0] != y[0] || x[1] != y[1]) {
      return false;
    }
    for (int d = 0; d < x.length; d++) {
      for (int o = 0; o < y[d]; o++) {
        if (sources[d][o] != source(o, x[d], y[d])) {
          return false;
        }
      }
    }
    return true;
  }

  /** {@return the input index output index {@code o} of a plan's axis reads} */
  private static long source(long o, long in, long out) {
    return o * in / out;
  }

  /**
   * {@return the lowering of {@code op} into {@code layout}}: one gather, from and into a row
   * strip or dense tensors
   */
  static Value lower(SpatResizeNearestPlanOp op, Computes computes, PhysicalLayout layout,
      Value input) {
    long[] x = RowStrip.shape(op.input());
    long[] y = RowStrip.shape(op.output());
    if (layout == PhysicalLayout.DENSE_NCHW) {
      return computes.gather(Gather.of(y, index -> Gather.element(0, RowStrip.denseIndex(x,
          index[0], index[1], source(index[2], x[2], y[2]), source(index[3], x[3], y[3])))),
          List.of(input), 0f, y);
    }
    long[] physical = RowStrip.physical(y);
    return computes.gather(Gather.of(physical, index -> Gather.element(0, RowStrip.stripIndex(x,
        index[0] / y[2], index[2], source(index[0] % y[2], x[2], y[2]),
        source(index[1], x[3], y[3])))), List.of(input), 0f, physical);
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
