package raptor.ir.diag;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.trait.SymbolTableOp;

/**
 * Runs the symbol-use hooks of the ops under a symbol table, as MLIR's {@code verifySymbolTable}
 * walks its {@code SymbolUserOpInterface} ops: without entering nested symbol tables, a region's
 * ops before the regions they hold (the regions taken last in, first out), stopping at the first
 * failure. The regions of an op not in {@code holders} hold no op with a hook and are skipped.
 */
final class SymbolUses {
  private SymbolUses() {
  }

  /**
   * Runs the hooks under {@code table}.
   *
   * @param holders the ops whose regions hold an op with a symbol-use hook, at any depth
   */
  static boolean verify(Operation table, Set<Operation> holders, DiagnosticEngine diag) {
    Deque<Region> worklist = new ArrayDeque<>();
    for (int r = 0; r < table.numRegions(); r++) {
      worklist.push(table.region(r));
    }
    while (!worklist.isEmpty()) {
      Region region = worklist.pop();
      for (Block b = region.firstBlock(); b != null; b = b.nextBlock()) {
        for (Operation op = b.firstOp(); op != null; op = op.nextOp()) {
          if (!op.info().symbolUseVerifier().verify(op, diag)) {
            return false;
          }
          if (holders.contains(op) && !op.hasTrait(SymbolTableOp.class)) {
            for (int r = 0; r < op.numRegions(); r++) {
              worklist.push(op.region(r));
            }
          }
        }
      }
    }
    return true;
  }
}
