package raptor.transforms;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.SymbolTable;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;
import raptor.ir.trait.SymbolOp;
import raptor.ir.trait.SymbolTableOp;

/**
 * Computes which symbols of a symbol table (and of the tables nested in it) are live, as MLIR's
 * {@code SymbolDCE} does: non-symbols and undiscardable symbols are live, and so is every symbol
 * they reference, transitively.
 */
final class SymbolLiveness {
  /** Thrown when an unregistered op with a region might hide a symbol table. */
  static final class UnknownSymbolTable extends Exception {
    private static final long serialVersionUID = 1L;

    final transient Operation op;

    UnknownSymbolTable(Operation op) {
      super("operation contains potentially unknown symbol table, meaning that we can't "
          + "reliable compute symbol uses");
      this.op = op;
    }
  }

  private final Set<Operation> live = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Map<Operation, SymbolTable> tables = new IdentityHashMap<>();

  /** {@return the live symbols under {@code table}} */
  Set<Operation> compute(Operation table, boolean hidden) throws UnknownSymbolTable {
    Deque<Operation> worklist = new ArrayDeque<>();
    for (Block block = table.region(0).firstBlock(); block != null; block = block.nextBlock()) {
      for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
        if (!isSymbol(op)) {
          worklist.push(op);
        } else if (!(hidden || isPrivate(op)) || !canDiscard(op)) {
          if (live.add(op)) {
            worklist.push(op);
          }
        }
      }
    }
    while (!worklist.isEmpty()) {
      Operation op = worklist.pop();
      if (op.hasTrait(SymbolTableOp.class)) {
        compute(op, hidden || !isSymbol(op) || isPrivate(op));
      }
      Operation scope = op.parentOp();
      walkUses(op, op, ref -> markReferenced(scope, ref, worklist));
    }
    return live;
  }

  static boolean isSymbol(Operation op) {
    return op.hasTrait(SymbolOp.class) && SymbolTable.symbolName(op) != null;
  }

  private static String visibility(Operation op) {
    Attribute value = op.inherentAttr("sym_visibility");
    if (value == null) {
      value = op.attr("sym_visibility");
    }
    return value instanceof StringAttr s ? s.value() : "public";
  }

  static boolean isPrivate(Operation op) {
    return visibility(op).equals("private");
  }

  private static boolean canDiscard(Operation op) {
    return !visibility(op).equals("public");
  }

  /** The symbols a reference resolves to, from {@code scope}: every symbol along its path. */
  private void markReferenced(Operation scope, SymbolRefAttr ref, Deque<Operation> worklist) {
    if (scope == null || !scope.hasTrait(SymbolTableOp.class)) {
      return;
    }
    Operation current = table(scope).lookup(ref.root());
    int index = 0;
    while (current != null) {
      if (live.add(current)) {
        worklist.push(current);
      }
      if (index == ref.nested().size() || !current.hasTrait(SymbolTableOp.class)) {
        return;
      }
      current = table(current).lookup(ref.nested().get(index++));
    }
  }

  private SymbolTable table(Operation op) {
    return tables.computeIfAbsent(op, SymbolTable::new);
  }

  /** A receiver of symbol references. */
  private interface RefSink {
    void accept(SymbolRefAttr ref);
  }

  /** Reports the references held by {@code op} and the ops nested in it, not in nested tables. */
  private static void walkUses(Operation user, Operation op, RefSink sink)
      throws UnknownSymbolTable {
    if (!op.info().isRegistered() && op.numRegions() == 1) {
      throw new UnknownSymbolTable(user);
    }
    if (op.properties() != null) {
      walkAttribute(op.properties(), sink);
    }
    walkAttribute(op.attributes(), sink);
    if (op.hasTrait(SymbolTableOp.class)) {
      return;
    }
    for (Region region : op.regions()) {
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        for (Operation nested = block.firstOp(); nested != null; nested = nested.nextOp()) {
          walkUses(user, nested, sink);
        }
      }
    }
  }

  private static void walkAttribute(Attribute attr, RefSink sink) {
    if (attr instanceof SymbolRefAttr ref) {
      sink.accept(ref);
    } else if (attr instanceof ArrayAttr array) {
      for (Attribute element : array.elements()) {
        walkAttribute(element, sink);
      }
    } else if (attr instanceof DictionaryAttr dict) {
      for (NamedAttribute entry : dict.entries()) {
        walkAttribute(entry.value(), sink);
      }
    }
  }
}
