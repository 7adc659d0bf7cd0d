package raptor.ir.trait;

/** Trait: Regions of the op cannot use values defined outside the op. */
public interface IsolatedFromAbove extends Trait {
}
