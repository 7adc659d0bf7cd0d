package raptor.dialect.builtin;

import raptor.ir.attr.NamedAttribute;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;

/** Hand-written checks of the {@code builtin} dialect; the rest is generated from Builtin.td. */
@GenerateDialect(td = "builtin/Builtin.td")
public final class BuiltinOpsImpl {
  private BuiltinOpsImpl() {
  }

  /** A module's own discardable attributes must belong to a dialect, as in MLIR. */
  static boolean verify(BuiltinModuleOp op, DiagnosticEngine diag) {
    for (NamedAttribute entry : op.attributes().entries()) {
      if (entry.name().indexOf('.') < 0) {
        diag.opError(op, "can only contain attributes with dialect-prefixed names, found: '"
            + entry.name() + "'");
        return false;
      }
    }
    return true;
  }

  /** A cast produces at least one value. */
  static boolean verify(BuiltinUnrealizedConversionCastOp op, DiagnosticEngine diag) {
    if (op.numResults() == 0) {
      diag.opError(op, "expected at least one result for cast operation");
      return false;
    }
    return true;
  }
}
