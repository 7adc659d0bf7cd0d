/**
 * Syntax and checks shared by several dialects, as MLIR's {@code mlir/Interfaces}: the mixed
 * static/dynamic index lists of view-like ops ({@code tensor.extract_slice},
 * {@code memref.subview}, ...).
 */
package raptor.dialect.interfaces;
