package raptor.ir.diag;

import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.trait.IsolatedFromAbove;

/** Checks that no op inside an isolated-from-above op uses a value defined outside it. */
final class IsolationCheck {
  private IsolationCheck() {
  }

  static boolean verify(Operation isolated, DiagnosticEngine diag) {
    WalkResult result = isolated.walk(WalkOrder.PRE_ORDER, op -> {
      if (op == isolated) {
        return WalkResult.ADVANCE;
      }
      for (int i = 0; i < op.numOperands(); i++) {
        if (!definedInside(op.operand(i), op, isolated)) {
          diag.opError(op, "using value defined outside the region")
              .attachNote(isolated.location(), "required by region isolation constraints");
          return WalkResult.INTERRUPT;
        }
      }
      return op.hasTrait(IsolatedFromAbove.class) ? WalkResult.SKIP : WalkResult.ADVANCE;
    });
    return result != WalkResult.INTERRUPT;
  }

  /**
   * {@return whether {@code value}, used by {@code user} inside {@code isolated}, is defined
   * inside it too}: at once when both are in the same region, else by the ancestors of the
   * defining region's op.
   */
  private static boolean definedInside(Value value, Operation user, Operation isolated) {
    Region region = value.parentRegion();
    if (region == user.parentRegion()) {
      return true;
    }
    Operation owner = region == null ? null : region.parentOp();
    return owner != null && isolated.isAncestorOf(owner);
  }
}
