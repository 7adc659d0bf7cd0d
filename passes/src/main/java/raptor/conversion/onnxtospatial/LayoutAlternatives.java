package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatAddPlanOp;
import raptor.dialect.spat.SpatBiasAddPlanOp;
import raptor.dialect.spat.SpatConcatPlanOp;
import raptor.dialect.spat.SpatConv2DPlanOp;
import raptor.dialect.spat.SpatFlattenPlanOp;
import raptor.dialect.spat.SpatGlobalAveragePoolPlanOp;
import raptor.dialect.spat.SpatMaxPool2DPlanOp;
import raptor.dialect.spat.SpatReluPlanOp;
import raptor.dialect.spat.SpatResizeNearestPlanOp;
import raptor.dialect.spat.SpatSiluPlanOp;
import raptor.dialect.spat.SpatTransposePlanOp;
import raptor.ir.Operation;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;

/**
 * The layouts each plan op can be lowered in (spec §2.2): exact tuples of operand layouts,
 * result layout and an intrinsic cost, the dense tuple first. The extra alternatives depend on
 * the operands' current layouts (Relu offers a row strip only when its input is one). This
 * build lowers row strips for Relu, SiLU, Add, BiasAdd, MaxPool2D, ResizeNearest and a channel
 * Concat, a Flatten at axis 1 and a transpose to NHWC read one, and a transpose from NHWC
 * writes one; the other plan ops offer their dense tuple only.
 */
final class LayoutAlternatives {
  /** The intrinsic cost of a dense alternative. */
  static final long DENSE_COST = 0;
  /** The intrinsic cost of a row-strip alternative: negative, so it can beat the dense one. */
  static final long ROW_STRIP_COST = -1;
  /** The intrinsic cost of SiLU's row strip, which the reference prefers more strongly. */
  static final long SILU_ROW_STRIP_COST = -2;

  private static final PhysicalLayout DENSE = PhysicalLayout.DENSE_NCHW;
  private static final PhysicalLayout STRIP = PhysicalLayout.NHWC_ROW_STRIP;

  /**
   * One way to lower a plan op.
   *
   * @param operands the layout each operand must have, in operand order
   * @param result the layout of the result
   * @param intrinsicCost the op's own preference for it (lower is better)
   */
  record Alternative(List<PhysicalLayout> operands, PhysicalLayout result, long intrinsicCost) {
  }

  private LayoutAlternatives() {
  }

  /** {@return whether {@code op} is a plan op, the ops layout planning chooses layouts for} */
  static boolean isPlan(Operation op) {
    return op instanceof SpatConv2DPlanOp || op instanceof SpatFlattenPlanOp
        || op instanceof SpatReluPlanOp || op instanceof SpatSiluPlanOp
        || op instanceof SpatResizeNearestPlanOp || op instanceof SpatMaxPool2DPlanOp
        || op instanceof SpatGlobalAveragePoolPlanOp || op instanceof SpatBiasAddPlanOp
        || op instanceof SpatAddPlanOp || op instanceof SpatConcatPlanOp
        || op instanceof SpatTransposePlanOp;
  }

  /**
   * {@return the alternatives of the plan op {@code op} when its operands have
   * {@code operands}, the dense one first}
   */
  static List<Alternative> of(Operation op, List<PhysicalLayout> operands) {
    List<Alternative> all = new ArrayList<>();
    all.add(new Alternative(Collections.nCopies(op.numOperands(), DENSE), DENSE, DENSE_COST));
    if (op instanceof SpatFlattenPlanOp flatten && flatten.axis() == Flatten.IMAGES
        && stripShaped(op.operand(0).type())) {
      all.add(new Alternative(List.of(STRIP), DENSE, ROW_STRIP_COST));
    }
    if (!stripShaped(op.result(0).type()) || !stripShaped(op.operand(0).type())) {
      return all;
    }
    if (op instanceof SpatTransposePlanOp transpose) {
      if (TransposePlans.readsStrip(transpose)) {
        all.add(new Alternative(List.of(STRIP), DENSE, ROW_STRIP_COST));
      } else if (TransposePlans.writesStrip(transpose)) {
        all.add(new Alternative(List.of(DENSE), STRIP, ROW_STRIP_COST));
      }
      return all;
    }
    if (op instanceof SpatReluPlanOp && operands.get(0) == STRIP) {
      all.add(new Alternative(List.of(STRIP), STRIP, ROW_STRIP_COST));
    } else if (op instanceof SpatResizeNearestPlanOp && operands.get(0) == STRIP) {
      all.add(new Alternative(List.of(STRIP), STRIP, ROW_STRIP_COST));
    } else if (op instanceof SpatSiluPlanOp && operands.get(0) == STRIP) {
      all.add(new Alternative(List.of(STRIP), STRIP, SILU_ROW_STRIP_COST));
    } else if (op instanceof SpatMaxPool2DPlanOp) {
      all.add(new Alternative(List.of(DENSE), STRIP, ROW_STRIP_COST));
      all.add(new Alternative(List.of(STRIP), STRIP, ROW_STRIP_COST));
    } else if (op instanceof SpatBiasAddPlanOp bias && ElementwisePlans.constantBias(bias)
        != null) {
      all.add(new Alternative(List.of(STRIP, DENSE), STRIP, ROW_STRIP_COST));
    } else if (op instanceof SpatAddPlanOp) {
      all.add(new Alternative(List.of(STRIP, STRIP), STRIP, ROW_STRIP_COST));
    } else if (op instanceof SpatConcatPlanOp concat && concat.axis() == ConcatPlans.CHANNELS) {
      all.add(new Alternative(Collections.nCopies(op.numOperands(), STRIP), STRIP,
          ROW_STRIP_COST));
    }
    return all;
  }

  /** {@return whether {@code type} can be a row strip: a static 4-D f32 tensor} */
  private static boolean stripShaped(Type type) {
    return type instanceof RankedTensorType ranked && ranked.rank() == 4
        && ranked.hasStaticShape() && RowStrip.isF32(ranked);
  }
}
