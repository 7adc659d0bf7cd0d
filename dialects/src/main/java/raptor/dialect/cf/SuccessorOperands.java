package raptor.dialect.cf;

import java.util.List;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.diag.DiagnosticEngine;

/**
 * The values a branch passes to one successor must match that block's arguments in number and
 * type (MLIR's {@code BranchOpInterface} check, with its messages).
 */
final class SuccessorOperands {
  private SuccessorOperands() {
  }

  static boolean verify(Operation op, int successor, List<Value> operands, DiagnosticEngine diag) {
    Block dest = op.successor(successor);
    if (operands.size() != dest.numArguments()) {
      diag.errorAt(op, "branch has " + operands.size() + " operands for successor #" + successor
          + ", but target block has " + dest.numArguments());
      return false;
    }
    for (int i = 0; i < operands.size(); i++) {
      if (!operands.get(i).type().equals(dest.argument(i).type())) {
        diag.errorAt(op, "type mismatch for bb argument #" + i + " of successor #" + successor);
        return false;
      }
    }
    return true;
  }
}
