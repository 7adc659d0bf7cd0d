package raptor.ir.trait;

/**
 * Trait: the terminator of a parallel loop (MLIR's {@code InParallelOpInterface}, as
 * {@code scf.forall.in_parallel}). Its single block holds only {@link ParallelCombining} ops,
 * which write the loop's shared outputs: the last entry-block arguments of the loop body, one
 * per loop result.
 */
public interface InParallel extends Trait {
}
