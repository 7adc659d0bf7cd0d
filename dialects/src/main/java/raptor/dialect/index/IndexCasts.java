package raptor.dialect.index;

import java.math.BigInteger;
import java.util.List;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Type;

/**
 * Folds {@code index.casts} and {@code index.castu} of a constant. Into an index, the value is
 * extended to 64 bits, which a 32-bit target truncates to the same result; out of an index, the
 * result must be the same from the 64-bit value and from its low 32 bits.
 */
final class IndexCasts {
  private IndexCasts() {
  }

  /** {@return the folded cast of {@code input} to {@code type}, or null} */
  static List<OpFoldResult> fold(Attribute input, Type type, boolean signed) {
    if (!(input instanceof IntegerAttr integer)) {
      return null;
    }
    if (type instanceof IndexType) {
      int width = integer.type() instanceof IntegerType from ? from.width() : 64;
      return FoldResults.constant(IntegerAttr.of(type,
          extend(integer.value(), width, signed).longValue()));
    }
    int width = ((IntegerType) type).width();
    BigInteger wide = truncate(integer.value(), width);
    BigInteger narrow = truncate(extend(integer.value(), 32, signed), width);
    return wide.equals(narrow) ? FoldResults.constant(new IntegerAttr(type, wide)) : null;
  }

  /** {@return the low {@code width} bits of {@code value} read as signed or unsigned} */
  private static BigInteger extend(BigInteger value, int width, boolean signed) {
    BigInteger low = value.and(BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE));
    return signed && low.testBit(width - 1) ? low.subtract(BigInteger.ONE.shiftLeft(width))
        : low;
  }

  /** {@return the low {@code width} bits of {@code value}, as an unsigned number} */
  private static BigInteger truncate(BigInteger value, int width) {
    return extend(value, width, false);
  }
}
