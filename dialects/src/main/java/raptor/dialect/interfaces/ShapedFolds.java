package raptor.dialect.interfaces;

import java.util.List;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * Folds shared by the shaped-value ops of the tensor, memref and bufferization dialects; each
 * returns {@code null} when it does not apply, as {@link raptor.ir.OpFolder} expects.
 */
public final class ShapedFolds {
  private ShapedFolds() {
  }

  /**
   * A cast (operand 0 to result 0) to its own source type folds to the source, and a cast of a
   * cast of the same kind back to the first source type folds to that source (MLIR's
   * {@code foldCastInterfaceOp} chain rule).
   */
  public static List<OpFoldResult> cast(Operation op) {
    Value source = op.operand(0);
    Type type = op.result(0).type();
    if (source.type().equals(type)) {
      return FoldResults.value(source);
    }
    Operation producer = source.definingOp();
    if (producer != null && producer.name().equals(op.name()) && producer.operand(0).type().equals(type)) {
      return FoldResults.value(producer.operand(0));
    }
    return null;
  }

  /** A reshape (operand 0 to result 0) between equal types folds to its source. */
  public static List<OpFoldResult> identity(Operation op) {
    Value source = op.operand(0);
    return source.type().equals(op.result(0).type()) ? FoldResults.value(source) : null;
  }

  /**
   * {@code dim %shaped, %c} with a constant in-range index of a static dimension folds to that
   * size as an index constant.
   */
  public static List<OpFoldResult> dim(Value shaped, Attribute index) {
    if (!(index instanceof IntegerAttr constant) || !(shaped.type() instanceof ShapedType type)
        || !type.hasRank()) {
      return null;
    }
    long dimension = constant.value().longValue();
    if (constant.value().bitLength() >= Long.SIZE || dimension < 0 || dimension >= type.rank()) {
      return null;
    }
    long size = type.shape().get((int) dimension);
    return size == ShapedType.DYNAMIC ? null : FoldResults.constant(IntegerAttr.index(size));
  }

  /** The rank of a ranked shaped value folds to an index constant. */
  public static List<OpFoldResult> rank(Value shaped) {
    return shaped.type() instanceof ShapedType type && type.hasRank()
        ? FoldResults.constant(IntegerAttr.index(type.rank())) : null;
  }
}
