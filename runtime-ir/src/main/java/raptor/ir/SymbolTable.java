package raptor.ir;

import java.util.HashMap;
import java.util.Map;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;
import raptor.ir.trait.SymbolTableOp;

/**
 * The symbols defined directly in the region of a symbol-table op (such as a module), by name.
 *
 * <p>Built in O(ops of the region); lookups are O(1). The table is a snapshot: rebuild it after
 * adding, removing or renaming symbols.
 */
public final class SymbolTable {
  /** The attribute holding a symbol's name. */
  public static final String SYMBOL_NAME = "sym_name";

  private final Operation owner;
  private final Map<String, Operation> symbols = new HashMap<>();

  /** Collects the symbols of {@code owner}, which must have the {@link SymbolTableOp} trait. */
  public SymbolTable(Operation owner) {
    this.owner = owner;
    for (Operation op = firstOp(owner); op != null; op = op.nextOp()) {
      String name = symbolName(op);
      if (name != null) {
        symbols.putIfAbsent(name, op);
      }
    }
  }

  /**
   * {@return the op defining {@code name} in the symbol table {@code owner}, or {@code null}}
   * The same op as {@code new SymbolTable(owner).lookup(name)}, found by a scan of the ops up to
   * it and without building a table: for a single lookup, such as an op's symbol-use check.
   */
  public static Operation lookup(Operation owner, String name) {
    for (Operation op = firstOp(owner); op != null; op = op.nextOp()) {
      if (name.equals(symbolName(op))) {
        return op;
      }
    }
    return null;
  }

  /** {@return the first op of the symbol table {@code owner}, or {@code null}} */
  private static Operation firstOp(Operation owner) {
    if (!owner.hasTrait(SymbolTableOp.class)) {
      throw new IllegalArgumentException("'" + owner.name() + "' is not a symbol table");
    }
    Block body = owner.region(0).firstBlock();
    return body == null ? null : body.firstOp();
  }

  /** {@return the op owning this table} */
  public Operation owner() {
    return owner;
  }

  /** {@return the symbol name of {@code op}, or {@code null} when it defines none} */
  public static String symbolName(Operation op) {
    Attribute name = op.inherentAttr(SYMBOL_NAME);
    if (name == null) {
      name = op.attr(SYMBOL_NAME);
    }
    return name instanceof StringAttr s ? s.value() : null;
  }

  /** {@return the op defining {@code name} in this table, or {@code null}} */
  public Operation lookup(String name) {
    return symbols.get(name);
  }

  /**
   * {@return the op a possibly nested reference names, starting at this table, or null}
   *
   * <p>{@code @a::@b} looks up {@code a} here, then {@code b} in the table of {@code a}.
   */
  public Operation lookup(SymbolRefAttr ref) {
    Operation current = lookup(ref.root());
    for (String nested : ref.nested()) {
      if (current == null || !current.hasTrait(SymbolTableOp.class)) {
        return null;
      }
      current = new SymbolTable(current).lookup(nested);
    }
    return current;
  }

  /** {@return the nearest symbol-table op enclosing {@code op}, or {@code null}} */
  public static Operation nearestSymbolTable(Operation op) {
    for (Operation parent = op.parentOp(); parent != null; parent = parent.parentOp()) {
      if (parent.hasTrait(SymbolTableOp.class)) {
        return parent;
      }
    }
    return null;
  }
}
