/**
 * The ONNX entry points: {@code raptor-import} ({@link raptor.tools.onnx.RaptorImport}) prints
 * a model in the {@code onnx} dialect, {@code raptor-export-onnx} ({@link
 * raptor.tools.onnx.RaptorExportOnnx}) writes onnx-dialect IR back as {@code .onnx}, and {@link
 * raptor.tools.onnx.OnnxInput} lets {@code raptor-opt} take a model as its input.
 */
package raptor.tools.onnx;
