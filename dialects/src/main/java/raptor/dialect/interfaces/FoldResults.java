package raptor.dialect.interfaces;

import java.util.List;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;

/** The shapes a single-result fold hook returns, as {@link raptor.ir.OpFolder} defines them. */
public final class FoldResults {
  private FoldResults() {
  }

  /** {@return the result "replace the op by {@code value}"} */
  public static List<OpFoldResult> value(Value value) {
    return List.of(OpFoldResult.of(value));
  }

  /** {@return the result "replace the op by the constant {@code attr}", or no fold if null} */
  public static List<OpFoldResult> constant(Attribute attr) {
    return attr == null ? null : List.of(OpFoldResult.of(attr));
  }

  /** {@return the result "the op was updated in place"} */
  public static List<OpFoldResult> inPlace() {
    return List.of();
  }

  /**
   * Moves the constant operands of a commutative binary op to the right, as MLIR's
   * {@code IsCommutative} trait fold does when the op's own fold fails.
   *
   * @return the in-place result when the operands were swapped, else {@code null}
   */
  public static List<OpFoldResult> commute(Operation op, List<Attribute> constants) {
    if (constants.get(0) == null || constants.get(1) != null) {
      return null;
    }
    Value lhs = op.operand(0);
    op.setOperand(0, op.operand(1));
    op.setOperand(1, lhs);
    return inPlace();
  }
}
