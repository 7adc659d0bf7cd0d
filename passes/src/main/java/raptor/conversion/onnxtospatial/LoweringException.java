package raptor.conversion.onnxtospatial;

import raptor.ir.Operation;

/** An ONNX op that {@code convert-onnx-to-spatial} cannot lower, with the reason. */
final class LoweringException extends Exception {
  private static final long serialVersionUID = 1L;
  private final transient Operation op;

  LoweringException(Operation op, String message) {
    super(message);
    this.op = op;
  }

  /** {@return the ONNX op the error is reported at} */
  Operation op() {
    return op;
  }
}
