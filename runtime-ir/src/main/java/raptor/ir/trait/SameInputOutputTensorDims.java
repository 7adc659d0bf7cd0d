package raptor.ir.trait;

/**
 * Trait: the single operand and result of a cast are both non-tensors or both ranked tensors
 * of exactly the same shape (MLIR arith's {@code SameInputOutputTensorDims}; checked by the
 * generated verifier).
 */
public interface SameInputOutputTensorDims extends Trait {
}
