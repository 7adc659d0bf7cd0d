package raptor.dialect.arith;

import static raptor.dialect.arith.IntegerValues.signed;
import static raptor.dialect.arith.IntegerValues.unsigned;

import java.util.List;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.BoolAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;

/**
 * The folds of {@code arith.cmpi} and {@code arith.cmpf}: equal operands, constants, and
 * {@code cmpi} with a constant left operand swapped to the right (in place).
 */
final class CompareFolders {
  /** {@code cmpi} predicates by value: eq ne slt sle sgt sge ult ule ugt uge. */
  private static final boolean[] TRUE_ON_EQUAL =
      {true, false, false, true, false, true, false, true, false, true};
  /** The predicate holding with the operands swapped, by predicate value. */
  private static final int[] SWAPPED = {0, 1, 4, 5, 2, 3, 8, 9, 6, 7};
  private static final int EQ = 0;
  private static final int NE = 1;

  private CompareFolders() {
  }

  static List<OpFoldResult> cmpi(ArithCmpIOp op, List<Attribute> c) {
    int predicate = (int) op.predicate();
    if (op.result().type() instanceof ShapedType) {
      return null;
    }
    if (op.lhs() == op.rhs()) {
      return FoldResults.constant(BoolAttr.of(TRUE_ON_EQUAL[predicate]));
    }
    boolean bool = op.lhs().type().equals(IntegerType.I1);
    if (bool && (predicate == NE && IntegerValues.is(c.get(1), 0)
        || predicate == EQ && IntegerValues.is(c.get(1), 1))) {
      return FoldResults.value(op.lhs());
    }
    if (c.get(0) != null && c.get(1) == null) {
      op.setInherentAttr("predicate", IntegerAttr.of(IntegerType.I64, SWAPPED[predicate]));
      return FoldResults.commute(op, c);
    }
    if (c.get(0) instanceof IntegerAttr a && c.get(1) instanceof IntegerAttr b) {
      return FoldResults.constant(BoolAttr.of(compare(predicate, a, b)));
    }
    return null;
  }

  static List<OpFoldResult> cmpf(ArithCmpFOp op, List<Attribute> c) {
    FloatAttr a = FloatValues.foldable(c.get(0));
    FloatAttr b = FloatValues.foldable(c.get(1));
    if (a == null || b == null || op.result().type() instanceof ShapedType) {
      return null;
    }
    return FoldResults.constant(BoolAttr.of(
        compare((int) op.predicate(), a.doubleValue(), b.doubleValue())));
  }

  private static boolean compare(int predicate, IntegerAttr a, IntegerAttr b) {
    int signedOrder = signed(a).compareTo(signed(b));
    int unsignedOrder = unsigned(a).compareTo(unsigned(b));
    return switch (predicate) {
      case 0 -> signedOrder == 0;
      case 1 -> signedOrder != 0;
      case 2 -> signedOrder < 0;
      case 3 -> signedOrder <= 0;
      case 4 -> signedOrder > 0;
      case 5 -> signedOrder >= 0;
      case 6 -> unsignedOrder < 0;
      case 7 -> unsignedOrder <= 0;
      case 8 -> unsignedOrder > 0;
      default -> unsignedOrder >= 0;
    };
  }

  /** {@code cmpf} predicates by value: false oeq ogt oge olt ole one ord, then unordered ones. */
  private static boolean compare(int predicate, double a, double b) {
    boolean unordered = Double.isNaN(a) || Double.isNaN(b);
    return switch (predicate) {
      case 0 -> false;
      case 1 -> !unordered && a == b;
      case 2 -> !unordered && a > b;
      case 3 -> !unordered && a >= b;
      case 4 -> !unordered && a < b;
      case 5 -> !unordered && a <= b;
      case 6 -> !unordered && a != b;
      case 7 -> !unordered;
      case 8 -> unordered || a == b;
      case 9 -> unordered || a > b;
      case 10 -> unordered || a >= b;
      case 11 -> unordered || a < b;
      case 12 -> unordered || a <= b;
      case 13 -> unordered || a != b;
      case 14 -> unordered;
      default -> true;
    };
  }
}
