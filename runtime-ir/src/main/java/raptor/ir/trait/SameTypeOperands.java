package raptor.ir.trait;

/** Trait: Every operand has the same type (checked by the generated verifier). */
public interface SameTypeOperands extends Trait {
}
