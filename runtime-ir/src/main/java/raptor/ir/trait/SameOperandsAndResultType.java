package raptor.ir.trait;

/** Trait: Every operand and result has the same type (checked by the generated verifier). */
public interface SameOperandsAndResultType extends Trait {
}
