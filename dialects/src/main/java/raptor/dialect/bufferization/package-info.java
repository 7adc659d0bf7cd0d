/**
 * The {@code bufferization} dialect: the op classes generated from
 * {@code bufferization/Bufferization.td} and the hand-written tensor/buffer type checks.
 */
package raptor.dialect.bufferization;
