package raptor.dialect.interfaces;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.ShapedType;
import raptor.ir.diag.DiagnosticEngine;

/**
 * The checks of MLIR's {@code OffsetSizeAndStrideOpInterface}: the offset, size and stride
 * lists of a slice have the rank of the sliced type, and each has one operand per dynamic
 * entry.
 */
public final class OffsetSizeAndStride {
  private OffsetSizeAndStride() {
  }

  /**
   * One mixed static/dynamic list of a slice.
   *
   * @param name the singular name in messages, such as {@code offset}
   * @param values the dynamic entries
   * @param integers the static entries, with {@link ShapedType#DYNAMIC} for each dynamic one
   */
  public record MixedList(String name, List<Value> values, DenseArrayAttr integers) {
  }

  /**
   * {@return whether {@code offsets}, {@code sizes} and {@code strides} have
   * {@code maxOffsets}, {@code rank} and {@code rank} entries (offsets may be a single entry
   * when {@code maxOffsets} is 1, as in {@code reinterpret_cast}), each with one value per
   * dynamic entry, and the static offsets and sizes are non-negative}
   */
  public static boolean verify(Operation op, DiagnosticEngine diag, int maxOffsets, int rank,
      MixedList offsets, MixedList sizes, MixedList strides) {
    boolean singleOffset = maxOffsets == 1 && offsets.integers().size() == 1;
    if (!singleOffset && !sameRank(op, diag, offsets, sizes) || !sameRank(op, diag, sizes, strides)) {
      return false;
    }
    return verifyList(op, diag, maxOffsets, offsets) && verifyList(op, diag, rank, sizes)
        && verifyList(op, diag, rank, strides) && nonNegative(op, diag, offsets)
        && nonNegative(op, diag, sizes);
  }

  /** {@return whether the static entries of {@code list} are non-negative (MLIR's message)} */
  private static boolean nonNegative(Operation op, DiagnosticEngine diag, MixedList list) {
    for (int i = 0; i < list.integers().size(); i++) {
      long value = list.integers().get(i);
      if (value < 0 && value != ShapedType.DYNAMIC) {
        diag.errorAt(op, "expected " + list.name() + "s to be non-negative, but got "
            + value);
        return false;
      }
    }
    return true;
  }

  private static boolean sameRank(Operation op, DiagnosticEngine diag, MixedList a, MixedList b) {
    if (a.integers().size() != b.integers().size()) {
      diag.errorAt(op, "expected mixed " + a.name() + "s rank to match mixed "
          + b.name() + "s rank (" + a.integers().size() + " vs " + b.integers().size()
          + ") so the rank of the result type is well-formed.");
      return false;
    }
    return true;
  }

  /** {@return whether {@code list} has {@code count} entries and one value per dynamic entry} */
  public static boolean verifyList(Operation op, DiagnosticEngine diag, int count, MixedList list) {
    if (!hasCount(op, diag, count, list)) {
      return false;
    }
    long dynamic = dynamicCount(list);
    if (list.values().size() != dynamic) {
      diag.errorAt(op, "expected the number of '" + list.name() + "s' to match the "
          + "number of dynamic entries in 'static_" + list.name() + "s' (" + list.values().size()
          + " vs " + dynamic + ")");
      return false;
    }
    return true;
  }

  /**
   * {@return whether {@code list} has {@code count} entries and one value per dynamic entry}, with
   * the messages of MLIR's {@code verifyListOfOperandsOrIntegers} ("lower bound", "step"...)
   */
  public static boolean verifyOperandsOrIntegers(Operation op, DiagnosticEngine diag, int count,
      MixedList list) {
    if (!hasCount(op, diag, count, list)) {
      return false;
    }
    long dynamic = dynamicCount(list);
    if (list.values().size() != dynamic) {
      diag.errorAt(op, "expected " + dynamic + " dynamic " + list.name() + " values");
      return false;
    }
    return true;
  }

  private static boolean hasCount(Operation op, DiagnosticEngine diag, int count, MixedList list) {
    if (list.integers().size() != count) {
      diag.errorAt(op, "expected " + count + " " + list.name() + " values, got "
          + list.integers().size());
      return false;
    }
    return true;
  }

  private static long dynamicCount(MixedList list) {
    long dynamic = 0;
    for (int i = 0; i < list.integers().size(); i++) {
      dynamic += list.integers().get(i) == ShapedType.DYNAMIC ? 1 : 0;
    }
    return dynamic;
  }
}
