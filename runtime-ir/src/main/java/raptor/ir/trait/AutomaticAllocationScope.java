package raptor.ir.trait;

/**
 * Trait: the stack allocations ({@code memref.alloca}) made in the op's regions are freed when
 * control leaves the op (MLIR's {@code AutomaticAllocationScope}).
 */
public interface AutomaticAllocationScope extends Trait {
}
