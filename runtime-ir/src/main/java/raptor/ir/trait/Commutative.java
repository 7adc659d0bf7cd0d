package raptor.ir.trait;

/** Trait: The op's operands may be reordered without changing its meaning. */
public interface Commutative extends Trait {
}
