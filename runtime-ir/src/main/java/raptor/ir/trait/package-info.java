/** Marker traits of op kinds, as in MLIR's {@code OpTrait}; queried through {@code OpInfo}. */
package raptor.ir.trait;
