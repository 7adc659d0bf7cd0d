package raptor.dialect.memref;

import java.util.List;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.UnrankedMemRefType;

/**
 * MLIR's {@code foldMemRefCast}: an op that only reads or writes through its memref operands
 * may use the source of a {@code memref.cast} of a ranked memref in place of the cast.
 */
final class CastOperands {
  private CastOperands() {
  }

  /**
   * Replaces each operand made by such a cast, except {@code kept}, by the cast's source.
   *
   * @return the in-place fold result when an operand changed, else {@code null}
   */
  static List<OpFoldResult> fold(Operation op, Value kept) {
    boolean folded = false;
    for (int i = 0; i < op.numOperands(); i++) {
      Value operand = op.operand(i);
      if (operand != kept && operand.definingOp() instanceof MemRefCastOp cast
          && !(cast.source().type() instanceof UnrankedMemRefType)) {
        op.setOperand(i, cast.source());
        folded = true;
      }
    }
    return folded ? FoldResults.inPlace() : null;
  }
}
