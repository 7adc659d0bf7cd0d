/**
 * The generic passes: {@code canonicalize}, {@code cse} and {@code symbol-dce}, registered for
 * pipelines and {@code raptor-opt} flags by {@link raptor.transforms.TransformsPassProvider}.
 */
package raptor.transforms;
