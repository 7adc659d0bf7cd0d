package raptor.rewrite;

/**
 * What a {@link GreedyDriver} run achieved.
 *
 * @param converged whether the last iteration changed nothing; {@code false} means the iteration
 *     or rewrite limit stopped the driver first
 * @param changed whether the IR was changed at all
 * @param iterations how many times the worklist was seeded and drained
 */
public record GreedyResult(boolean converged, boolean changed, int iterations) {
}
