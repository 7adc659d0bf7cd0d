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
 * {@code onnx-decompose}: rewrites an ONNX graph into the forms the PIM lowering maps.
 * BatchNormalization folds into the preceding Conv's weights and bias, otherwise it becomes Mul
 * and Add; Dropout and Identity disappear; Sum becomes a chain of Add; Gemm loses transA,
 * transB, alpha and beta; Flatten, Squeeze and Unsqueeze become Reshape; Clip with constant
 * bounds becomes its input or Relu; Div by a constant becomes Mul; HardSwish becomes HardSigmoid
 * and Mul; x * Sigmoid(x) becomes SiLU. The rewrites need static shapes
 * ({@code onnx-shape-inference}) where they change them.
 */
public final class OnnxDecomposePass extends OperationPass<FuncFuncOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "onnx-decompose";

  private FrozenPatternSet patterns;

  /** Creates the pass. */
  public OnnxDecomposePass() {
    super(ARGUMENT, "OnnxDecompose",
        "Fold BatchNormalization, remove Dropout/Identity, normalize Gemm and other onnx ops",
        FuncFuncOp.INFO);
  }

  @Override
  public void initialize(IrContext context) {
    patterns = patterns(context);
  }

  /** {@return the decomposition patterns} */
  static FrozenPatternSet patterns(IrContext context) {
    return new PatternSet(context).add(
        new FoldBatchNorm.IntoConv(), new FoldBatchNorm.IntoMulAdd(),
        new RemoveIdentityLike.Identity(), new RemoveIdentityLike.Dropout(),
        new SumToAddChain(), new NormalizeGemm(),
        ShapeOpsToReshape.flatten(), ShapeOpsToReshape.squeeze(), ShapeOpsToReshape.unsqueeze(),
        new SimplifyActivations.Clip(), new SimplifyActivations.DivByConstant(),
        new SimplifyActivations.HardSwish(), new SimplifyActivations.Silu()).freeze();
  }

  @Override
  public void runOn(FuncFuncOp func, PassContext pc) {
    decompose(func, patterns);
  }

  /** Decomposes {@code func} with {@code patterns}. */
  static void decompose(FuncFuncOp func, FrozenPatternSet patterns) {
    GreedyDriver.apply(func.body(), patterns,
        GreedyConfig.DEFAULT.withMaxIterations(GreedyConfig.NO_LIMIT));
  }
}
