/**
 * The {@code tensor} dialect: the op classes generated from {@code tensor/Tensor.td} and the
 * hand-written verifiers of its shape rules.
 */
package raptor.dialect.tensor;
