/**
 * The {@code onnx} dialect: the operators of an imported ONNX graph, named and attributed as
 * onnx-mlir's ONNX dialect. The ops are generated from {@code onnx/Onnx.td};
 * {@link raptor.dialect.onnx.OnnxOpsImpl} holds their verifiers.
 */
package raptor.dialect.onnx;
