package raptor.dialect.spat;

import java.util.List;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The block-argument and terminator rules of the compute containers (and of the {@code pim}
 * cores they lower to): the entry block takes an optional lane index, then one argument per
 * weight, then one per input, with the operand types; a batch body then takes one output
 * argument per result, with the result type, which may only be the destination of the
 * {@code tensor.parallel_insert_slice} ops of its terminator. A {@code spat.yield} terminator
 * returns the result types.
 */
public final class ComputeBodies {
  /** The operand index of the destination of {@code tensor.parallel_insert_slice}. */
  private static final int INSERTION_DEST = 1;

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
    return verifyArguments(op, diag, lane, operands, null);
  }

  /** Checks the lane, operand and output arguments of a batch body, and the uses of the outputs. */
  static boolean verifyBatchArguments(Operation op, DiagnosticEngine diag) {
    return verifyArguments(op, diag, true, op.operands(), op.resultTypes())
        && verifyOutputUses(op, diag);
  }

  /**
   * Checks the entry block arguments: the lane if {@code lane}, one per operand, then one per
   * type of {@code outputs} unless it is {@code null}.
   */
  private static boolean verifyArguments(Operation op, DiagnosticEngine diag, boolean lane,
      List<Value> operands, List<Type> outputs) {
    Block body = op.region(0).firstBlock();
    int leading = lane ? 1 : 0;
    int expected = leading + operands.size() + (outputs == null ? 0 : outputs.size());
    if (body.numArguments() != expected) {
      diag.opError(op, "expects " + expected + " body arguments (" + (lane ? "the lane, " : "")
          + "one per operand" + (outputs == null ? "" : ", one per result")
          + "), but the body has " + body.numArguments());
      return false;
    }
    if (lane && !(body.argument(0).type() instanceof IndexType)) {
      diag.opError(op, "expects the first body argument to be the 'index' lane, but it is '"
          + AttrPrinter.toText(body.argument(0).type()) + "'");
      return false;
    }
    for (int i = 0; i < operands.size(); i++) {
      if (!matches(op, diag, leading + i, operands.get(i).type(), "operand")) {
        return false;
      }
    }
    int firstOutput = leading + operands.size();
    for (int i = 0; outputs != null && i < outputs.size(); i++) {
      if (!matches(op, diag, firstOutput + i, outputs.get(i), "result")) {
        return false;
      }
    }
    return true;
  }

  private static boolean matches(Operation op, DiagnosticEngine diag, int argument,
      Type expected, String of) {
    Type actual = op.region(0).firstBlock().argument(argument).type();
    if (expected.equals(actual)) {
      return true;
    }
    diag.opError(op, "body argument #" + argument + " has type '" + AttrPrinter.toText(actual)
        + "', but its " + of + " has type '" + AttrPrinter.toText(expected) + "'");
    return false;
  }

  /**
   * Checks that the output arguments, which have no initial value, are only the destinations
   * of the parallel insertions in the terminator.
   */
  private static boolean verifyOutputUses(Operation op, DiagnosticEngine diag) {
    Block body = op.region(0).firstBlock();
    Operation terminator = body.terminator();
    for (int i = body.numArguments() - op.numResults(); i < body.numArguments(); i++) {
      for (OpOperand use : body.argument(i).uses()) {
        Operation user = use.owner();
        if (!(user instanceof TensorParallelInsertSliceOp) || use.index() != INSERTION_DEST
            || user.parentOp() != terminator) {
          diag.opError(op, "may only use output body argument #" + i + " as the destination "
              + "of a parallel insertion in its terminator, but '" + user.name() + "' uses it")
              .attachNote(user.location(), "used here");
          return false;
        }
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
