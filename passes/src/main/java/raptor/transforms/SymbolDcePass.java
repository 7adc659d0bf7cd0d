package raptor.transforms;

import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.trait.SymbolTableOp;
import raptor.ir.trait.Terminator;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pass.Statistic;

/**
 * {@code symbol-dce}: erases the symbols of a symbol table (and of its nested tables) that are
 * discardable (not public) and unreferenced from live code.
 */
public final class SymbolDcePass extends Pass {
  private final Statistic numDce = statistic("num-dce'd", "Number of symbols DCE'd");

  /** Creates the pass. */
  public SymbolDcePass() {
    super("symbol-dce", "SymbolDCE", "Eliminate dead symbols", null);
  }

  @Override
  public void run(Operation op, PassContext pc) {
    if (!op.hasTrait(SymbolTableOp.class)) {
      pc.diagnostics().opError(op,
          " was scheduled to run under SymbolDCE, but does not define a symbol table");
      pc.signalFailure();
      return;
    }
    boolean hidden = op.parentOp() == null || !SymbolLiveness.isSymbol(op)
        || SymbolLiveness.isPrivate(op);
    Set<Operation> live;
    try {
      live = new SymbolLiveness().compute(op, hidden);
    } catch (SymbolLiveness.UnknownSymbolTable e) {
      pc.emitError(e.op, e.getMessage());
      pc.signalFailure();
      return;
    }
    op.walk(table -> {
      if (table.hasTrait(SymbolTableOp.class)) {
        eraseDead(table, live);
      }
    });
  }

  private void eraseDead(Operation table, Set<Operation> live) {
    for (Block block = table.region(0).firstBlock(); block != null; block = block.nextBlock()) {
      Operation op = block.firstOp();
      while (op != null) {
        Operation next = op.nextOp();
        if (!op.hasTrait(Terminator.class) && SymbolLiveness.isSymbol(op) && !live.contains(op)
            && op.hasNoUses()) {
          op.erase();
          numDce.increment();
        }
        op = next;
      }
    }
  }
}
