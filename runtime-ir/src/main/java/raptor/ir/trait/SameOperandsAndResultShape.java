package raptor.ir.trait;

/** Trait: Every operand and result has the same shape (checked by the generated verifier). */
public interface SameOperandsAndResultShape extends Trait {
}
