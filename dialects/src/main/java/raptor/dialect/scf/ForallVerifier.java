package raptor.dialect.scf;

import raptor.dialect.interfaces.OffsetSizeAndStride;
import raptor.dialect.interfaces.OffsetSizeAndStride.MixedList;
import raptor.ir.Block;
import raptor.ir.attr.IndexType;
import raptor.ir.diag.DiagnosticEngine;

/** The checks of {@code scf.forall}, with mlir-opt 22's messages. */
final class ForallVerifier {
  private ForallVerifier() {
  }

  /**
   * One result per output, the entry block's induction variables ({@code index}) and output
   * arguments (typed like the outputs), a mapping and bound lists of the loop's rank.
   */
  static boolean verifyForall(ScfForallOp op, DiagnosticEngine diag) {
    int rank = op.staticLowerBoundAttr().size();
    int outputs = op.outputs().size();
    if (op.numResults() != outputs) {
      diag.opError(op, "produces " + op.numResults() + " results, but has only " + outputs
          + " outputs");
      return false;
    }
    Block body = op.region().firstBlock();
    if (body.numArguments() != rank + outputs) {
      diag.opError(op, "region expects " + rank + " arguments");
      return false;
    }
    for (int i = 0; i < rank; i++) {
      if (!(body.argument(i).type() instanceof IndexType)) {
        diag.opError(op, "expects " + i + "-th block argument to be an index");
        return false;
      }
    }
    for (int i = 0; i < outputs; i++) {
      if (!body.argument(rank + i).type().equals(op.outputs().get(i).type())) {
        diag.opError(op, "type mismatch between " + i
            + "-th output and corresponding block argument");
        return false;
      }
    }
    if (op.mappingAttr() != null && op.mappingAttr().size() > 0
        && op.mappingAttr().size() != rank) {
      diag.opError(op, "mapping attribute size must match op rank");
      return false;
    }
    return OffsetSizeAndStride.verifyOperandsOrIntegers(op, diag, rank,
            new MixedList("lower bound", op.dynamicLowerBound(), op.staticLowerBoundAttr()))
        && OffsetSizeAndStride.verifyOperandsOrIntegers(op, diag, rank,
            new MixedList("upper bound", op.dynamicUpperBound(), op.staticUpperBoundAttr()))
        && OffsetSizeAndStride.verifyOperandsOrIntegers(op, diag, rank,
            new MixedList("step", op.dynamicStep(), op.staticStepAttr()));
  }
}
