package raptor.dialect.pim;

import raptor.dialect.spat.TensorShapes;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.diag.DiagnosticEngine;

/** Checks the constant core ids, event registers and counts of Pim communication ops. */
final class CoreOperands {
  private CoreOperands() {
  }

  /** A constant core id is a non-negative {@code i32}. */
  static boolean verifyCore(Operation op, DiagnosticEngine diag, String what, Value coreId) {
    Long value = StaticValues.constantInteger(coreId);
    if (value != null && (value < 0 || value > Integer.MAX_VALUE)) {
      return TensorShapes.fail(op, diag, what + " " + value + " is outside [0, "
          + Integer.MAX_VALUE + "]");
    }
    return true;
  }

  /** A constant event register is one of the core's {@value PimAttributes#EVENT_REGISTER_COUNT}. */
  static boolean verifyEventRegister(Operation op, DiagnosticEngine diag, Value register) {
    Long value = StaticValues.constantInteger(register);
    if (value != null && (value < 0 || value >= PimAttributes.EVENT_REGISTER_COUNT)) {
      return TensorShapes.fail(op, diag, "event register " + value + " is outside [0, "
          + PimAttributes.EVENT_REGISTER_COUNT + ")");
    }
    return true;
  }

  /** A constant count is not negative. */
  static boolean verifyNonNegative(Operation op, DiagnosticEngine diag, String what,
      Value count) {
    Long value = StaticValues.constantInteger(count);
    if (value != null && value < 0) {
      return TensorShapes.fail(op, diag, what + " " + value + " is negative");
    }
    return true;
  }
}
