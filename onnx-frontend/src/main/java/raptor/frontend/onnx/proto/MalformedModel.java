package raptor.frontend.onnx.proto;

/**
 * Thrown inside the reader when the bytes or the values break {@code onnx.proto}'s rules; {@link
 * OnnxReader} adds the file name and turns it into an {@link raptor.frontend.onnx.OnnxException}.
 */
final class MalformedModel extends Exception {
  MalformedModel(String message) {
    super(message);
  }
}
