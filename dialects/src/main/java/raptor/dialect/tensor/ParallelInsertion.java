package raptor.dialect.tensor;

import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.trait.InParallel;

/**
 * Where a parallel-combining op such as {@code tensor.parallel_insert_slice} may stand: in the
 * {@link InParallel} terminator of a parallel loop ({@code scf.forall.in_parallel},
 * {@code spat.in_parallel}), writing into one of the loop's shared outputs, the last entry-block
 * arguments of the loop body (one per loop result).
 */
final class ParallelInsertion {
  private ParallelInsertion() {
  }

  /** {@return whether {@code op}'s parent is such a terminator and {@code dest} an output} */
  static boolean verifyPlacement(Operation op, Value dest, DiagnosticEngine diag) {
    Operation parent = op.parentOp();
    Operation loop = parent == null ? null : parent.parentOp();
    if (parent == null || !parent.hasTrait(InParallel.class) || loop == null) {
      diag.errorAt(op, "expected InParallelOpInterface parent, got: '"
          + (parent == null ? "none" : parent.name()) + "'");
      return false;
    }
    Block body = loop.region(0).firstBlock();
    int firstOutput = body.numArguments() - loop.numResults();
    if (!(dest instanceof BlockArgument argument) || argument.owner() != body
        || argument.index() < firstOutput) {
      diag.opError(op, "may only insert into an output block argument");
      return false;
    }
    return true;
  }
}
