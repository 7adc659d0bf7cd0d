package raptor.dialect.onnx.transforms;

import raptor.dialect.func.FuncFuncOp;
import raptor.ir.IrContext;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.OperationPass;
import raptor.pass.PassContext;

/**
 * {@code onnx-prepare}: makes an imported graph ready for the PIM lowering. Shape inference and
 * constant folding alternate until neither changes anything (shape chains such as
 * Shape-Gather-Concat-Reshape need both), then {@code onnx-decompose} runs, then inference and
 * folding again. Every op must end with static result types; one that does not is an error at
 * its node.
 */
public final class OnnxPreparePass extends OperationPass<FuncFuncOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "onnx-prepare";

  private FrozenPatternSet folding;
  private FrozenPatternSet decomposition;

  /** Creates the pass. */
  public OnnxPreparePass() {
    super(ARGUMENT, "OnnxPrepare",
        "Run onnx-shape-inference, onnx-constant-folding and onnx-decompose to a fixpoint",
        FuncFuncOp.INFO);
  }

  @Override
  public void initialize(IrContext context) {
    folding = new PatternSet(context).add(new FoldConstantOp()).freeze();
    decomposition = OnnxDecomposePass.patterns(context);
  }

  @Override
  public void runOn(FuncFuncOp func, PassContext pc) {
    if (!inferAndFold(func, pc)) {
      return;
    }
    OnnxDecomposePass.decompose(func, decomposition);
    if (!inferAndFold(func, pc)) {
      return;
    }
    ShapeInference.Outcome outcome = ShapeInference.run(func, pc.diagnostics());
    if (outcome.failed()
        || OnnxShapeInferencePass.reportUnresolved(outcome.unresolved(), pc.diagnostics())) {
      pc.signalFailure();
    }
  }

  /** Alternates inference and folding to a fixpoint; {@return false after a failure} */
  private boolean inferAndFold(FuncFuncOp func, PassContext pc) {
    while (true) {
      ShapeInference.Outcome outcome = ShapeInference.run(func, pc.diagnostics());
      if (outcome.failed()) {
        pc.signalFailure();
        return false;
      }
      boolean folded = OnnxConstantFoldingPass.fold(func, folding);
      if (!outcome.changed() && !folded) {
        return true;
      }
    }
  }
}
