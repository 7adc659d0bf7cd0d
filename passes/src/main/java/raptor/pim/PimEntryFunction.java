package raptor.pim;

import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.Operation;

/**
 * Finds the function a PIM pass compiles: {@code @main_graph}, else the only function with a
 * body.
 */
public final class PimEntryFunction {
  /** The name of the entry function of an imported ONNX model. */
  public static final String MAIN_GRAPH = "main_graph";

  private PimEntryFunction() {
  }

  /** {@return the entry function of {@code module}, or {@code null} when none is unique} */
  public static FuncFuncOp find(BuiltinModuleOp module) {
    FuncFuncOp only = null;
    int defined = 0;
    for (Operation op : module.body().ops()) {
      if (!(op instanceof FuncFuncOp func) || func.body().isEmpty()) {
        continue;
      }
      if (func.symName().equals(MAIN_GRAPH)) {
        return func;
      }
      only = func;
      defined++;
    }
    return defined == 1 ? only : null;
  }

  /** {@return the error of a pass that found no entry function during {@code phase}} */
  public static String missing(String phase) {
    return "failed to locate the Pim entry function during " + phase;
  }
}
