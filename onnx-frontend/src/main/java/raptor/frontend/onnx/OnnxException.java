package raptor.frontend.onnx;

/**
 * A model that cannot be read, imported or written. The message is complete and located: it
 * starts with the model's file name and names the graph element at fault, as in {@code
 * model.onnx: node 'Erf_3' (Erf, opset 13): unsupported ONNX operation}.
 */
public final class OnnxException extends Exception {
  /** Creates the exception with its full, located {@code message}. */
  public OnnxException(String message) {
    super(message);
  }
}
