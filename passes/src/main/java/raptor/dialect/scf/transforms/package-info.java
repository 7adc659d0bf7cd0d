/** Canonicalization patterns of the {@code scf} dialect, registered with {@code canonicalize}. */
package raptor.dialect.scf.transforms;
