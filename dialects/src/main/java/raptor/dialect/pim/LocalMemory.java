package raptor.dialect.pim;

import raptor.dialect.spat.TensorShapes;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;

/**
 * Checks the local memory plan recorded on a core: {@code pim.local_memory_size} on the core and
 * {@code pim.local_memory_address} on the allocations of its body, all i64 bytes within the
 * non-negative {@code int32} range, addresses 4-aligned and allocations inside the arena.
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
        ok[0] = verifyAddress(nested, size, diag);
      }
    }));
    return ok[0];
  }

  private static boolean verifyAddress(Operation op, Long arenaSize, DiagnosticEngine diag) {
    String name = PimAttributes.LOCAL_MEMORY_ADDRESS;
    if (!PimAttributes.isI64(op, name)) {
      return TensorShapes.fail(op, diag, "expects '" + name + "' to be an i64 integer");
    }
    long address = PimAttributes.i64(op, name);
    if (address < 0 || address > Integer.MAX_VALUE
        || address % PimAttributes.LOCAL_MEMORY_ALIGNMENT != 0) {
      return TensorShapes.fail(op, diag, "local memory address " + address + " is not a "
          + PimAttributes.LOCAL_MEMORY_ALIGNMENT + "-aligned offset in [0, " + Integer.MAX_VALUE
          + "]");
    }
    long bytes = op.numResults() == 1 ? StaticValues.byteSize(op.result(0).type())
        : StaticValues.UNKNOWN;
    if (arenaSize != null && bytes != StaticValues.UNKNOWN && address + bytes > arenaSize) {
      return TensorShapes.fail(op, diag, "local allocation [" + address + ", "
          + (address + bytes) + ") is outside the core's " + arenaSize + "-byte local memory");
    }
    return true;
  }
}
