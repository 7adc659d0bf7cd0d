package raptor.ir.trait;

/** Trait: The op returns control and values to its parent op, like {@code func.return}. */
public interface ReturnLike extends Trait {
}
