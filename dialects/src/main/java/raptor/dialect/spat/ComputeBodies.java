package raptor.dialect.spat;

import java.util.List;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The block-argument and terminator rules of the compute containers (and of the {@code pim}
 * cores they lower to): the entry block takes an optional lane index, then one argument per
 * weight, then one per input, with the operand types; a {@code spat.yield} terminator returns
 * the result types.
 */
public final class ComputeBodies {
  private ComputeBodies() {
  }

  /**
   * Checks the entry block arguments of {@code op}'s single region.
   *
   * @param lane whether the first argument is the {@code index} lane argument
   * @param operands the weights followed by the inputs
   */
  public static boolean verifyArguments(Operation op, DiagnosticEngine diag, boolean lane,
      List<Value> operands) {
    Block body = op.region(0).firstBlock();
    int leading = lane ? 1 : 0;
    if (body.numArguments() != leading + operands.size()) {
      diag.opError(op, "expects " + (leading + operands.size()) + " body arguments ("
          + (lane ? "the lane, " : "") + "one per operand), but the body has "
          + body.numArguments());
      return false;
    }
    if (lane && !(body.argument(0).type() instanceof IndexType)) {
      diag.opError(op, "expects the first body argument to be the 'index' lane, but it is '"
          + AttrPrinter.toText(body.argument(0).type()) + "'");
      return false;
    }
    for (int i = 0; i < operands.size(); i++) {
      Type expected = operands.get(i).type();
      Type actual = body.argument(leading + i).type();
      if (!expected.equals(actual)) {
        diag.opError(op, "body argument #" + (leading + i) + " has type '"
            + AttrPrinter.toText(actual) + "', but its operand has type '"
            + AttrPrinter.toText(expected) + "'");
        return false;
      }
    }
    return true;
  }

  /** Checks that a {@code spat.yield} terminator returns values of the result types. */
  static boolean verifyYield(Operation op, DiagnosticEngine diag) {
    Operation terminator = op.region(0).firstBlock().terminator();
    if (!(terminator instanceof SpatYieldOp yield)) {
      return true;
    }
    List<Type> results = op.resultTypes();
    if (yield.outputs().size() != results.size()) {
      diag.opError(op, "has " + results.size() + " results, but its body yields "
          + yield.outputs().size() + " values");
      return false;
    }
    for (int i = 0; i < results.size(); i++) {
      Type yielded = yield.outputs().get(i).type();
      if (!yielded.equals(results.get(i))) {
        diag.opError(op, "result #" + i + " has type '" + AttrPrinter.toText(results.get(i))
            + "', but the body yields '" + AttrPrinter.toText(yielded) + "'");
        return false;
      }
    }
    return true;
  }

  /**
   * Checks a batch terminator: {@code spat.in_parallel}, or {@code spat.yield} with one value per
   * result (lowering rejects a resultful batch without {@code spat.in_parallel}).
   */
  static boolean verifyBatchTerminator(Operation op, DiagnosticEngine diag) {
    Operation terminator = op.region(0).firstBlock().terminator();
    if (terminator instanceof SpatYieldOp yield && yield.outputs().size() != op.numResults()) {
      diag.opError(op, "has " + op.numResults() + " results, but its body yields "
          + yield.outputs().size() + " values");
      return false;
    }
    return true;
  }
}
