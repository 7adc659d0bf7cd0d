/**
 * Rewrites of the {@code arith} dialect that live outside the dialect module: its
 * canonicalization patterns, contributed to {@code canonicalize} by
 * {@link raptor.dialect.arith.transforms.ArithCanonicalization}, and its constant materializer.
 */
package raptor.dialect.arith.transforms;
