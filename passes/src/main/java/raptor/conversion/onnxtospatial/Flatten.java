package raptor.conversion.onnxtospatial;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxFlattenOp;
import raptor.dialect.onnx.OnnxReshapeOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatFlattenPlanOp;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;

/**
 * {@code onnx.Flatten} and {@code onnx.Reshape} (spec §1.9): the row-major order of the
 * elements does not change, so the new shape is one whole copy (a gather of one run) in a
 * compute. A Flatten of a 4-D f32 tensor to a matrix (or a Reshape that is one, as
 * {@code onnx-prepare} writes Flatten) becomes {@code flatten_plan} (spec §2.2), which, at axis
 * 1, can also read a row strip: one transposing gather puts each image's HWC rows back in CHW
 * order, so the row strip needs no separate materialization.
 */
final class Flatten {
  /** The axis a Flatten of a row strip flattens at: one image per output row. */
  static final long IMAGES = 1;

  private Flatten() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    OpLowering reshape = (op, computes, tile) -> {
      long[] from = Tensors.floatShape(op, op.operand(0));
      long[] to = Tensors.shape(op, op.result(0));
      long axis = flattenAxis(from, to);
      if (axis < 0) {
        return List.of(reshape(computes, op.operand(0), from, to));
      }
      return List.of(SpatFlattenPlanOp.create(computes.builder(), computes.location(),
          op.result(0).type(), op.operand(0), IntegerAttr.of(IntegerType.I64, axis),
          ElementwisePlans.NCHW).output());
    };
    lowerings.put(OnnxFlattenOp.NAME, reshape);
    lowerings.put(OnnxReshapeOp.NAME, reshape);
  }

  /**
   * {@return the axis at which the Flatten of the 4-D {@code from} gives the 2-D {@code to},
   * {@link #IMAGES} when several do (leading ones), or -1 when the reshape is no such Flatten}
   */
  static long flattenAxis(long[] from, long[] to) {
    if (from.length != 4 || to.length != 2) {
      return -1;
    }
    long outer = 1;
    long axis = -1;
    for (int k = 0; k <= from.length; k++) {
      if (outer == to[0] && (axis < 0 || k == IMAGES)) {
        axis = k;
      }
      outer *= k < from.length ? from[k] : 1;
    }
    return axis;
  }

  /**
   * {@return the lowering of {@code op}}
   *
   * @param input the input in the layout the selected alternative requires
   * @param inputLayout that layout: dense, or a row strip at axis {@link #IMAGES}
   */
  static Value lower(SpatFlattenPlanOp op, Computes computes, Value input,
      PhysicalLayout inputLayout) {
    long[] x = RowStrip.shape(op.input());
    long[] out = RowStrip.shape(op.output());
    if (inputLayout == PhysicalLayout.DENSE_NCHW) {
      return reshape(computes, input, x, out);
    }
    long plane = x[2] * x[3];
    Gather gather = Gather.of(out, index -> Gather.element(0, RowStrip.stripIndex(x, index[0],
        index[1] / plane, index[1] % plane / x[3], index[1] % x[3])));
    return computes.gather(gather, List.of(input), 0f, out);
  }

  /** {@return {@code value} of shape {@code from} with shape {@code to}, itself if equal} */
  static Value reshape(Computes computes, Value value, long[] from, long[] to) {
    if (Arrays.equals(from, to)) {
      return value;
    }
    return computes.gather(Gather.of(Tensors.count(to), index -> Gather.element(0, index)),
        List.of(value), 0f, to);
  }
}
