package raptor.pim;

import raptor.dialect.memref.MemRefCastOp;
import raptor.dialect.memref.MemRefCollapseShapeOp;
import raptor.dialect.memref.MemRefExpandShapeOp;
import raptor.dialect.memref.MemRefReinterpretCastOp;
import raptor.dialect.memref.MemRefSubViewOp;
import raptor.dialect.pim.PimConcatOp;
import raptor.dialect.pim.PimIm2colOp;
import raptor.dialect.pim.PimMVMOp;
import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.PimMemCopyHostToDevOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.pim.PimReceiveOp;
import raptor.dialect.pim.PimTransposeOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.dialect.pim.PimVMVOp;
import raptor.dialect.pim.PimVReluOp;
import raptor.dialect.pim.PimVSigmOp;
import raptor.dialect.pim.PimVSoftmaxOp;
import raptor.dialect.pim.PimVTanhOp;
import raptor.dialect.pim.PimVVAddOp;
import raptor.dialect.pim.PimVVMaxOp;
import raptor.dialect.pim.PimVVMulOp;
import raptor.dialect.pim.PimVVSubOp;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * The destination-style structure of Pim ops: which operand a Pim op writes (its result is that
 * buffer, written), and which values are views of the same storage.
 */
public final class Destinations {
  private Destinations() {
  }

  /** {@return the operand {@code op} writes and returns, or {@code null} when it has none} */
  public static Value of(Operation op) {
    if (op instanceof PimVMMOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimMVMOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVVAddOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVVSubOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVVMulOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVVMaxOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVReluOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVSigmOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVTanhOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVSoftmaxOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimVMVOp o) {
      return o.target();
    } else if (op instanceof PimTransposeOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimConcatOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimIm2colOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimReceiveOp o) {
      return o.outputBuffer();
    } else if (op instanceof PimMemCopyHostToDevOp o) {
      return o.deviceTarget();
    } else if (op instanceof PimMemCopyDevToHostOp o) {
      return o.hostTarget();
    } else if (op instanceof PimMemCopyOp o) {
      return o.target();
    }
    return null;
  }

  /** {@return whether {@code op} is an address-only view of its first operand} */
  public static boolean isView(Operation op) {
    return op instanceof MemRefSubViewOp || op instanceof MemRefCastOp
        || op instanceof MemRefReinterpretCastOp || op instanceof MemRefCollapseShapeOp
        || op instanceof MemRefExpandShapeOp;
  }

  /**
   * {@return the value one step closer to the storage of {@code result}: the source of a view,
   * the buffer its op writes, or {@code null} when {@code result} is the storage itself}
   */
  static Value step(OpResult result) {
    Operation owner = result.owner();
    return isView(owner) ? owner.operand(0) : of(owner);
  }
}
