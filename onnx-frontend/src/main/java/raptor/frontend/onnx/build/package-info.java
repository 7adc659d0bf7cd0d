/**
 * Building ONNX models in Java: {@link raptor.frontend.onnx.build.OnnxModelBuilder} adds inputs,
 * seeded random weights and nodes one by one and writes a {@code .onnx} file; the same seed gives
 * the same bytes. Tests, the operation suite and the network recipes use it.
 */
package raptor.frontend.onnx.build;
