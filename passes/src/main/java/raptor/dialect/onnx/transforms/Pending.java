package raptor.dialect.onnx.transforms;

/**
 * An op whose result types cannot be inferred yet: an operand has no static shape, or an operand
 * that gives a shape (Reshape's {@code shape}, Slice's bounds, ...) is not a constant yet.
 */
final class Pending extends Exception {
  Pending(String reason) {
    super(reason);
  }
}
