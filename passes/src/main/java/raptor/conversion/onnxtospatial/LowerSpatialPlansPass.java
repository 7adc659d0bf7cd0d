package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatConcatPlanOp;
import raptor.dialect.spat.SpatFlattenPlanOp;
import raptor.dialect.spat.SpatMaterializeLayoutOp;
import raptor.dialect.spat.SpatResizeNearestPlanOp;
import raptor.dialect.spat.SpatMaxPool2DPlanOp;
import raptor.dialect.spat.SpatTransposePlanOp;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.pass.OperationPass;
import raptor.pass.PassContext;
import raptor.pass.Statistic;

/**
 * {@code lower-spatial-plans} (spec §2.5): checks the layouts {@code spatial-layout-planning}
 * selected, then lowers every plan op and {@code spat.materialize_layout} of the entry
 * function, in program order, to Spatial computes in its selected layout. A row-strip result
 * is a physical {@code [N·H, W, C]} tensor ({@link RowStrip}) that the lowering hands to the
 * plan ops reading it; the logical op is erased once they are lowered. Materializations turn
 * dense tensors into row strips and back; other directions are errors. Last, the reshapes
 * between row strips and NHWC move into the single computes that read them
 * ({@link ReshapeForwarding}).
 */
public final class LowerSpatialPlansPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "lower-spatial-plans";

  private static final String PHASE = "Spatial plan lowering";

  private final Statistic lowered = statistic("num-lowered", "Plan ops lowered");

  /** Creates the pass. */
  public LowerSpatialPlansPass() {
    super(ARGUMENT, "LowerSpatialPlans", "Lower Spatial plan ops in their selected layouts",
        BuiltinModuleOp.INFO);
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    Block block = LayoutPlanner.entryBlock(module, pc, PHASE);
    if (block == null) {
      return;
    }
    List<Operation> planOps = new ArrayList<>();
    for (Operation op : block.ops()) {
      if (LayoutAlternatives.isPlan(op)) {
        planOps.add(op);
      }
    }
    try {
      Map<Operation, LayoutAlternatives.Alternative> contract = LayoutPlanner.verify(planOps);
      new Lowering(new OpBuilder(pc.context()), contract).run(block);
      lowered.add(planOps.size());
    } catch (LoweringException e) {
      pc.fail(e.op(), "'" + e.op().name() + "' " + e.getMessage());
    }
  }

  /** The lowering of one block: the row strips produced so far and the ops to erase. */
  private static final class Lowering {
    private final OpBuilder builder;
    private final Map<Operation, LayoutAlternatives.Alternative> contract;
    private final Map<Value, Value> strips = new HashMap<>();
    private final List<Operation> stripProducers = new ArrayList<>();
    private final Set<Operation> constants = new LinkedHashSet<>();

    Lowering(OpBuilder builder, Map<Operation, LayoutAlternatives.Alternative> contract) {
      this.builder = builder;
      this.contract = contract;
    }

    void run(Block block) throws LoweringException {
      List<Operation> ops = new ArrayList<>();
      block.ops().forEach(ops::add);
      for (Operation op : ops) {
        if (op instanceof SpatMaterializeLayoutOp materialize) {
          materialize(materialize);
        } else if (contract.containsKey(op)) {
          plan(op, contract.get(op));
        }
      }
      for (int i = stripProducers.size() - 1; i >= 0; i--) {
        Operation op = stripProducers.get(i);
        if (!op.result(0).hasNoUses()) {
          throw new LoweringException(op.result(0).users().get(0), "uses a "
              + PhysicalLayout.NHWC_ROW_STRIP.keyword() + " value that has no dense form");
        }
        op.erase();
      }
      for (Operation constant : constants) {
        if (constant.result(0).hasNoUses()) {
          constant.erase();
        }
      }
      ReshapeForwarding.run(builder, block);
    }

    private void plan(Operation op, LayoutAlternatives.Alternative alternative)
        throws LoweringException {
      List<Value> operands = new ArrayList<>();
      for (int i = 0; i < op.numOperands(); i++) {
        Value operand = op.operand(i);
        if (operand instanceof OpResult result && result.owner() instanceof ArithConstantOp) {
          constants.add(result.owner());
        }
        operands.add(alternative.operands().get(i) == PhysicalLayout.NHWC_ROW_STRIP
            ? strip(op, operand) : operand);
      }
      builder.setInsertionPoint(op);
      Computes computes = new Computes(builder, op.location());
      Value physical;
      if (op instanceof SpatMaxPool2DPlanOp pool) {
        physical = PoolPlans.lower(pool, computes, alternative.result(), operands.get(0),
            alternative.operands().get(0));
      } else if (op instanceof SpatResizeNearestPlanOp resize) {
        physical = Resize.lower(resize, computes, alternative.result(), operands.get(0));
      } else if (op instanceof SpatFlattenPlanOp flatten) {
        physical = Flatten.lower(flatten, computes, operands.get(0),
            alternative.operands().get(0));
      } else if (op instanceof SpatTransposePlanOp transpose) {
        physical = TransposePlans.lower(transpose, computes, alternative.operands().get(0),
            alternative.result(), operands.get(0));
      } else if (op instanceof SpatConcatPlanOp concat) {
        physical = ConcatPlans.lower(concat, computes, alternative.result(), operands);
      } else if (ElementwisePlans.lowers(op)) {
        physical = ElementwisePlans.lower(op, computes, alternative.result(), operands);
      } else {
        throw new LoweringException(op, "has no lowering to Spatial computes yet");
      }
      publish(op, alternative.result(), physical);
    }

    private void materialize(SpatMaterializeLayoutOp op) throws LoweringException {
      PhysicalLayout source = op.sourcePhysicalLayoutAttr().value();
      PhysicalLayout target = op.targetPhysicalLayoutAttr().value();
      builder.setInsertionPoint(op);
      Computes computes = new Computes(builder, op.location());
      long[] shape = RowStrip.shape(op.input());
      if (source == PhysicalLayout.DENSE_NCHW && target == PhysicalLayout.DENSE_NCHW) {
        publish(op, target, op.input());
      } else if (source == PhysicalLayout.DENSE_NCHW && target == PhysicalLayout.NHWC_ROW_STRIP) {
        publish(op, target, RowStrip.fromDense(computes, op.input(), shape));
      } else if (source == PhysicalLayout.NHWC_ROW_STRIP
          && target == PhysicalLayout.DENSE_NCHW) {
        publish(op, target, RowStrip.toDense(computes, strip(op, op.input()), shape));
      } else {
        throw new LoweringException(op, "unsupported Spatial layout materialization direction "
            + source.keyword() + " to " + target.keyword());
      }
    }

    /** {@return the physical row strip of the logical {@code value} {@code op} reads} */
    private Value strip(Operation op, Value value) throws LoweringException {
      Value physical = strips.get(value);
      if (physical == null) {
        throw new LoweringException(op, "reads a " + PhysicalLayout.NHWC_ROW_STRIP.keyword()
            + " operand that no lowered op produced");
      }
      return physical;
    }

    /** Records a row-strip result for its readers, or replaces a dense one. */
    private void publish(Operation op, PhysicalLayout layout, Value physical) {
      if (layout == PhysicalLayout.NHWC_ROW_STRIP) {
        strips.put(op.result(0), physical);
        stripProducers.add(op);
      } else {
        op.result(0).replaceAllUsesWith(physical);
        op.erase();
      }
    }
  }
}
