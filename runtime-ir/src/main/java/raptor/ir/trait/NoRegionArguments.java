package raptor.ir.trait;

/** Trait: The entry blocks of the op's regions take no arguments (checked by the verifier). */
public interface NoRegionArguments extends Trait {
}
