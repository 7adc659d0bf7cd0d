/**
 * The exporter: {@link raptor.frontend.onnx.export.OnnxExporter} writes {@code onnx}-dialect IR
 * (a module holding {@code func.func @main_graph}) back as an ONNX model.
 */
package raptor.frontend.onnx.export;
