package raptor.conversion.onnxtospatial;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.OnnxDialect;
import raptor.dialect.onnx.OnnxNoValueOp;
import raptor.ir.OpBuilder;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.FileErrors;
import raptor.ir.io.OutputFile;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionGroup;
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

  /**
   * A fused contraction batch holds at most this share of a core's crossbars (a half), so that
   * a core can hold the fused lanes of two layers ({@link Contraction}).
   */
  private static final int FUSED_SHARE = 2;

  /**
   * The options: the target, the Conv options and the contraction form.
   *
   * @param hardware the target resources
   * @param conv the Conv strategy, budgets and report folder
   * @param fuseKSlices whether a contraction of several K slices that fit half a core becomes
   *     one batch per output tile whose lanes add their own partial sums ({@link Contraction}),
   *     instead of a batch per weight block and a reduction batch (spec §1.3)
   */
  public record Options(@OptionGroup PimHardwareOptions hardware, @OptionGroup ConvOptions conv,
      @Option(name = "fuse-k-slices",
          help = "Fuse the K slices of a contraction into one batch per output tile")
      boolean fuseKSlices) {
    /** Options with the default contraction form, fused. */
    public Options(PimHardwareOptions hardware, ConvOptions conv) {
      this(hardware, conv, true);
    }
  }

  /** The schema of its options. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, new Options(PimHardwareOptions.UNSET, ConvOptions.DEFAULT));

  private static final String PHASE = "ONNX-to-Spatial lowering";

  private final Options options;
  private final Map<String, OpLowering> lowerings = new HashMap<>();
  private final Statistic lowered = statistic("num-lowered", "ONNX ops lowered");

  /** Creates the pass with {@code options}. */
  public ConvertOnnxToSpatialPass(Options options) {
    super(ARGUMENT, "ConvertOnnxToSpatial", "Lower ONNX ops to Spatial graph computes",
        BuiltinModuleOp.INFO);
    this.options = options;
    Gemm.register(lowerings);
    MatMul.register(lowerings);
    Pool.register(lowerings);
    PoolPlans.register(lowerings);
    ReduceMean.register(lowerings);
    Elementwise.register(lowerings);
    ElementwisePlans.register(lowerings);
    Flatten.register(lowerings);
    TensorOps.register(lowerings);
    ConcatPlans.register(lowerings);
    Resize.register(lowerings);
    Lrn.register(lowerings);
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    PimTarget target;
    try {
      target = options.hardware().resolve(PimTarget.DEFAULT_PIPELINE);
    } catch (InvalidTargetException e) {
      fail(pc, module, "ONNX-to-Spatial lowering requires valid target resources: "
          + e.getMessage());
      return;
    }
    String invalid = options.conv().invalid();
    if (invalid != null) {
      fail(pc, module, "ONNX-to-Spatial lowering requires " + invalid);
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
    ConvReport report = new ConvReport();
    Map<String, OpLowering> all = new HashMap<>(lowerings);
    Conv.register(all, options.conv(), report);
    OpBuilder builder = new OpBuilder(pc.context());
    long fusedSlices = options.fuseKSlices() ? target.crossbarCount() / FUSED_SHARE : 0;
    for (Operation op : ops) {
      OpLowering lowering = all.get(op.name());
      if (lowering == null) {
        fail(pc, op, op.name() + " is not supported by " + ARGUMENT);
        return;
      }
      builder.setInsertionPoint(op);
      try {
        List<Value> results = lowering.lower(op, new Computes(builder, op.location(),
            fusedSlices), target.crossbarSize());
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
    finishConstants(func, builder);
    if (!options.conv().reportDirectory().isEmpty() && !report.isEmpty()) {
      writeReport(pc, module, report);
    }
  }

  private void writeReport(PassContext pc, BuiltinModuleOp module, ConvReport report) {
    String directory = options.conv().reportDirectory();
    try {
      Path folder = Path.of(directory);
      Files.createDirectories(folder);
      OutputFile.write(folder.resolve(ConvReport.FILE_NAME), out -> out.write(report.render()));
    } catch (InvalidPathException e) {
      fail(pc, module, "cannot write the Conv lowering report to '" + directory + "': "
          + e.getReason());
    } catch (IOException e) {
      fail(pc, module, "cannot write the Conv lowering report to '" + directory + "': "
          + FileErrors.reason(e));
    } catch (FileAccessException e) {
      fail(pc, module, e.getMessage());
    }
  }

  /**
   * Erases the constants no lowering uses, and turns those a compute still reads (a constant
   * operand of Concat, say) into host constants ({@code arith.constant}).
   */
  private static void finishConstants(FuncFuncOp func, OpBuilder builder) {
    List<Operation> done = new ArrayList<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (op instanceof OnnxConstantOp constant && !op.result(0).hasNoUses()) {
        builder.setInsertionPoint(op);
        op.result(0).replaceAllUsesWith(ArithConstantOp.create(builder, op.location(),
            op.result(0).type(), constant.valueAttr()).result());
      }
      if (op instanceof OnnxConstantOp || op instanceof OnnxNoValueOp) {
        done.add(op);
      }
    }
    for (Operation op : done) {
      if (op.result(0).hasNoUses()) {
        op.erase();
      }
    }
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
