package raptor.ir.diag;

import java.util.HashMap;
import java.util.Map;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.SymbolTable;

/** Checks that the symbols defined directly in a symbol table's region have unique names. */
final class SymbolUniqueness {
  private SymbolUniqueness() {
  }

  static boolean verify(Operation table, DiagnosticEngine diag) {
    Map<String, Operation> seen = new HashMap<>();
    for (int r = 0; r < table.numRegions(); r++) {
      for (Block b = table.region(r).firstBlock(); b != null; b = b.nextBlock()) {
        for (Operation op = b.firstOp(); op != null; op = op.nextOp()) {
          String name = SymbolTable.symbolName(op);
          if (name == null) {
            continue;
          }
          Operation previous = seen.putIfAbsent(name, op);
          if (previous != null) {
            diag.error(op.location(), "redefinition of symbol named '" + name + "'")
                .attachNote(previous.location(), "see existing symbol definition here");
            return false;
          }
        }
      }
    }
    return true;
  }
}
