package raptor.ir.trait;

/**
 * Trait: operand 0, a condition, is {@code i1} or has the shape of result 0 (MLIR arith's
 * {@code BooleanConditionOrMatchingShape}; checked by the generated verifier).
 */
public interface BooleanConditionOrMatchingShape extends Trait {
}
