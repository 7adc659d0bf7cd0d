package raptor.ir.trait;

/**
 * Trait: the op combines the results of parallel iterations into a shared destination, in the
 * terminator region of a parallel loop (MLIR's {@code ParallelCombiningOpInterface}, as
 * {@code tensor.parallel_insert_slice} in {@code scf.forall.in_parallel}).
 */
public interface ParallelCombining extends Trait {
}
