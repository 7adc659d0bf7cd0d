package raptor.dialect.pim;

import raptor.dialect.spat.TensorShapes;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;

/**
 * Checks that the local memory plan recorded on a core is well-formed: {@code
 * pim.local_memory_size} on the core and {@code pim.local_memory_address} on the allocations of
 * its body are i64 bytes within the non-negative {@code int32} range. Whether the plan is sound
 * (alignment, allocations inside the arena, no overlap of live allocations) is the concern of
 * {@code verify-pim}.
 */
final class LocalMemory {
  private LocalMemory() {
  }

  static boolean verify(Operation core, DiagnosticEngine diag) {
    if (!PimAttributes.isI64(core, PimAttributes.LOCAL_MEMORY_SIZE)) {
      return TensorShapes.fail(core, diag, "expects '" + PimAttributes.LOCAL_MEMORY_SIZE
          + "' to be an i64 integer");
    }
    Long size = PimAttributes.i64(core, PimAttributes.LOCAL_MEMORY_SIZE);
    if (size != null && (size < 0 || size > Integer.MAX_VALUE)) {
      return TensorShapes.fail(core, diag, "local memory size " + size + " is outside [0, "
          + Integer.MAX_VALUE + "]");
    }
    boolean[] ok = {true};
    core.region(0).firstBlock().ops().forEach(op -> op.walk(nested -> {
      if (ok[0] && nested.attr(PimAttributes.LOCAL_MEMORY_ADDRESS) != null) {
        ok[0] = verifyAddress(nested, diag);
      }
    }));
    return ok[0];
  }

  private static boolean verifyAddress(Operation op, DiagnosticEngine diag) {
    String name = PimAttributes.LOCAL_MEMORY_ADDRESS;
    if (!PimAttributes.isI64(op, name)) {
      return TensorShapes.fail(op, diag, "expects '" + name + "' to be an i64 integer");
    }
    long address = PimAttributes.i64(op, name);
    if (address < 0 || address > Integer.MAX_VALUE) {
      return TensorShapes.fail(op, diag, "local memory address " + address + " is outside [0, "
          + Integer.MAX_VALUE + "]");
    }
    return true;
  }
}
