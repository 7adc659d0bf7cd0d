package raptor.ir.constraint;

import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;

/**
 * Where an ODS operand or result group lies among an op's values, as MLIR's
 * {@code getODSOperandIndexAndLength}. A range is returned as {@code {start, length}}.
 */
public final class Segments {
  private Segments() {
  }

  /**
   * {@return the range of group {@code group} of {@code groups} when at most one group, the one
   * at {@code variableGroup} (or {@code -1}), is variadic or optional}
   *
   * @param total the number of operands or results of the op
   */
  public static int[] single(int total, int group, int groups, int variableGroup) {
    if (variableGroup < 0 || group < variableGroup) {
      return new int[] {group, 1};
    }
    int variableSize = total - (groups - 1);
    if (group == variableGroup) {
      return new int[] {group, Math.max(variableSize, 0)};
    }
    return new int[] {group - 1 + variableSize, 1};
  }

  /**
   * {@return the range of group {@code group} when every variadic group has the same size (the
   * traits {@code SameVariadicOperandSize} and {@code SameVariadicResultSize}): the values left
   * by the single groups, divided evenly, rounded down}
   *
   * @param total the number of operands or results of the op
   * @param variadic which groups are variadic
   */
  public static int[] sameSized(int total, int group, boolean... variadic) {
    int variadicGroups = 0;
    int before = 0;
    for (int i = 0; i < variadic.length; i++) {
      variadicGroups += variadic[i] ? 1 : 0;
      before += variadic[i] && i < group ? 1 : 0;
    }
    int size = Math.max((total - (variadic.length - variadicGroups)) / variadicGroups, 0);
    return new int[] {group + (size - 1) * before, variadic[group] ? size : 1};
  }

  /**
   * {@return the range of group {@code group} given by the segment sizes property
   * {@code attrName} of {@code op}}; an empty range when the property is missing
   */
  public static int[] attrSized(Operation op, String attrName, int group) {
    Attribute attr = op.inherentAttr(attrName);
    if (!(attr instanceof DenseArrayAttr sizes) || group >= sizes.size()) {
      return new int[] {0, 0};
    }
    int start = 0;
    for (int i = 0; i < group; i++) {
      start += (int) sizes.get(i);
    }
    return new int[] {start, (int) sizes.get(group)};
  }
}
