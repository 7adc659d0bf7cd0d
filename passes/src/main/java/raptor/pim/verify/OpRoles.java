package raptor.pim.verify;

import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.pim.PimCoreOp;
import raptor.dialect.pim.PimTransposeOp;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfIfOp;
import raptor.dialect.scf.ScfIndexSwitchOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.pim.Destinations;

/** What an op may be in verified Pim IR: address-only at host level, executable in a core. */
final class OpRoles {
  private OpRoles() {
  }

  /** {@return whether {@code op} only computes addresses or indices (legal anywhere)} */
  static boolean isStaticAddressOp(Operation op) {
    if (op instanceof MemRefAllocOp || op instanceof MemRefGetGlobalOp
        || Destinations.isView(op)) {
      return true;
    }
    if (!op.name().startsWith("arith.")) {
      return false;
    }
    for (Value result : op.results()) {
      if (!(result.type() instanceof IndexType || result.type() instanceof IntegerType)) {
        return false;
      }
    }
    return op instanceof ArithConstantOp || op.numResults() > 0;
  }

  /** {@return whether {@code op} may stay at host level, outside every core} */
  static boolean isAddressOnlyHostOp(Operation op) {
    return isStaticAddressOp(op) || op instanceof PimCoreOp || op instanceof PimCoreBatchOp
        || op instanceof FuncReturnOp;
  }

  /** {@return whether {@code op} may appear inside a core} */
  static boolean isCoreOp(Operation op) {
    if (isStaticAddressOp(op) || op instanceof ScfForOp || op instanceof ScfIfOp
        || op instanceof ScfIndexSwitchOp || op instanceof ScfYieldOp) {
      return true;
    }
    return op.name().startsWith("pim.") && !(op instanceof PimCoreOp)
        && !(op instanceof PimCoreBatchOp) && !(op instanceof PimTransposeOp);
  }
}
