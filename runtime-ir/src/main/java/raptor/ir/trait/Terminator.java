package raptor.ir.trait;

/** Trait: The op ends a block; it must be the last op of its block. */
public interface Terminator extends Trait {
}
