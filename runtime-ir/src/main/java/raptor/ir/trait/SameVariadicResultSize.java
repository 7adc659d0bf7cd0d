package raptor.ir.trait;

/** Trait: every variadic ODS result group of the op has the same number of results. */
public interface SameVariadicResultSize extends Trait {
}
