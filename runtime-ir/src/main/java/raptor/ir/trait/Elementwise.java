package raptor.ir.trait;

/** Trait: The op applies element by element to vectors and tensors of its scalar types. */
public interface Elementwise extends Trait {
}
