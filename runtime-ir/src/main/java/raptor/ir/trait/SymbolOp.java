package raptor.ir.trait;

/** Trait: The op defines a symbol through its {@code sym_name} attribute (MLIR's {@code Symbol}). */
public interface SymbolOp extends Trait {
}
