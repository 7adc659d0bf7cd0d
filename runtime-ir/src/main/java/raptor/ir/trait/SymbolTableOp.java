package raptor.ir.trait;

/** Trait: The op's single region holds a symbol table: symbol names are unique there. */
public interface SymbolTableOp extends Trait {
}
