/**
 * The importer: {@link raptor.frontend.onnx.importer.OnnxImporter} turns an ONNX model into a
 * module holding {@code func.func @main_graph} in the {@code onnx} dialect, with every operator
 * in its latest form ({@link raptor.frontend.onnx.importer.OpsetForms}).
 */
package raptor.frontend.onnx.importer;
