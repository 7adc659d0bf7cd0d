package raptor.conversion.onnxtospatial;

import java.util.Arrays;
import java.util.List;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatTransposePlanOp;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;

/**
 * The transposes between NCHW and NHWC that a Conv of one group puts around its NHWC patches
 * and products ({@link ConvPatches}), as {@code spat.transpose_plan}s. The NHWC side's data is
 * the row strip of the NCHW side ({@link RowStrip}), so when layout planning gives the NCHW
 * side the row-strip layout the transpose is only a reshape; a dense NCHW side costs one
 * {@code spat.transpose}.
 */
final class TransposePlans {
  /** The permutation from NCHW to NHWC. */
  static final long[] TO_NHWC = {0, 2, 3, 1};
  /** The permutation from NHWC to NCHW. */
  static final long[] TO_NCHW = {0, 3, 1, 2};

  private TransposePlans() {
  }

  /** {@return a transpose plan of the NCHW {@code nchw} to NHWC} */
  static Value toNhwc(Computes computes, Value nchw) {
    return create(computes, nchw, TO_NHWC);
  }

  /** {@return a transpose plan of the NHWC {@code nhwc} to NCHW} */
  static Value toNchw(Computes computes, Value nhwc) {
    return create(computes, nhwc, TO_NCHW);
  }

  private static Value create(Computes computes, Value input, long[] perm) {
    long[] shape = RowStrip.shape(input);
    long[] out = new long[shape.length];
    for (int d = 0; d < out.length; d++) {
      out[d] = shape[(int) perm[d]];
    }
    return SpatTransposePlanOp.create(computes.builder(), computes.location(), Tensors.f32(out),
        input, DenseArrayAttr.ofI64(perm), ElementwisePlans.NCHW).output();
  }

  /** {@return whether {@code op} moves channels last, so that its input may be a row strip} */
  static boolean readsStrip(SpatTransposePlanOp op) {
    return Arrays.equals(op.perm(), TO_NHWC);
  }

  /** {@return whether {@code op} moves channels first, so that its result may be a row strip} */
  static boolean writesStrip(SpatTransposePlanOp op) {
    return Arrays.equals(op.perm(), TO_NCHW);
  }

  /**
   * {@return the lowering of {@code op} with its operand in {@code operandLayout} and its result
   * in {@code resultLayout}}: a reshape when either is a row strip, else a transpose
   *
   * @param operand the operand, its physical tensor when it is a row strip
   */
  static Value lower(SpatTransposePlanOp op, Computes computes, PhysicalLayout operandLayout,
      PhysicalLayout resultLayout, Value operand) {
    long[] shape = RowStrip.shape(op.input());
    long[] out = RowStrip.shape(op.output());
    if (resultLayout == PhysicalLayout.NHWC_ROW_STRIP) {
      return reshape(computes, operand, RowStrip.physical(out));
    }
    if (operandLayout == PhysicalLayout.NHWC_ROW_STRIP) {
      return reshape(computes, operand, out);
    }
    return TensorOps.transpose(computes, operand, shape, op.perm());
  }

  private static Value reshape(Computes computes, Value value, long[] shape) {
    return computes.compute(Tensors.f32(shape), List.of(), List.of(value),
        (body, weights, inputs) -> List.of(Gather.reshape(body, computes.location(),
            Gather.flatten(body, computes.location(), inputs.get(0)), shape)));
  }
}
