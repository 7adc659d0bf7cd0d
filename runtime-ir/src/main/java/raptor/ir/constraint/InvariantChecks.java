package raptor.ir.constraint;

import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The ODS invariant checks generated {@code verifyInvariants} methods call, one per operand,
 * result, attribute and region; each emits MLIR's message on failure and returns whether the
 * check passed.
 */
public final class InvariantChecks {
  private InvariantChecks() {
  }

  /** Checks operands {@code [start, start + count)} against {@code constraint}. */
  public static boolean operands(Operation op, DiagnosticEngine diag, int start, int count,
      TypeConstraint constraint) {
    for (int i = start; i < start + count; i++) {
      Type type = op.operand(i).type();
      if (!constraint.test(type)) {
        diag.opError(op, "operand #" + i + " must be " + constraint.summary() + ", but got '"
            + AttrPrinter.toText(type) + "'");
        return false;
      }
    }
    return true;
  }

  /** Checks results {@code [start, start + count)} against {@code constraint}. */
  public static boolean results(Operation op, DiagnosticEngine diag, int start, int count,
      TypeConstraint constraint) {
    for (int i = start; i < start + count; i++) {
      Type type = op.result(i).type();
      if (!constraint.test(type)) {
        diag.opError(op, "result #" + i + " must be " + constraint.summary() + ", but got '"
            + AttrPrinter.toText(type) + "'");
        return false;
      }
    }
    return true;
  }

  /** Checks that the inherent attribute {@code name} is present and satisfies the constraint. */
  public static boolean requiredAttr(Operation op, DiagnosticEngine diag, String name,
      AttrConstraint constraint) {
    if (op.inherentAttr(name) == null) {
      diag.opError(op, "requires attribute '" + name + "'");
      return false;
    }
    return optionalAttr(op, diag, name, constraint);
  }

  /** Checks that the inherent attribute {@code name}, when present, satisfies the constraint. */
  public static boolean optionalAttr(Operation op, DiagnosticEngine diag, String name,
      AttrConstraint constraint) {
    Attribute attr = op.inherentAttr(name);
    if (attr != null && !constraint.test(attr)) {
      diag.opError(op, "attribute '" + name + "' failed to satisfy constraint: "
          + constraint.summary());
      return false;
    }
    return true;
  }

  /** Checks region {@code index}, named {@code name} in ODS, against {@code constraint}. */
  public static boolean region(Operation op, DiagnosticEngine diag, int index, String name,
      RegionConstraint constraint) {
    if (!constraint.test(op.region(index))) {
      diag.opError(op, "region #" + index + " ('" + name + "') failed to verify constraint: "
          + constraint.summary());
      return false;
    }
    return true;
  }

  /**
   * Checks the segment sizes property {@code attrName} ({@code operandSegmentSizes} or
   * {@code resultSegmentSizes}) against the actual count and the number of ODS groups.
   *
   * @param optionalGroups the indices of groups that hold at most one value
   */
  public static boolean segments(Operation op, DiagnosticEngine diag, String attrName,
      String noun, int actual, int groups, int... optionalGroups) {
    Attribute attr = op.inherentAttr(attrName);
    if (!(attr instanceof DenseArrayAttr sizes)) {
      diag.opError(op, "requires attribute '" + attrName + "'");
      return false;
    }
    if (sizes.size() != groups) {
      diag.opError(op, "'" + attrName + "' attribute for specifying " + noun
          + " segments must have " + groups + " elements, but got " + sizes.size());
      return false;
    }
    long total = 0;
    for (int i = 0; i < sizes.size(); i++) {
      total += sizes.get(i);
    }
    if (total != actual) {
      diag.opError(op, noun + " count (" + actual + ") does not match with the total size ("
          + total + ") specified in attribute '" + attrName + "'");
      return false;
    }
    long start = 0;
    for (int group = 0; group < groups; group++) {
      if (contains(optionalGroups, group) && sizes.get(group) > 1) {
        diag.opError(op, noun + " group starting at #" + start
            + " requires 0 or 1 element, but found " + sizes.get(group));
        return false;
      }
      start += sizes.get(group);
    }
    return true;
  }

  private static boolean contains(int[] values, int value) {
    for (int v : values) {
      if (v == value) {
        return true;
      }
    }
    return false;
  }
}
