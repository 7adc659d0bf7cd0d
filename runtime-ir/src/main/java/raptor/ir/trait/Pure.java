package raptor.ir.trait;

/** Trait: The op has no side effect and may be removed when unused or hoisted. */
public interface Pure extends Trait {
}
