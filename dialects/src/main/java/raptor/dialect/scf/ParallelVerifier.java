package raptor.dialect.scf;

import java.util.List;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Type;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;
import raptor.ir.trait.ConstantLike;

/**
 * The checks of {@code scf.parallel}, {@code scf.reduce} and {@code scf.reduce.return}, with
 * mlir-opt 22's messages.
 */
final class ParallelVerifier {
  private ParallelVerifier() {
  }

  /**
   * At least one loop, no constant step below 1, one index induction variable per loop, an
   * {@code scf.reduce} terminator with one reduction per result and initial value, each
   * reducing a value of its result's type.
   */
  static boolean verifyParallel(ScfParallelOp op, DiagnosticEngine diag) {
    List<Value> steps = op.step();
    if (steps.isEmpty()) {
      diag.opError(op, "needs at least one tuple element for lowerBound, upperBound and step");
      return false;
    }
    for (Value step : steps) {
      if (step instanceof OpResult result && result.owner().hasTrait(ConstantLike.class)
          && result.owner().inherentAttr("value") instanceof IntegerAttr constant
          && constant.value().signum() <= 0) {
        diag.opError(op, "constant step operand must be positive");
        return false;
      }
    }
    Block body = op.region().firstBlock();
    if (body.numArguments() != steps.size()) {
      diag.opError(op, "expects the same number of induction variables: " + body.numArguments()
          + " as bound and step values: " + steps.size());
      return false;
    }
    for (BlockArgument iv : body.arguments()) {
      if (!(iv.type() instanceof IndexType)) {
        diag.opError(op, "expects arguments for the induction variable to be of index type");
        return false;
      }
    }
    Operation terminator = body.lastOp();
    if (!(terminator instanceof ScfReduceOp reduce)) {
      Diagnostic error = diag.opError(op, "expects body to terminate with 'scf.reduce'");
      if (terminator != null) {
        error.attachNote(terminator.location(), "terminator here");
      }
      return false;
    }
    int results = op.numResults();
    int reductions = reduce.reductions().size();
    if (results != reductions) {
      diag.opError(op, "expects number of results: " + results
          + " to be the same as number of reductions: " + reductions);
      return false;
    }
    if (results != op.initVals().size()) {
      diag.opError(op, "expects number of results: " + results
          + " to be the same as number of initial values: " + op.initVals().size());
      return false;
    }
    for (int i = 0; i < results; i++) {
      Type reduced = reduce.values().get(i).type();
      if (!reduced.equals(op.result(i).type())) {
        diag.opError(reduce, "expects type of " + i + "-th reduction operand: '" + text(reduced)
            + "' to be the same as the " + i + "-th result type: '" + text(op.result(i).type())
            + "'");
        return false;
      }
    }
    return true;
  }

  /**
   * One region per operand, each a non-empty block taking two arguments of the operand's type
   * and ending in {@code scf.reduce.return}.
   */
  static boolean verifyReduce(ScfReduceOp op, DiagnosticEngine diag) {
    int regions = op.reductions().size();
    if (regions != op.values().size()) {
      diag.opError(op, "expects number of reduction regions: " + regions
          + " to be the same as number of reduction operands: " + op.values().size());
      return false;
    }
    for (int i = 0; i < regions; i++) {
      Type type = op.values().get(i).type();
      Block block = op.reductions().get(i).firstBlock();
      if (block.isEmpty()) {
        diag.opError(op, i + "-th reduction has an empty body");
        return false;
      }
      if (block.numArguments() != 2
          || block.arguments().stream().anyMatch(a -> !a.type().equals(type))) {
        diag.opError(op, "expected two block arguments with type '" + text(type) + "' in the "
            + i + "-th reduction region");
        return false;
      }
      if (!(block.lastOp() instanceof ScfReduceReturnOp)) {
        diag.opError(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
        return false;
      }
    }
    return true;
  }

  /** The returned value has the type of the reduction region's arguments. */
  static boolean verifyReduceReturn(ScfReduceReturnOp op, DiagnosticEngine diag) {
    Type expected = op.parentBlock().argument(0).type();
    if (!expected.equals(op.result().type())) {
      diag.opError(op, "must have type '" + text(expected) + "' (the type of the reduction inputs)");
      return false;
    }
    return true;
  }

  private static String text(Type type) {
    return AttrPrinter.toText(type);
  }
}
