package raptor.frontend.onnx.importer;

/**
 * A problem found while importing one element of the graph; the importer prefixes the file and
 * the node before reporting it as an {@link raptor.frontend.onnx.OnnxException}.
 */
final class ImportError extends Exception {
  ImportError(String message) {
    super(message);
  }
}
