package example.ext;

import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;

/** Hand-written behaviour of the {@code ext} dialect; the op classes are generated from Ext.td. */
@GenerateDialect(td = "ext/Ext.td")
public final class ExtOpsImpl {
  private ExtOpsImpl() {
  }

  /** A tick counts a positive number of ticks. */
  static boolean verify(ExtTickOp op, DiagnosticEngine diag) {
    if (op.count() <= 0) {
      diag.opError(op, "count must be positive, got " + op.count());
      return false;
    }
    return true;
  }
}
