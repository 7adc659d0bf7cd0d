package raptor.dialect.onnx.transforms;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.diag.DiagnosticEngine;
import raptor.pass.OperationPass;
import raptor.pass.PassContext;

/**
 * {@code onnx-shape-inference}: gives every {@code onnx} op static result types (shapes and
 * element types), checked against the types the model declares. An op whose shape depends on a
 * value that is not a constant yet is an error here; {@code onnx-prepare} folds such values
 * first.
 */
public final class OnnxShapeInferencePass extends OperationPass<FuncFuncOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "onnx-shape-inference";

  /** Creates the pass. */
  public OnnxShapeInferencePass() {
    super(ARGUMENT, "OnnxShapeInference",
        "Infer static result shapes and element types of onnx ops", FuncFuncOp.INFO);
  }

  @Override
  public void runOn(FuncFuncOp func, PassContext pc) {
    ShapeInference.Outcome outcome = ShapeInference.run(func, pc.diagnostics());
    if (outcome.failed() | reportUnresolved(outcome.unresolved(), pc.diagnostics())) {
      pc.signalFailure();
    }
  }

  /**
   * Reports the ops left without static types at their first cause: an op whose operands all
   * come from resolved ops or arguments. {@return whether there was any}
   */
  static boolean reportUnresolved(List<ShapeInference.Unresolved> unresolved,
      DiagnosticEngine diag) {
    Set<Operation> pending = new HashSet<>();
    for (ShapeInference.Unresolved entry : unresolved) {
      pending.add(entry.op());
    }
    for (ShapeInference.Unresolved entry : unresolved) {
      if (!causedByAnother(entry.op(), pending)) {
        diag.opError(entry.op(), "cannot infer a static result type: " + entry.reason());
      }
    }
    return !unresolved.isEmpty();
  }

  private static boolean causedByAnother(Operation op, Set<Operation> pending) {
    for (Value operand : op.operands()) {
      if (pending.contains(operand.definingOp())) {
        return true;
      }
    }
    return false;
  }
}
