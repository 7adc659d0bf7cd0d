package raptor.ir.trait;

/** Trait: The op materialises a constant from its attributes; folding never folds it again. */
public interface ConstantLike extends Trait {
}
