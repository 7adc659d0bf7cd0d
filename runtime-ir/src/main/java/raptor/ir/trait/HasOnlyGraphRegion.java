package raptor.ir.trait;

/**
 * Trait: The regions of the op are graph regions (MLIR's {@code HasOnlyGraphRegion}): their ops
 * may use values defined later in the same block, so dominance is not checked inside them.
 */
public interface HasOnlyGraphRegion extends Trait {
}
