package raptor.dialect.onnx.transforms;

import raptor.dialect.func.FuncFuncOp;
import raptor.ir.IrContext;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.OperationPass;
import raptor.pass.PassContext;
import raptor.rewrite.GreedyConfig;
import raptor.rewrite.GreedyDriver;

/**
 * {@code onnx-constant-folding}: evaluates the {@code onnx} ops whose operands are constants
 * (shape computations and arithmetic, {@link ConstantEvaluator}) into {@code onnx.Constant}s,
 * to a fixpoint, and erases the constants nothing uses any more.
 */
public final class OnnxConstantFoldingPass extends OperationPass<FuncFuncOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "onnx-constant-folding";

  private FrozenPatternSet patterns;

  /** Creates the pass. */
  public OnnxConstantFoldingPass() {
    super(ARGUMENT, "OnnxConstantFolding",
        "Fold onnx ops on constants (Shape, Gather, Concat, Reshape, Cast, arithmetic)",
        FuncFuncOp.INFO);
  }

  @Override
  public void initialize(IrContext context) {
    patterns = new PatternSet(context).add(new FoldConstantOp()).freeze();
  }

  @Override
  public void runOn(FuncFuncOp func, PassContext pc) {
    fold(func, patterns);
  }

  /** Folds {@code func} with {@code patterns}; {@return whether anything changed} */
  static boolean fold(FuncFuncOp func, FrozenPatternSet patterns) {
    return GreedyDriver.apply(func.body(), patterns,
        GreedyConfig.DEFAULT.withMaxIterations(GreedyConfig.NO_LIMIT)).changed();
  }
}
