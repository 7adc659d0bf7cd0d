package raptor.conversion.onnxtospatial;

import java.util.List;
import java.util.Map;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.onnx.OnnxConvOp;
import raptor.ir.BlockArgument;
import raptor.ir.Value;
import raptor.ir.attr.Location;

/**
 * {@code onnx.Conv} (spec §1.6) with a constant weight: the {@link ConvPlanner} chooses a
 * strategy (or checks the one {@code --pim-conv-lowering} forces), {@link ConvDepthwise} or
 * {@link ConvPatches} materializes it, and the choice is recorded in the {@link ConvReport}; a
 * bias becomes a {@code spat.bias_add_plan} ({@link ElementwisePlans}).
 */
final class Conv {
  private Conv() {
  }

  /** Registers the Conv lowering with {@code options}, recording each Conv in {@code report}. */
  static void register(Map<String, OpLowering> lowerings, ConvOptions options,
      ConvReport report) {
    lowerings.put(OnnxConvOp.NAME, (op, computes, tile) -> List.of(lower((OnnxConvOp) op,
        computes, tile, options, report)));
  }

  private static Value lower(OnnxConvOp op, Computes computes, long tile, ConvOptions options,
      ConvReport report) throws LoweringException {
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
    float[] bias = Tensors.isNone(op.B()) ? null : Tensors.floats(op, op.B(), "the bias");
    ConvProblem problem = new ConvProblem(g, op.group(), w[0], tile,
        Tensors.floats(op, op.W(), "the weight"), null,
        op.group() == 1 ? ConvLayout.NHWC : ConvLayout.NCHW);
    if (options.strategy() != ConvStrategy.AUTO) {
      String rejection = ConvPlanner.forcedRejection(problem, options);
      if (rejection != null) {
        throw new LoweringException(op, "cannot use --pim-conv-lowering="
            + options.strategy().flagName() + ": " + rejection);
      }
    }
    ConvPlanner.ConvPlan plan = ConvPlanner.plan(problem, options);
    if (isFunctionInput(op.X()) && problem.rowInterleavingPays(plan.chunk())) {
      problem = problem.withLayout(ConvLayout.ROW_INTERLEAVED);
      plan = ConvPlanner.forImage(plan, problem, options);
    }
    report.add(Location.brief(computes.location()), problem, plan);
    Value result = plan.strategy() == ConvStrategy.DEPTHWISE
        ? ConvDepthwise.lower(problem, op.X(), computes, y)
        : ConvPatches.lower(problem, plan, op.X(), computes, y);
    return bias == null ? result : ElementwisePlans.biasAdd(computes, result, bias);
  }

  /** {@return whether {@code value} is an argument of the function, which arrives dense NCHW} */
  private static boolean isFunctionInput(Value value) {
    return value instanceof BlockArgument argument
        && argument.owner().parentOp() instanceof FuncFuncOp;
  }
}
