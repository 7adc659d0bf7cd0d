package raptor.ir.trait;

/**
 * Trait: The op applies element by element to vectors and tensors of its scalar types (the
 * generated verifier checks that those operands and results agree in kind and shape).
 */
public interface Elementwise extends Trait {
}
