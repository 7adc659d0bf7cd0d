package raptor.ir;

import java.util.List;
import raptor.ir.attr.Attribute;

/**
 * An op kind's fold hook: simplifies one op without creating new ops, as MLIR's {@code fold}.
 *
 * <p>A constant-like op folds to its own value attribute; the greedy driver asks it for that
 * value to learn the constant operands of other ops.
 */
@FunctionalInterface
public interface OpFolder {
  /** The hook of op kinds that never fold. */
  OpFolder NONE = (op, constantOperands) -> null;

  /**
   * Tries to fold {@code op}.
   *
   * @param constantOperands per operand, its constant value when it is produced by a
   *     constant-like op, else {@code null}
   * @return {@code null} when the op does not fold; an empty list when it was updated in place;
   *     otherwise one {@link OpFoldResult} per result
   */
  List<OpFoldResult> fold(Operation op, List<Attribute> constantOperands);
}
