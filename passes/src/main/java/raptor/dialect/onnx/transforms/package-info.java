/**
 * The ONNX graph passes that make an imported model ready for the PIM lowering:
 * {@code onnx-shape-inference}, {@code onnx-constant-folding}, {@code onnx-decompose} and
 * {@code onnx-prepare}, which runs them to a fixpoint.
 */
package raptor.dialect.onnx.transforms;
