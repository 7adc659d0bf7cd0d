/**
 * The ONNX front end: {@link raptor.frontend.onnx.proto.OnnxReader} reads a {@code .onnx} file
 * into the {@link raptor.frontend.onnx.model model} records, {@link
 * raptor.frontend.onnx.importer.OnnxImporter} turns them into the {@code onnx} dialect, {@link
 * raptor.frontend.onnx.export.OnnxExporter} writes onnx-dialect IR back, and {@link
 * raptor.frontend.onnx.build.OnnxModelBuilder} builds models for tests and suites.
 */
package raptor.frontend.onnx;
