/**
 * The {@code raptor-onnx-run} command ({@link raptor.tools.onnxrun.RaptorOnnxRun}) and the
 * onnxruntime reference it wraps: a model is run on seeded or given inputs, and its inputs and
 * outputs are written as little-endian raw files with a JSON manifest ({@link
 * raptor.tools.onnxrun.TensorManifest}) that validation harnesses read back.
 */
package raptor.tools.onnxrun;
