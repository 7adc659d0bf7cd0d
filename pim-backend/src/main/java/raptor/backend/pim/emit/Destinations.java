package raptor.backend.pim.emit;

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
import raptor.ir.Operation;
import raptor.ir.OpResult;
import raptor.ir.Value;

/** The destination operand that the memref-form result of a destination-style Pim op aliases. */
final class Destinations {
  private Destinations() {}

  /** {@return the buffer {@code result} of {@code op} aliases, or null when it aliases none} */
  static Value of(Operation op, OpResult result) {
    if (result.index() != 0) {
      return null;
    }
    if (op instanceof PimVMMOp vmm) {
      return vmm.outputBuffer();
    }
    if (op instanceof PimMVMOp mvm) {
      return mvm.outputBuffer();
    }
    if (op instanceof PimVVAddOp add) {
      return add.outputBuffer();
    }
    if (op instanceof PimVVSubOp sub) {
      return sub.outputBuffer();
    }
    if (op instanceof PimVVMulOp mul) {
      return mul.outputBuffer();
    }
    if (op instanceof PimVVMaxOp max) {
      return max.outputBuffer();
    }
    if (op instanceof PimVReluOp relu) {
      return relu.outputBuffer();
    }
    if (op instanceof PimVSigmOp sigm) {
      return sigm.outputBuffer();
    }
    if (op instanceof PimVTanhOp tanh) {
      return tanh.outputBuffer();
    }
    if (op instanceof PimVSoftmaxOp softmax) {
      return softmax.outputBuffer();
    }
    if (op instanceof PimVMVOp vmv) {
      return vmv.target();
    }
    if (op instanceof PimTransposeOp transpose) {
      return transpose.outputBuffer();
    }
    if (op instanceof PimConcatOp concat) {
      return concat.outputBuffer();
    }
    if (op instanceof PimIm2colOp im2col) {
      return im2col.outputBuffer();
    }
    if (op instanceof PimReceiveOp receive) {
      return receive.outputBuffer();
    }
    if (op instanceof PimMemCopyHostToDevOp load) {
      return load.deviceTarget();
    }
    if (op instanceof PimMemCopyDevToHostOp store) {
      return store.hostTarget();
    }
    if (op instanceof PimMemCopyOp move) {
      return move.target();
    }
    return null;
  }
}
