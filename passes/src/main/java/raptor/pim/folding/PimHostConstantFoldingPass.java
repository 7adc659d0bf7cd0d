package raptor.pim.folding;

import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.IrContext;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.OperationPass;
import raptor.pass.PassContext;
import raptor.pim.PimEntryFunction;
import raptor.rewrite.GreedyConfig;
import raptor.rewrite.GreedyDriver;

/**
 * {@code pim-host-constant-folding}: runs the greedy driver, folding enabled, over the entry
 * function with the host constant folding patterns (spec 5.2).
 */
public final class PimHostConstantFoldingPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-host-constant-folding";
  private static final String PHASE = "Pim host constant folding";

  private FrozenPatternSet patterns;

  /** Creates the pass. */
  public PimHostConstantFoldingPass() {
    super(ARGUMENT, "PimHostConstantFolding",
        "Fold host-side constant expressions before Pim verification", BuiltinModuleOp.INFO);
  }

  @Override
  public void initialize(IrContext context) {
    PatternSet set = new PatternSet(context);
    set.add(new FoldConstantHostCopy());
    patterns = set.freeze();
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      pc.emitError(module, PimEntryFunction.missing(PHASE));
      pc.signalFailure();
      return;
    }
    if (!GreedyDriver.apply(func.body(), patterns, GreedyConfig.DEFAULT).converged()) {
      pc.emitError(func, "Pim host constant folding failed in the greedy rewrite driver");
      pc.signalFailure();
    }
  }
}
