/**
 * The ONNX model as immutable records, one per protobuf message of {@code onnx.proto} that the
 * front end uses: {@link raptor.frontend.onnx.model.OnnxModel}, {@link
 * raptor.frontend.onnx.model.OnnxGraph}, {@link raptor.frontend.onnx.model.OnnxNode}, {@link
 * raptor.frontend.onnx.model.OnnxAttribute}, {@link raptor.frontend.onnx.model.OnnxTensor} and
 * {@link raptor.frontend.onnx.model.OnnxValueInfo}.
 */
package raptor.frontend.onnx.model;
