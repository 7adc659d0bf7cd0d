package raptor.ir.trait;

/**
 * A static property of an op kind, stored in its {@link raptor.ir.OpInfo} as a marker class.
 *
 * <p>Generated op classes list their traits; generic code asks {@code op.hasTrait(X.class)}.
 */
public interface Trait {
}
