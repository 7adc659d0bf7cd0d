package raptor.ir.trait;

/** Trait: Every region of the op has at most one block. */
public interface SingleBlock extends Trait {
}
