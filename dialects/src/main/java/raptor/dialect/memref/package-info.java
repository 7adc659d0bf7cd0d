/**
 * The {@code memref} dialect: the op classes generated from {@code memref/MemRef.td} and the
 * hand-written global syntax and verifiers.
 */
package raptor.dialect.memref;
