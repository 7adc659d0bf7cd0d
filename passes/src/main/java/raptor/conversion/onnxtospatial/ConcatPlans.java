package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxConcatOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatConcatPlanOp;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.RankedTensorType;

/**
 * Concat as a plan op (spec §1.9, §2.2): a Concat of runtime 4-D f32 tensors becomes
 * {@code concat_plan} with a non-negative axis, lowered densely as one gather, or, along the
 * channel axis of row strips, per row: lane {@code i} joins row {@code i} of every input, whose
 * {@code W} channel vectors interleave, into one {@code [1, W, C]} fragment.
 */
final class ConcatPlans {
  /** The channel axis of NCHW, the axis a row-strip Concat joins. */
  static final long CHANNELS = 1;

  private ConcatPlans() {
  }

  /** Replaces the Concat lowering by the plan op where the plan op can express it. */
  static void register(Map<String, OpLowering> lowerings) {
    OpLowering dense = lowerings.get(OnnxConcatOp.NAME);
    lowerings.put(OnnxConcatOp.NAME, (op, computes, tile) -> planned((OnnxConcatOp) op)
        ? List.of(plan((OnnxConcatOp) op, computes)) : dense.lower(op, computes, tile));
  }

  /** {@return whether {@code op} joins runtime tensors into a 4-D f32 tensor} */
  private static boolean planned(OnnxConcatOp op) {
    return op.concatResult().type() instanceof RankedTensorType type && type.rank() == 4
        && RowStrip.isF32(type) && op.inputs().stream().noneMatch(Tensors::isConstant);
  }

  /** {@return the {@code concat_plan} of {@code op}, with a non-negative axis} */
  private static Value plan(OnnxConcatOp op, Computes computes) throws LoweringException {
    long[] out = Tensors.floatShape(op, op.concatResult());
    for (Value input : op.inputs()) {
      Tensors.floatShape(op, input);
    }
    long axis = op.axis() < 0 ? op.axis() + out.length : op.axis();
    return SpatConcatPlanOp.create(computes.builder(), computes.location(),
        op.concatResult().type(), op.inputs(), IntegerAttr.of(IntegerType.I64, axis),
        ElementwisePlans.NCHW).output();
  }

  /**
   * {@return the lowering of {@code op} into {@code layout}}
   *
   * @param operands the inputs in the layout the selected alternative requires (row strips as
   *     their physical tensors)
   */
  static Value lower(SpatConcatPlanOp op, Computes computes, PhysicalLayout layout,
      List<Value> operands) {
    long[] out = RowStrip.shape(op.output());
    List<long[]> shapes = new ArrayList<>();
    for (Value input : op.inputs()) {
      shapes.add(RowStrip.shape(input));
    }
    if (layout == PhysicalLayout.DENSE_NCHW) {
      return TensorOps.concat(computes, operands, shapes, Math.toIntExact(op.axis()), out);
    }
    int[] source = new int[Math.toIntExact(out[1])];
    long[] channel = new long[source.length];
    for (int i = 0, c = 0; i < shapes.size(); i++) {
      for (long k = 0; k < shapes.get(i)[1]; k++, c++) {
        source[c] = i;
        channel[c] = k;
      }
    }
    long[] fragment = {1, out[3], out[1]};
    Gather join = Gather.of(fragment, index -> {
      int c = Math.toIntExact(index[2]);
      return Gather.element(source[c], index[1] * shapes.get(source[c])[1] + channel[c]);
    });
    return RowStrip.perRow(computes, out, operands, List.of(), (body, rows, shared) -> {
      Location l = computes.location();
      return Gather.reshape(body, l, join.emitFlat(body, l, rows, null), fragment);
    });
  }
}
