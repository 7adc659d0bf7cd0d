package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.OnnxDialect;
import raptor.dialect.onnx.OnnxNoValueOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.pass.OperationPass;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pass.Statistic;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimTarget;

/**
 * {@code convert-onnx-to-spatial}: replaces every ONNX op of the entry function by Spatial
 * graph computes, in program order, then erases the ONNX constants nothing uses any more. An
 * op without a lowering, or with a form its lowering does not support, is an error at the op
 * (its location is the ONNX node name).
 */
public final class ConvertOnnxToSpatialPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "convert-onnx-to-spatial";

  /** The schema of its options, the {@link PimHardwareOptions}. */
  public static final OptionSchema<PimHardwareOptions> SCHEMA =
      OptionSchema.of(PimHardwareOptions.class, PimHardwareOptions.UNSET);

  private static final String PHASE = "ONNX-to-Spatial lowering";

  private final PimHardwareOptions options;
  private final Map<String, OpLowering> lowerings = new HashMap<>();
  private final Statistic lowered = statistic("num-lowered", "ONNX ops lowered");

  /** Creates the pass with {@code options}. */
  public ConvertOnnxToSpatialPass(PimHardwareOptions options) {
    super(ARGUMENT, "ConvertOnnxToSpatial", "Lower ONNX ops to Spatial graph computes",
        BuiltinModuleOp.INFO);
    this.options = options;
    Gemm.register(lowerings);
    MatMul.register(lowerings);
    Conv.register(lowerings);
    Pool.register(lowerings);
    ReduceMean.register(lowerings);
    Elementwise.register(lowerings);
    Flatten.register(lowerings);
    TensorOps.register(lowerings);
    Resize.register(lowerings);
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    PimTarget target;
    try {
      target = options.resolve(PimTarget.DEFAULT_PIPELINE);
    } catch (InvalidTargetException e) {
      fail(pc, module, "ONNX-to-Spatial lowering requires valid target resources: "
          + e.getMessage());
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      fail(pc, module, PimEntryFunction.missing(PHASE));
      return;
    }
    List<Operation> ops = new ArrayList<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (OnnxDialect.NAME.equals(op.info().dialectName()) && !(op instanceof OnnxConstantOp)
          && !(op instanceof OnnxNoValueOp)) {
        ops.add(op);
      }
    }
    OpBuilder builder = new OpBuilder(pc.context());
    for (Operation op : ops) {
      OpLowering lowering = lowerings.get(op.name());
      if (lowering == null) {
        fail(pc, op, op.name() + " is not supported by " + ARGUMENT);
        return;
      }
      builder.setInsertionPoint(op);
      try {
        List<Value> results = lowering.lower(op, new Computes(builder, op.location()),
            target.crossbarSize());
        for (int i = 0; i < results.size(); i++) {
          op.result(i).replaceAllUsesWith(results.get(i));
        }
      } catch (LoweringException e) {
        fail(pc, e.op(), e.op().name() + " " + e.getMessage());
        return;
      }
      op.erase();
      lowered.add(1);
    }
    eraseDeadConstants(func);
  }

  private static void eraseDeadConstants(FuncFuncOp func) {
    List<Operation> dead = new ArrayList<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if ((op instanceof OnnxConstantOp || op instanceof OnnxNoValueOp)
          && op.result(0).hasNoUses()) {
        dead.add(op);
      }
    }
    dead.forEach(Operation::erase);
  }

  private static void fail(PassContext pc, Operation op, String message) {
    pc.emitError(op, message);
    pc.signalFailure();
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
