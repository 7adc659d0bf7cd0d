package raptor.dialect.onnx.transforms;

/** Operands whose shapes or constant values an op cannot accept; the message says why. */
final class ShapeException extends Exception {
  ShapeException(String message) {
    super(message);
  }
}
