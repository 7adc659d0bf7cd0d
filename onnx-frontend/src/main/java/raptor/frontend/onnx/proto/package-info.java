/**
 * The {@code .onnx} file format: {@link raptor.frontend.onnx.proto.OnnxReader} and {@link
 * raptor.frontend.onnx.proto.OnnxWriter} read and write the messages of {@code onnx.proto}
 * directly with protobuf-java's {@code CodedInputStream} and {@code CodedOutputStream}, by field
 * number ({@link raptor.frontend.onnx.proto.Fields}), so no generated code and no
 * {@code protoc} run are needed, tensor data is never copied on reading, and every malformed byte
 * becomes a located {@link raptor.frontend.onnx.OnnxException}.
 */
package raptor.frontend.onnx.proto;
