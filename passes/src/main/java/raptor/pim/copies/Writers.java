package raptor.pim.copies;

import raptor.dialect.pim.PimMVMOp;
import raptor.dialect.pim.PimReceiveOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.dialect.pim.PimVReluOp;
import raptor.dialect.pim.PimVSigmOp;
import raptor.dialect.pim.PimVSoftmaxOp;
import raptor.dialect.pim.PimVTanhOp;
import raptor.dialect.pim.PimVVAddOp;
import raptor.dialect.pim.PimVVMaxOp;
import raptor.dialect.pim.PimVVMulOp;
import raptor.dialect.pim.PimVVSubOp;
import raptor.ir.Operation;

/** The Pim ops that write a whole destination buffer, and where that buffer is among operands. */
final class Writers {
  private Writers() {
  }

  /** {@return whether {@code op} is an element-wise vector op (binary or unary)} */
  static boolean isVector(Operation op) {
    return isBinary(op) || op instanceof PimVReluOp || op instanceof PimVSigmOp
        || op instanceof PimVTanhOp || op instanceof PimVSoftmaxOp;
  }

  /**
   * {@return the operand index of the buffer {@code op} writes whole, from its start, or -1 when
   * {@code op} is not such a writer} A receive counts when it writes at offset 0.
   */
  static int destinationIndex(Operation op) {
    if (op instanceof PimVMMOp || op instanceof PimMVMOp || isBinary(op)) {
      return 2;
    }
    if (isVector(op)) {
      return 1;
    }
    return op instanceof PimReceiveOp ? 0 : -1;
  }

  private static boolean isBinary(Operation op) {
    return op instanceof PimVVAddOp || op instanceof PimVVSubOp || op instanceof PimVVMulOp
        || op instanceof PimVVMaxOp;
  }
}
